// Product categories under /api/ecommerce/product_category (SPEC section 7): a tree of categories for the shop.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { productCategories } from '../db/schema/index';
import { validationError } from '../errors';
import { rowsOf } from '../people/read';
import { queryBool, zInt } from '../schemas/common';
import { slugField, slugify } from './slug';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    slug: slugField().or(z.literal('')).optional(),
    parent_id: zInt().min(1).max(2_147_483_647).nullable().optional(),
    description: z.string().max(20_000).nullable().optional(),
    image: z.string().max(1000).nullable().optional(),
    is_active: z.boolean().optional(),
    sort_order: zInt().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict();

export default defineCrud({
  name: 'product_category',
  table: productCategories,
  base: '/ecommerce/product_category',
  create,
  notes: true,
  search: ['name', 'slug'],
  filters: { is_active: { schema: queryBool() } },
  defaultSort: 'sort_order',
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const out = { ...values };
      if (out.slug === '' || (id === undefined && out.slug === undefined)) out.slug = slugify(String(out.name ?? '')) || `category-${Date.now()}`;
      // A category may not sit under itself or under one of its own descendants.
      if (id !== undefined && typeof out.parent_id === 'number') {
        const rows = rowsOf<{ id: number }>(await tx.execute(sql`
          with recursive up(id, parent_id) as (
            select id, parent_id from ${productCategories} where id = ${out.parent_id}
            union all select c.id, c.parent_id from ${productCategories} c join up on c.id = up.parent_id)
          select id from up where id = ${id} limit 1`));
        if (rows.length) throw validationError(['body', 'parent_id'], 'Value error, a category cannot sit under itself', out.parent_id, 'value_error', 'category_cycle');
      }
      return out;
    },
  },
  sample: (unique) => ({ name: `קטגוריה ${unique}`, slug: `cat-${unique}` }),
});
