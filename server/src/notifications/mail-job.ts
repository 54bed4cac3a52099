// Notification e-mails on the job queue: notify.ts sends a notifications.mail job for each notification due by e-mail,
// in the transaction that writes it (its singleton key, so one notification has one job). The job takes the
// notification's e-mail flag before it sends (committed, so two runs never both send it) and mails the person, Hebrew
// then English. A mail the server refused puts the flag back and fails the job, so the queue tries it again later and
// the background jobs screen says why. Sent without a notification ("run now"), it queues every notification still due.
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { notifications, users } from '../db/schema/index';
import { JobFailure, type BackgroundJob } from '../jobs/background-job';
import { sendInTransaction } from '../jobs/in-transaction';
import { notificationMailMessages, notificationText } from './messages';

export const MAIL_QUEUE = 'notifications.mail';

/** Queues the e-mail of notification `id` inside `tx` (sent only if it commits). */
export async function queueNotificationMail(queue: PgBoss | null, tx: Db | Tx, id: number): Promise<void> {
  await sendInTransaction(queue, tx, MAIL_QUEUE, { notification_id: id }, { singletonKey: `notification-${id}` });
}

const notificationOf = (data: unknown): number | null => {
  const id = (data as { notification_id?: unknown } | null)?.notification_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const notificationMailJob: BackgroundJob = {
  name: MAIL_QUEUE,
  everyMinutes: () => 0,
  async run({ db, mailer, config, queue }, data) {
    const id = notificationOf(data);
    if (id === null) {
      const due = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.emailDue, true));
      for (const row of due) await queueNotificationMail(queue, db, row.id);
      return;
    }
    const [n] = await db
      .update(notifications)
      .set({ emailDue: false })
      .where(and(eq(notifications.id, id), eq(notifications.emailDue, true)))
      .returning();
    if (!n) return; // sent already, or gone
    const [user] = await db
      .select({ email: users.email, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, n.userId));
    if (!user?.isActive) return;
    const he = notificationText('he', n.kind, n.params);
    const en = notificationText('en', n.kind, n.params);
    const link = n.link ? `${config.publicUrl}${n.link}` : undefined;
    const part = (lang: 'he' | 'en', text: string) =>
      [text, link ? `${notificationMailMessages[lang].open} ${link}` : '', notificationMailMessages[lang].footer]
        .filter(Boolean)
        .join('\n');
    try {
      await mailer.send({ to: user.email, subject: he, text: `${part('he', he)}\n\n---\n\n${part('en', en)}`, link });
    } catch (error) {
      await db.update(notifications).set({ emailDue: true }).where(eq(notifications.id, id));
      throw new JobFailure('MAIL_FAILED', error instanceof Error ? error.message : String(error));
    }
  },
};
