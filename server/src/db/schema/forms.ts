import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { people } from './people';
import { users } from './users';

// Forms built by staff and what the public sends through them. A form's schema (steps and elements, see
// src/forms/rules.ts) and settings are JSON; every save of the schema bumps `version`, and a submission records the
// version it was made with.

export const forms = pgTable(
  'forms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** Staff member who filled it for a customer, or null for the public page. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.formId, t.createdAt),
    index('form_submissions_person_idx').on(t.personId),
  ],
);
