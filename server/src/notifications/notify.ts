// Writing notifications (the notification center): to given people, or to every active staff member. Called inside
// the transaction of the change they are about, so a rolled-back change notifies nobody. Each person's preferences
// (notification_preferences; none: in the app, not by e-mail) decide whether the row shows in the app and whether
// it is due by e-mail (notifications/email.ts sends those after the commit). A person who wants neither gets no row.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { notificationPreferences, notifications, users, type NotificationKind } from '../db/schema/index';

export interface NotificationInput {
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
}

export async function notifyUsers(tx: Db | Tx, userIds: readonly string[], input: NotificationInput): Promise<void> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  const prefs = await tx
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, unique), eq(notificationPreferences.kind, input.kind)));
  const byUser = new Map(prefs.map((p) => [p.userId, p]));
  const rows = unique
    .map((userId) => ({ userId, ...input, inApp: byUser.get(userId)?.inApp ?? true, emailDue: byUser.get(userId)?.byEmail ?? false }))
    .filter((row) => row.inApp || row.emailDue);
  if (rows.length) await tx.insert(notifications).values(rows);
}

export async function notifyStaff(tx: Db | Tx, input: NotificationInput): Promise<void> {
  const staff = await tx.select({ id: users.id }).from(users).where(and(eq(users.isActive, true), eq(users.isReader, false)));
  await notifyUsers(
    tx,
    staff.map((u) => u.id),
    input,
  );
}
