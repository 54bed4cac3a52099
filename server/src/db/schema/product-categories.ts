import { boolean, foreignKey, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Shop categories, nested by parent (SPEC section 7: product_category CRUD). */
export const productCategories = pgTable(
  'product_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id'),
    description: text('description'),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_categories_slug_key').on(t.slug),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'product_categories_parent_fk' }).onDelete('restrict'),
  ],
);
