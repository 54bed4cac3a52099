import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { people } from './people';
import { products, subscriptionOptions } from './defined';
import { users } from './users';

// The digital library app's catalogue: items (books, audio, PDFs, articles, videos) in categories and
// curated collections, and adverts shown in the app. Ids of linked records are integer arrays the CRUD factory
// checks on write and protects on delete; files are path_keys of the files table.

export const LIBRARY_ITEM_KINDS = ['ebook', 'audiobook', 'pdf', 'article', 'video'] as const;
export const LIBRARY_ACCESS = ['free', 'subscription', 'purchase'] as const;
export const LIBRARY_STATUSES = ['draft', 'published'] as const;

export const libraryItems = pgTable(
  'library_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** ISBN-10 or ISBN-13 without separators (checked on write). */
    isbn: text('isbn'),
    kind: text('kind', { enum: LIBRARY_ITEM_KINDS }).notNull().default('ebook'),
    authorIds: integer('author_ids').array().notNull().default(sql`'{}'::int[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    cover: text('cover'),
    files: text('files').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    language: text('language').notNull().default('he'),
    pages: integer('pages'),
    durationMinutes: integer('duration_minutes'),
    publishedOn: date('published_on', { mode: 'string' }),
    access: text('access', { enum: LIBRARY_ACCESS }).notNull().default('free'),
    subscriptionOptionId: integer('subscription_option_id').references(() => subscriptionOptions.id, { onDelete: 'restrict' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    status: text('status', { enum: LIBRARY_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    homeOrder: integer('home_order'),
    ...timestamps,
  },
  (t) => [
    index('library_items_category_ids_idx').using('gin', t.categoryIds),
    index('library_items_author_ids_idx').using('gin', t.authorIds),
    index('library_items_status_idx').on(t.status, t.homeOrder),
    index('library_items_isbn_idx').on(t.isbn),
    check('library_items_pages_check', sql`${t.pages} is null or ${t.pages} > 0`),
  ],
);

export const LIBRARY_LINK_REASONS = ['bought', 'subscription', 'gift'] as const;

/** An item in a person's library (granted by staff or by a purchase or subscription), with the reason. */
export const libraryLinks = pgTable(
  'library_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: LIBRARY_LINK_REASONS }).notNull().default('gift'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('library_links_person_item_key').on(t.personId, t.itemId)],
);

/** How far a person is in an item; `readAt` is the device's time of that reading: a later one never loses to an earlier. */
export const libraryProgress = pgTable(
  'library_progress',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull().default(0),
    seconds: integer('seconds'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.itemId] }), check('library_progress_percent_check', sql`${t.percent} between 0 and 100`)],
);
