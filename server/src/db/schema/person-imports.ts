import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { userRef } from './users';

/** One failed row of an import: its index in the request's records and why it failed (pydantic-style items). */
export interface ImportFailure {
  row: number;
  /** How people know the row: its name, else its first e-mail or phone, else its national id ('' when none). */
  who?: string;
  reasons: Array<{ type: string; loc: Array<string | number>; msg: string; input: unknown }>;
}

/** A field an import changed on a person who existed before it (restored by a revert); roles as JSON text. */
export interface ImportFieldChange {
  person_id: number;
  field: 'first_name' | 'last_name' | 'national_id' | 'roles';
  old: string | null;
  new: string | null;
}

/**
 * A customer import: its report and everything it wrote, so that a revert can remove the people it created
 * and take the contacts it added off the people who existed before.
 */
export const personImports = pgTable('person_imports', {
  id: identityId(),
  createdBy: userRef('created_by'),
  /** 'completed' or 'reverted'. */
  status: text('status').notNull().default('completed'),
  totalRows: integer('total_rows').notNull(),
  createdCount: integer('created_count').notNull(),
  mergedCount: integer('merged_count').notNull(),
  failed: jsonb('failed').$type<ImportFailure[]>().notNull(),
  overwrite: text('overwrite').array().notNull(),
  createdPeople: integer('created_people').array().notNull(),
  mergedPeople: integer('merged_people').array().notNull(),
  addedEmails: integer('added_emails').array().notNull(),
  addedPhones: integer('added_phones').array().notNull(),
  addedAddresses: integer('added_addresses').array().notNull(),
  fieldChanges: jsonb('field_changes').$type<ImportFieldChange[]>().notNull(),
  revertedAt: timestamp('reverted_at', { withTimezone: true }),
  ...timestamps,
});

export type PersonImport = typeof personImports.$inferSelect;
