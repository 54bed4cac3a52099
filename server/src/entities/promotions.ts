// Promotions under /api/ecommerce/promotion (CRUD; 20 a page).
import { z } from 'zod';
import { defineCrud } from '../crud/defineCrud';
import { PROMOTION_KINDS, PROMOTION_SCOPES, productCategories, products, promotions } from '../db/schema/index';
import { queryBool, zInt } from '../schemas/common';
import { afterWrite, agorot, checkRange, idList, ruleError, when } from './rules';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    kind: z.enum(PROMOTION_KINDS),
    value: zInt().min(0).max(10_000_000_000).optional(),
    buy_quantity: zInt().min(1).max(1000).nullable().optional(),
    get_quantity: zInt().min(1).max(1000).nullable().optional(),
    applies_to: z.enum(PROMOTION_SCOPES).optional(),
    category_ids: idList().optional(),
    product_ids: idList().optional(),
    min_order: agorot().nullable().optional(),
    starts_at: when().nullable().optional(),
    ends_at: when().nullable().optional(),
    priority: zInt().min(-1000).max(1000).optional(),
    stackable: z.boolean().optional(),
    is_active: z.boolean().optional(),
  })
  .strict();

/** A percentage is 0-100; buy X get Y needs both quantities. */
export function checkDiscount(record: Record<string, unknown>, kindField: string, valueField: string): void {
  if (record[kindField] === 'percent_off' && typeof record[valueField] === 'number' && (record[valueField] as number) > 100) {
    throw ruleError(valueField, 'a percentage cannot be over 100', record[valueField], 'percent_over_100');
  }
}

export default defineCrud({
  name: 'promotion',
  table: promotions,
  base: '/ecommerce/promotion',
  listPath: '/ecommerce/promotions',
  paging: 'offset',
  defaultLimit: 20,
  create,
  notes: true,
  search: ['name'],
  refs: { category_ids: { table: productCategories }, product_ids: { table: products } },
  filters: { is_active: { schema: queryBool() }, kind: { schema: z.enum(PROMOTION_KINDS) } },
  defaultSort: 'priority',
  defaultOrder: 'desc',
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const record = await afterWrite(tx, promotions, values, id);
      checkDiscount(record, 'kind', 'value');
      if (record.kind === 'buy_x_get_y' && (!record.buy_quantity || !record.get_quantity)) {
        throw ruleError(record.buy_quantity ? 'get_quantity' : 'buy_quantity', 'buy X get Y needs both quantities', null, 'quantities_required');
      }
      checkRange(record, 'starts_at', 'ends_at');
      return values;
    },
  },
  sample: (unique) => ({ name: `מבצע ${unique}`, kind: 'percent_off', value: 10 }),
});
