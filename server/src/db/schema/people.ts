// People (customers and anyone else the business deals with) and their contacts.
//
// Search and paging are served by database-maintained columns (migration `person_search_triggers`):
// - people.search: names, national id, e-mails and both digit forms of every phone in the Hebrew normal form
//   (hebrew_fold, migration `hebrew_search`), kept current by triggers (a pg_trgm GIN index answers substring
//   search on it);
// - person_stats: the exact number of people and a version bumped by every change to `people`, so the list
//   reads its total without count(*) and caches page anchors and filtered totals per version.
// - person_docs (migration `person_doc`, not declared here: only the database writes it and only people_json reads
//   it): each person as the API answers it, kept by triggers, so a list page is 100 stored texts joined.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ownerId, timestamps } from './columns';
import { userRef } from './users';

export const people = pgTable(
  'people',
  {
    id: identityId(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Israeli national id, 9 digits with a valid check digit. */
    nationalId: text('national_id'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userId: userRef('user_id'),
    /** Maintained by triggers; never written by the application. */
    search: text('search').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('people_national_id_key').on(t.nationalId),
    uniqueIndex('people_user_id_key').on(t.userId),
    index('people_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('people_roles_idx').using('gin', t.roles),
    index('people_last_name_id_idx').on(t.lastName, t.id),
    index('people_first_name_id_idx').on(t.firstName, t.id),
    index('people_created_at_id_idx').on(t.createdAt, t.id),
    index('people_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/** The person a row belongs to (a contact, a membership, a book in their library): deleted with the person. */
export const personId = () => ownerId('person_id', () => people.id);

/** A person a row names (an order's customer, an inquiry's sender): the row stays, without them, when they go. */
export const personRef = () => integer('person_id').references(() => people.id, { onDelete: 'set null' });

export const personEmails = pgTable(
  'person_emails',
  {
    id: identityId(),
    personId: personId(),
    /** Lower-case; one person per address. */
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('person_emails_value_key').on(t.value),
    index('person_emails_person_id_idx').on(t.personId),
    check('person_emails_lower_case', sql`${t.value} = lower(${t.value})`),
  ],
);

export const personPhones = pgTable(
  'person_phones',
  {
    id: identityId(),
    personId: personId(),
    /** E.164, e.g. +972501234567. */
    value: text('value').notNull(),
    /** Digits of the international and the national form ("972501234567 0501234567"), for search. */
    searchDigits: text('search_digits').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('person_phones_person_value_key').on(t.personId, t.value),
    index('person_phones_value_idx').on(t.value),
    uniqueIndex('person_phones_single_primary')
      .on(t.personId)
      .where(sql`${t.isPrimary}`),
  ],
);

export const personAddresses = pgTable(
  'person_addresses',
  {
    id: identityId(),
    personId: personId(),
    street: text('street'),
    city: text('city'),
    zip: text('zip'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('IL'),
  },
  (t) => [index('person_addresses_person_id_idx').on(t.personId)],
);

/** One row (id = 1): the number of people and a version bumped by every change to `people` (triggers). */
export const personStats = pgTable('person_stats', {
  id: integer('id').primaryKey().default(1),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type Person = typeof people.$inferSelect;
export type PersonEmail = typeof personEmails.$inferSelect;
export type PersonPhone = typeof personPhones.$inferSelect;
export type PersonAddress = typeof personAddresses.$inferSelect;
