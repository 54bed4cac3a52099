import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Imports of factory entities (server/src/crud/imports.ts): the report, and the ids created so a revert can remove them. */
export const entityImports = pgTable(
  'entity_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entity: text('entity').notNull(),
    status: text('status').notNull().default('completed'),
    totalRows: integer('total_rows').notNull(),
    created: integer('created').notNull(),
    failedCount: integer('failed_count').notNull(),
    failed: jsonb('failed').notNull().default([]),
    createdIds: jsonb('created_ids').$type<number[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
  },
  (t) => [index('entity_imports_entity_created_idx').on(t.entity, t.createdAt.desc())],
);

export type EntityImport = typeof entityImports.$inferSelect;
