// Sends the notifications due by e-mail (notify.ts marks them) through the app's mailer. Woken by the
// notifications_changed channel (db/change-feed.ts) right after a commit, and every minute all the same. A batch is
// claimed in one statement (FOR UPDATE SKIP LOCKED), so several server processes never send one twice. A send
// that fails is logged and not tried again (the notification stays in the app).
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance as App } from 'fastify';
import { changeFeedOf } from '../db/client';
import { notifications, users } from '../db/schema/index';
import { NOTIFICATIONS_CHANNEL } from './live';
import { notificationMailMessages, notificationText } from './messages';

const BATCH = 50;
const SWEEP_MS = 60_000;

/** One pass: claims and sends what is due; resolves with the number sent. */
export async function sendDueNotificationMails(app: App): Promise<number> {
  const { db, mailer, config } = app;
  let sent = 0;
  for (;;) {
    const due = db.select({ id: notifications.id }).from(notifications).where(eq(notifications.emailDue, true)).orderBy(notifications.id).limit(BATCH).for('update', { skipLocked: true });
    const claimed = await db.update(notifications).set({ emailDue: false }).where(inArray(notifications.id, due)).returning();
    if (!claimed.length) return sent;
    const people = await db
      .select({ id: users.id, email: users.email, isActive: users.isActive })
      .from(users)
      .where(
        inArray(
          users.id,
          claimed.map((n) => n.userId),
        ),
      );
    const emailOf = new Map(people.filter((p) => p.isActive).map((p) => [p.id, p.email]));
    for (const n of claimed) {
      const to = emailOf.get(n.userId);
      if (!to) continue;
      const he = notificationText('he', n.kind, n.params);
      const en = notificationText('en', n.kind, n.params);
      const link = n.link ? `${config.publicUrl}${n.link}` : undefined;
      const part = (lang: 'he' | 'en', text: string) => [text, link ? `${notificationMailMessages[lang].open} ${link}` : '', notificationMailMessages[lang].footer].filter(Boolean).join('\n');
      try {
        await mailer.send({ to, subject: he, text: `${part('he', he)}\n\n---\n\n${part('en', en)}`, link });
        sent += 1;
      } catch (error) {
        app.log.error({ err: error, notification: n.id }, 'notification e-mail failed');
      }
    }
  }
}

/** Starts sending for this process; the returned function stops it. */
export function startNotificationMailer(app: App): () => void {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await sendDueNotificationMails(app);
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) app.log.error({ err: error }, 'notification e-mails failed');
    } finally {
      running = false;
    }
  };
  changeFeedOf(app.db).subscribe({ channels: [NOTIFICATIONS_CHANNEL], message: () => void (stopped || run()), start: async () => void (stopped || run()), stop: () => undefined });
  const timer = setInterval(() => void run(), SWEEP_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
