import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Saved views of a list (issue 26): a named set of filters, sort, page size and columns of one list (`resource`, the
// admin's resource name), kept by a person for themselves or shared with the team. Only the owner changes one.
export interface SavedViewParams {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  per_page?: number;
  /** The columns the person hid, and the order they put them in (react-admin's DataTable store). */
  hidden_columns?: string[];
  column_ranks?: number[];
}

export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    params: jsonb('params').$type<SavedViewParams>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_views_owner_resource_name_idx').on(t.ownerId, t.resource, t.name), index('saved_views_resource_idx').on(t.resource)],
);

export type SavedView = typeof savedViews.$inferSelect;
