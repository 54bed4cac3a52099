import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { userRef } from './users';

/** Imports of factory entities (server/src/crud/imports.ts): the report, and the ids created so a revert can remove them. */
export const entityImports = pgTable(
  'entity_imports',
  {
    id: identityId(),
    entity: text('entity').notNull(),
    status: text('status').notNull().default('completed'),
    totalRows: integer('total_rows').notNull(),
    created: integer('created').notNull(),
    failedCount: integer('failed_count').notNull(),
    failed: jsonb('failed').notNull().default([]),
    createdIds: jsonb('created_ids').$type<number[]>().notNull().default([]),
    createdBy: userRef('created_by'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
  },
  (t) => [index('entity_imports_entity_created_idx').on(t.entity, t.createdAt.desc())],
);

export type EntityImport = typeof entityImports.$inferSelect;
