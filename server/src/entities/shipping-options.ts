// Shipping options under /api/ecommerce (SPEC section 7: GET shipping_options with active_only; POST shipping_option
// with name, price, is_active, is_default; PUT). The price is in agorot. At most one option is the default: setting
// is_default clears it elsewhere in the same transaction (a partial unique index guards it too).
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { shippingOptions } from '../db/schema/index';
import { queryBool } from '../schemas/common';
import { agorot } from './rules';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    price: agorot(),
    is_active: z.boolean().optional(),
    is_default: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'shipping_option',
  table: shippingOptions,
  base: '/ecommerce/shipping_option',
  listPath: '/ecommerce/shipping_options',
  create,
  search: ['name'],
  filters: { active_only: { schema: queryBool(), where: (only) => (only ? eq(shippingOptions.isActive, true) : undefined) } },
  notes: true,
  hooks: {
    async beforeWrite(tx, values, { id }) {
      if (values.is_default === true) {
        const isDefault = eq(shippingOptions.isDefault, true);
        await tx.update(shippingOptions).set({ isDefault: false }).where(id === undefined ? isDefault : and(isDefault, ne(shippingOptions.id, id)));
      }
      return values;
    },
  },
  sample: (unique) => ({ name: `משלוח ${unique}`, price: 2990 }),
});
