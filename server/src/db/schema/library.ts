import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, ownerId } from './columns';
import { personId } from './people';
import { libraryItems } from './defined';
import { userRef } from './users';

// The digital library app's readers: the items (their definition: definitions/entities/library-items.ts) in each
// person's library, and how far each reader is in each.

export const LIBRARY_LINK_REASONS = ['bought', 'subscription', 'gift'] as const;

/** An item in a person's library (granted by staff or by a purchase or subscription), with the reason. */
export const libraryLinks = pgTable(
  'library_links',
  {
    id: identityId(),
    personId: personId(),
    itemId: ownerId('item_id', () => libraryItems.id),
    reason: text('reason', { enum: LIBRARY_LINK_REASONS }).notNull().default('gift'),
    grantedBy: userRef('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('library_links_person_item_key').on(t.personId, t.itemId)],
);

/** How far a person is in an item; `readAt` is the device's time of that reading: a later one never loses to an earlier. */
export const libraryProgress = pgTable(
  'library_progress',
  {
    personId: personId(),
    itemId: ownerId('item_id', () => libraryItems.id),
    percent: integer('percent').notNull().default(0),
    seconds: integer('seconds'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.itemId] }),
    check('library_progress_percent_check', sql`${t.percent} between 0 and 100`),
  ],
);
