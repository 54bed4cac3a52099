import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';

/** The generic data store (`/data/{table}`): JSON documents kept per table name. */
export const dataDocuments = pgTable(
  'data_documents',
  {
    id: identityId(),
    tableName: text('table_name').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [index('data_documents_table_id_idx').on(t.tableName, t.id)],
);

export type DataDocument = typeof dataDocuments.$inferSelect;
