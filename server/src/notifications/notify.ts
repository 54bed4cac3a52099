// Writing notifications (the notification center): to given people, or to every active staff member. Called inside
// the transaction of the change they are about, so a rolled-back change notifies nobody. Each person's preferences
// (notification_preferences; none: in the app, not by e-mail) decide whether the row shows in the app and whether
// it is due by e-mail: its notifications.mail job is queued in the same transaction (mail-job.ts sends it after the
// commit). A person who wants neither gets no row.
import { and, eq, inArray } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { notificationPreferences, notifications, users, type NotificationKind } from '../db/schema/index';
import { queueNotificationMail } from './mail-job';

export interface NotificationInput {
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
}

export async function notifyUsers(
  tx: Db | Tx,
  queue: PgBoss | null,
  userIds: readonly string[],
  input: NotificationInput,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const prefs = await tx
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, unique), eq(notificationPreferences.kind, input.kind)));
  const byUser = new Map(prefs.map((p) => [p.userId, p]));
  const rows = unique
    .map((userId) => ({
      userId,
      ...input,
      inApp: byUser.get(userId)?.inApp ?? true,
      emailDue: byUser.get(userId)?.byEmail ?? false,
    }))
    .filter((row) => row.inApp || row.emailDue);
  if (!rows.length) return;
  const written = await tx
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, emailDue: notifications.emailDue });
  for (const row of written) if (row.emailDue) await queueNotificationMail(queue, tx, row.id);
}

export async function notifyStaff(tx: Db | Tx, queue: PgBoss | null, input: NotificationInput): Promise<void> {
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isReader, false)));
  await notifyUsers(
    tx,
    queue,
    staff.map((u) => u.id),
    input,
  );
}
