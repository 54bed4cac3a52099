import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { userRef } from './users';

/** What changed in an update: each field's value before and after (wire names). */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * Every create, update, delete and restore of a factory entity's record (server/src/crud/history.ts), written in the
 * same transaction as the change: who, when, which fields from what to what; a created, deleted or restored record
 * keeps its whole row (`snapshot`, wire names), from which a deleted one is restored.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: identityId(),
    entity: text('entity').notNull(),
    recordId: integer('record_id').notNull(),
    action: text('action').$type<'create' | 'update' | 'delete' | 'restore'>().notNull(),
    changes: jsonb('changes').$type<FieldChanges>(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    userId: userRef('user_id'),
    userName: text('user_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_history_record_idx').on(t.entity, t.recordId, t.id),
    index('record_history_action_idx').on(t.entity, t.action, t.id),
  ],
);

export type RecordHistoryEntry = typeof recordHistory.$inferSelect;
