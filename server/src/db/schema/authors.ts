import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const authors = pgTable('authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  bio: text('bio'),
  ...timestamps,
});

export type Author = typeof authors.$inferSelect;
