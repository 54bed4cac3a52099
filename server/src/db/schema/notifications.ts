import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// The notification center (issue 24): what needs a person's attention, one row per person. `kind` names the event
// and `params` its details; the admin words them in the reader's language.
export const NOTIFICATION_KINDS = ['inquiry_new', 'inquiry_assigned'] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The admin path of the thing it is about (`/support/12`). */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()), index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`)],
);

export type Notification = typeof notifications.$inferSelect;
