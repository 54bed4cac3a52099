import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import type { SavedViewParams } from '../../../../definitions/wire/savedViews';
import { users } from './users';

// Saved views of a list: a named set of filters, sort, page size and columns of one list (`resource`, the
// admin's resource name), kept by a person for themselves or shared with the team. Only the owner changes one.
export const savedViews = pgTable(
  'saved_views',
  {
    id: identityId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    params: jsonb('params').$type<SavedViewParams>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_resource_name_idx').on(t.ownerId, t.resource, t.name),
    index('saved_views_resource_idx').on(t.resource),
  ],
);

export type SavedView = typeof savedViews.$inferSelect;
