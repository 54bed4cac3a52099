import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

// The shop catalogue. Money is integer agorot; links to categories and authors are integer arrays whose
// ids the CRUD factory checks on write and protects on delete (`refs` in the entity declarations).

export const PRODUCT_KINDS = ['printed_book', 'ebook', 'audiobook', 'merchandise', 'event_ticket'] as const;

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku'),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull().default('printed_book'),
    short_description: text('short_description'),
    description: text('description'),
    price: integer('price').notNull(),
    sale_price: integer('sale_price'),
    sale_from: timestamp('sale_from', { withTimezone: true, mode: 'string' }),
    sale_to: timestamp('sale_to', { withTimezone: true, mode: 'string' }),
    vat_included: boolean('vat_included').notNull().default(true),
    stock_quantity: integer('stock_quantity').notNull().default(0),
    track_stock: boolean('track_stock').notNull().default(true),
    allow_backorder: boolean('allow_backorder').notNull().default(false),
    weight_grams: integer('weight_grams'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    category_ids: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    author_ids: integer('author_ids').array().notNull().default(sql`'{}'::int[]`),
    isbn: text('isbn'),
    publisher: text('publisher'),
    pages: integer('pages'),
    language: text('language'),
    is_active: boolean('is_active').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    uniqueIndex('products_isbn_key').on(t.isbn),
    index('products_category_ids_idx').using('gin', t.category_ids),
    index('products_author_ids_idx').using('gin', t.author_ids),
    index('products_name_idx').on(t.name),
    // The list's search reads products.search (migration 0038_hebrew_search, not declared here: only the database
    // writes it and only the search reads it, so it is never sent): name, SKU, ISBN and publisher in the Hebrew
    // normal form, a stored generated column with a pg_trgm index (see CrudEntity.searchDocument).
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

export const BILLING_PERIODS = ['month', 'year'] as const;
