// Bundles' own rules beside their definition (definitions/entities/bundles.ts): a product appears once in a bundle,
// a bundle price or a percentage off is given, and the end follows the start (rules across fields); the rows'
// products are kept in `product_ids` too, so the factory checks they exist and keeps them from being deleted; and
// every read adds what the bundle costs against its products bought apart, and whether one of them needs attention.
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { CrudEntity } from '../crud/defineCrud';
import { bundles, products } from '../db/schema/index';
import { queryBool } from '../schemas/common';
import { afterWrite, checkRange, ruleError } from '../crud/rules';
import { runsAt } from '../../../definitions/entity/running';

interface PricedProduct {
  id: number;
  price: number;
  salePrice: number | null;
  saleFrom: string | null;
  saleTo: string | null;
  isActive: boolean;
}

/** What a product sells for now: its sale price inside the sale's dates (open ends allowed), else its price. */
export function currentPrice(product: PricedProduct, now = Date.now()): number {
  return product.salePrice != null && runsAt(product.saleFrom, product.saleTo, now) ? product.salePrice : product.price;
}

/**
 * A bundle's prices against its products bought apart, in whole agorot: `items_total` (each product's current
 * price times its quantity), `bundle_total` (the bundle price, or the items less the percentage, rounded half up
 * to the agora), `saving` (their difference; negative when the bundle costs more) and the products that make it
 * need attention (inactive or gone). Integer arithmetic only: no float ever touches money.
 */
export function bundlePricing(
  bundle: { items: Array<{ product_id: number; quantity: number }>; price: number | null; percent_off: number | null },
  byId: Map<number, PricedProduct>,
  now = Date.now(),
) {
  let itemsTotal = 0;
  const problems: number[] = [];
  for (const item of bundle.items) {
    const product = byId.get(item.product_id);
    if (!product || !product.isActive) problems.push(item.product_id);
    if (product) itemsTotal += currentPrice(product, now) * item.quantity;
  }
  const bundleTotal = bundle.price ?? Math.floor((itemsTotal * (100 - (bundle.percent_off ?? 0)) + 50) / 100);
  return {
    items_total: itemsTotal,
    bundle_total: bundleTotal,
    saving: itemsTotal - bundleTotal,
    attention_product_ids: problems,
    needs_attention: problems.length > 0,
  };
}

/** A bundle needs attention when one of its products is inactive or no longer exists. */
const needsAttention = sql`(exists (select 1 from ${products} p where p.id = any(${bundles.product_ids}) and not p.is_active)
  or cardinality(${bundles.product_ids}) > (select count(*) from ${products} p where p.id = any(${bundles.product_ids})))`;

const bespoke: Partial<CrudEntity> = {
  filters: {
    needs_attention: { schema: queryBool(), where: (value) => (value ? needsAttention : sql`not ${needsAttention}`) },
  },
  derived: {
    schema: {
      items_total: z.int().describe('The products bought apart at their current prices, in agorot'),
      bundle_total: z.int().describe('What the bundle costs, in agorot'),
      saving: z.int().describe('items_total less bundle_total, in agorot'),
      attention_product_ids: z.array(z.int()).describe('Its products that are inactive or deleted'),
      needs_attention: z.boolean(),
    },
    async load(db: Db, records) {
      const ids = [
        ...new Set(records.flatMap((r) => (r.items as Array<{ product_id: number }>).map((i) => i.product_id))),
      ];
      const found = ids.length
        ? await db
            .select({
              id: products.id,
              price: products.price,
              salePrice: products.sale_price,
              saleFrom: products.sale_from,
              saleTo: products.sale_to,
              isActive: products.is_active,
            })
            .from(products)
            .where(inArray(products.id, ids))
        : [];
      const byId = new Map(found.map((p) => [p.id, p]));
      const now = Date.now();
      for (const record of records)
        Object.assign(record, bundlePricing(record as Parameters<typeof bundlePricing>[0], byId, now));
    },
  },
  hooks: {
    async beforeWrite(tx, values, { id }) {
      const out = { ...values };
      if (Array.isArray(out.items)) {
        const items = out.items as Array<{ product_id: number; quantity: number }>;
        const ids = items.map((i) => i.product_id);
        if (new Set(ids).size !== ids.length)
          throw ruleError('items', 'a product appears twice', ids, 'duplicate_product');
        out.product_ids = ids;
      }
      const record = await afterWrite(tx, bundles, out, id);
      if (record.price == null && record.percent_off == null)
        throw ruleError('price', 'give a bundle price or a percentage off', null, 'price_or_percent');
      checkRange(record, 'starts_at', 'ends_at');
      return out;
    },
  },
};

export default bespoke;
