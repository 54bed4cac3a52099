import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ownerId, timestamps } from './columns';
import { personRef } from './people';
import { userRef } from './users';

// Forms built by staff and what the public sends through them. A form's schema (steps and elements, see
// src/forms/rules.ts) and settings are JSON; every save of the schema bumps `version`, and a submission records the
// version it was made with.

export const forms = pgTable(
  'forms',
  {
    id: identityId(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    schema: jsonb('schema').notNull(),
    settings: jsonb('settings').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('forms_name_key').on(t.name)],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: identityId(),
    formId: ownerId('form_id', () => forms.id),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    personId: personRef(),
    /** Staff member who filled it for a customer, or null for the public page. */
    userId: userRef('user_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.formId, t.createdAt),
    index('form_submissions_person_idx').on(t.personId),
  ],
);
