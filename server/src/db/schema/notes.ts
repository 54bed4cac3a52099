import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * Notes kept on any record: `type` names the kind of record ('person', ...) and `ref_id` its id.
 * The author's display name is copied at writing time so it survives the account.
 */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    refId: integer('ref_id').notNull(),
    type: text('type').notNull().default('person'),
    category: text('category'),
    content: text('content').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('notes_type_ref_created_idx').on(t.type, t.refId, t.createdAt.desc()),
    index('notes_category_idx')
      .on(t.category)
      .where(sql`${t.category} is not null`),
  ],
);

export type Note = typeof notes.$inferSelect;
