import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** In agorot. */
    price: integer('price').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  // At most one default option; the routes keep it so inside a transaction.
  (t) => [uniqueIndex('shipping_options_single_default').on(t.isDefault).where(sql`${t.isDefault}`)],
);

export type ShippingOption = typeof shippingOptions.$inferSelect;
