import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case (checked by the database too). */
    email: text('email').notNull().unique(),
    hashedPassword: text('hashed_password').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** A reader of the library app: signs in for the app's calls only; every admin route answers 403. */
    isReader: boolean('is_reader').notNull().default(false),
    ...timestamps,
  },
  (t) => [check('users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/** The staff user who did something (made, granted, published): the row stays, without them, when they go. */
export const userRef = <N extends string>(name: N) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** A status history entry's move (an order's, a subscription's): the staff user who made it, if any, from which
 * status (null: the first), to which, and a note. */
export const statusMove = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  userId: userRef('user_id'),
  fromStatus: text('from_status', { enum: statuses }),
  toStatus: text('to_status', { enum: statuses }),
  note: text('note'),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
