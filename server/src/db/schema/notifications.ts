import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { NOTIFICATION_KINDS } from '../../../../definitions/wire/notifications';
import { users } from './users';

export {
  NOTIFICATION_KINDS,
  URGENT_NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../../definitions/wire/notifications';

// The notification center: what needs a person's attention, one row per person. `kind` names the event and `params`
// its details; the admin words them in the reader's language. The kinds are shared with the admin.
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The admin path of the thing it is about (`/support/12`). */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The person asked for this kind by e-mail too and it is not sent yet (its notifications.mail job sends it: notifications/mail-job.ts). */
    emailDue: boolean('email_due').notNull().default(false),
    /** False when the person turned this kind off in the app: kept only for the e-mail. */
    inApp: boolean('in_app').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_email_due_idx')
      .on(t.id)
      .where(sql`${t.emailDue}`),
  ],
);

export type Notification = typeof notifications.$inferSelect;

// Per-person choices, one row per person and kind they changed; a kind without a row notifies in the app only.
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull().default(true),
    byEmail: boolean('by_email').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
