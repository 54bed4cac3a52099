// A person's notifications in the app: a page of them, newest first, how many are unread, and marking them read or
// unread. Every query is narrowed to the person, so nobody sees or marks another's.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, type Notification } from '../db/schema/index';

const inAppOf = (userId: string): SQL[] => [eq(notifications.userId, userId), eq(notifications.inApp, true)];

/** How many of the person's notifications in the app are unread (the bell). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(...inAppOf(userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export interface NotificationQuery {
  skip: number;
  limit: number;
  unread?: boolean;
  kind?: Notification['kind'];
}

/** A page of the person's notifications, newest first, narrowed to unread or read ones and a kind; and their number. */
export async function listNotifications(db: Db, userId: string, query: NotificationQuery) {
  const where = inAppOf(userId);
  if (query.unread !== undefined)
    where.push(query.unread ? isNull(notifications.readAt) : sql`${notifications.readAt} is not null`);
  if (query.kind) where.push(eq(notifications.kind, query.kind));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(query.skip)
    .limit(query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(...where));
  return { rows, total: Number(total?.n ?? 0) };
}

/** Mark one of the person's notifications read (keeping when it was first read) or unread; undefined when none. */
export async function markRead(db: Db, userId: string, id: number, read: boolean): Promise<Notification | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.id, id), ...inAppOf(userId)))
    .returning();
  return row;
}

/** Mark every unread notification of the person read. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
