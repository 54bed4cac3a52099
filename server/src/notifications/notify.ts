// Writing notifications (the notification center): to given people, or to every active staff member. Called inside
// the transaction of the change they are about, so a rolled-back change notifies nobody.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users, type NOTIFICATION_KINDS } from '../db/schema/index';

export interface NotificationInput {
  kind: (typeof NOTIFICATION_KINDS)[number];
  params: Record<string, string | number>;
  link: string;
}

export async function notifyUsers(tx: Db, userIds: readonly string[], input: NotificationInput): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length) await tx.insert(notifications).values(unique.map((userId) => ({ userId, ...input })));
}

export async function notifyStaff(tx: Db, input: NotificationInput): Promise<void> {
  const staff = await tx.select({ id: users.id }).from(users).where(eq(users.isActive, true));
  await notifyUsers(
    tx,
    staff.map((u) => u.id),
    input,
  );
}
