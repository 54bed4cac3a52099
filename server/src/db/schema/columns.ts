import { bigint, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table's own id: an integer the database numbers (by default, so a seed may still write one). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The id of a table of events that may outgrow an integer (read as a JavaScript number). */
export const bigIdentityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();

/** The row this one belongs to (a page's website, a list's member, an order's line): required, deleted with it. */
export const ownerId = <N extends string>(name: N, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** When a row was written, for rows never changed afterwards (no updated_at). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** created_at / updated_at for every table; updated_at is refreshed by drizzle on every update. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
