// Product categories under /api/ecommerce/product_category (SPEC section 7): a tree of categories for the shop.
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { fileKey } from '../crud/fields';
import { productCategories } from '../db/schema/index';
import { queryBool, zInt } from '../schemas/common';
import { slugField } from './slug';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    slug: slugField().or(z.literal('')).optional(),
    parent_id: zInt().min(1).max(2_147_483_647).nullable().optional(),
    description: z.string().max(20_000).nullable().optional(),
    image: fileKey().nullable().optional(),
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
  slug: { from: 'name' },
  tree: 'parent_id',
  sample: (unique) => ({ name: `קטגוריה ${unique}`, slug: `cat-${unique}` }),
});
