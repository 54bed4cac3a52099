// Bundles under /api/ecommerce/bundle (SPEC section 7: CRUD; 20 a page): products with quantities at one price.
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { bundles, products } from '../db/schema/index';
import { queryBool, zInt } from '../schemas/common';
import { afterWrite, agorot, checkRange, percent, ruleError, when } from './rules';

const item = z.object({ product_id: zInt().min(1).max(2_147_483_647), quantity: zInt().min(1).max(1000) }).strict();

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(20_000).nullable().optional(),
    image: z.string().max(1000).nullable().optional(),
    items: z.array(item).max(100),
    price: agorot().nullable().optional(),
    percent_off: percent().nullable().optional(),
    starts_at: when().nullable().optional(),
    ends_at: when().nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'bundle',
  table: bundles,
  base: '/ecommerce/bundle',
  listPath: '/ecommerce/bundles',
  paging: 'offset',
  defaultLimit: 20,
  create,
  notes: true,
  // product_ids mirrors items' products, so the factory checks they exist and keeps them from being deleted.
  refs: { product_ids: { table: products } },
  search: ['name'],
  filters: { is_active: { schema: queryBool() } },
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const out = { ...values };
      if (Array.isArray(out.items)) {
        const items = out.items as Array<{ product_id: number; quantity: number }>;
        const ids = items.map((i) => i.product_id);
        if (new Set(ids).size !== ids.length) throw ruleError('items', 'a product appears twice', ids, 'duplicate_product');
        out.product_ids = ids;
      }
      const record = await afterWrite(tx, bundles, out, id);
      if (record.price == null && record.percent_off == null) throw ruleError('price', 'give a bundle price or a percentage off', null, 'price_or_percent');
      checkRange(record, 'starts_at', 'ends_at');
      return out;
    },
  },
  sample: (unique) => ({ name: `מארז ${unique}`, items: [], price: 10000 }),
});
