import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { userRef } from './users';

/**
 * Notes kept on any record: `type` names the kind of record ('person', ...) and `ref_id` its id.
 * The author's display name is copied at writing time so it survives the account.
 */
export const notes = pgTable(
  'notes',
  {
    id: identityId(),
    refId: integer('ref_id').notNull(),
    type: text('type').notNull().default('person'),
    category: text('category'),
    content: text('content').notNull(),
    authorId: userRef('author_id'),
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
