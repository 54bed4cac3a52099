// Loading a cart and what prices it (products, bundles, promotions, coupon, shipping), checking a coupon's limits,
// and the cart as the API answers it. Used by the cart routes and, inside its transaction, by checkout.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  bundles,
  cartItems,
  carts,
  couponUses,
  coupons,
  orders,
  people,
  personAddresses,
  products,
  promotions,
  shippingOptions,
} from '../db/schema/index';
import { runningAt } from '../db/running-at';
import { httpError, notFound } from '../errors';
import { runsAt } from '../../../definitions/entity/running';
import { contactOf } from '../people/lookup';
import { priceCart, type PriceCoupon, type PriceItem, type PriceProduct, type PricePromotion } from './pricing';
import type { z } from 'zod';
import type { cartSchema } from './wire';

type Conn = Db | Tx;
export type CartRow = typeof carts.$inferSelect;

/** A product's row as the cart, checkout and the demo read it (its table is its definition's: columns by their wire names). */
export interface ProductRow {
  id: number;
  name: string;
  sku: string | null;
  kind: string;
  price: number;
  sale_price: number | null;
  sale_from: string | null;
  sale_to: string | null;
  vat_included: boolean;
  stock_quantity: number;
  track_stock: boolean;
  allow_backorder: boolean;
  images: string[];
  category_ids: number[];
  author_ids: number[];
  is_active: boolean;
}

/** A product as the pricing reads it. */
export const asPriceProduct = (p: ProductRow): PriceProduct => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  price: p.price,
  salePrice: p.sale_price,
  saleFrom: p.sale_from,
  saleTo: p.sale_to,
  vatIncluded: p.vat_included,
  categoryIds: p.category_ids,
});
/** A bundle's row as the cart reads it (its table is its definition's: columns by their wire names). */
interface BundleRow {
  id: number;
  name: string;
  image: string | null;
  items: Array<{ product_id: number; quantity: number }>;
  price: number | null;
  percent_off: number | null;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
}

/** A coupon's row as the cart and checkout read it (its table is its definition's: columns by their wire names). */
export interface CouponRow {
  id: number;
  code: string;
  discount_kind: PriceCoupon['discountKind'];
  discount_value: number | null;
  promotion_id: number | null;
  product_ids: number[];
  min_order: number | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  used_count: number;
  expires_at: string | null;
  is_active: boolean;
}

/** A promotion's row (its table is its definition's: columns by their wire names) as the pricing reads it. */
/** A coupon as the price rules read it, with the promotion it belongs to, if any. */
export const asPriceCoupon = (coupon: CouponRow, promotion: PricePromotion | null): PriceCoupon => ({
  id: coupon.id,
  code: coupon.code,
  discountKind: coupon.discount_kind,
  discountValue: coupon.discount_value,
  productIds: coupon.product_ids,
  minOrder: coupon.min_order,
  promotion,
});

const asPricePromotion = (p: Record<string, unknown>): PricePromotion => ({
  id: p.id as number,
  name: p.name as string,
  kind: p.kind as PricePromotion['kind'],
  value: p.value as number,
  buyQuantity: p.buy_quantity as number | null,
  getQuantity: p.get_quantity as number | null,
  appliesTo: p.applies_to as PricePromotion['appliesTo'],
  categoryIds: p.category_ids as number[],
  productIds: p.product_ids as number[],
  minOrder: p.min_order as number | null,
  priority: p.priority as number,
  stackable: p.stackable as boolean,
});

export async function cartOf(conn: Conn, id: number, lock = false): Promise<CartRow> {
  const query = conn.select().from(carts).where(eq(carts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export interface LoadedCart {
  cart: CartRow;
  items: Array<typeof cartItems.$inferSelect>;
  products: Map<number, ProductRow>;
  bundles: Map<number, BundleRow>;
  coupon: CouponRow | null;
  shippingName: string | null;
  input: Parameters<typeof priceCart>[0];
}

/** Everything that prices the cart, read in a handful of queries. */
export async function loadCart(conn: Conn, cart: CartRow, now = new Date()): Promise<LoadedCart> {
  const items = await conn.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.id));
  const bundleIds = items.flatMap((i) => (i.bundleId ? [i.bundleId] : []));
  const bundleRows = (
    bundleIds.length ? await conn.select().from(bundles).where(inArray(bundles.id, bundleIds)) : []
  ) as BundleRow[];
  const productIds = new Set([
    ...items.flatMap((i) => (i.productId ? [i.productId] : [])),
    ...bundleRows.flatMap((b) => b.items.map((x) => x.product_id)),
  ]);
  const productRows = (
    productIds.size
      ? await conn
          .select()
          .from(products)
          .where(inArray(products.id, [...productIds]))
      : []
  ) as ProductRow[];
  const productMap = new Map(productRows.map((p) => [p.id, p]));
  const bundleMap = new Map(bundleRows.map((b) => [b.id, b]));
  const priceProducts = new Map(productRows.map((p) => [p.id, asPriceProduct(p)]));
  const promotionRows = await conn
    .select()
    .from(promotions)
    .where(and(eq(promotions.is_active, true), runningAt(promotions.starts_at, promotions.ends_at, now.toISOString())));
  const [coupon] = (
    cart.couponId ? await conn.select().from(coupons).where(eq(coupons.id, cart.couponId)) : []
  ) as CouponRow[];
  const [couponPromotion] = coupon?.promotion_id
    ? await conn.select().from(promotions).where(eq(promotions.id, coupon.promotion_id))
    : [];
  const [shipping] = cart.shippingOptionId
    ? await conn.select().from(shippingOptions).where(eq(shippingOptions.id, cart.shippingOptionId))
    : [];
  const priceItems: PriceItem[] = items.flatMap((item): PriceItem[] => {
    if (item.productId) {
      const product = priceProducts.get(item.productId);
      return product ? [{ itemId: item.id, quantity: item.quantity, product }] : [];
    }
    const bundle = bundleMap.get(item.bundleId!);
    if (!bundle || bundle.items.some((b) => !priceProducts.has(b.product_id))) return [];
    return [
      {
        itemId: item.id,
        quantity: item.quantity,
        bundle: {
          id: bundle.id,
          name: bundle.name,
          items: bundle.items,
          price: bundle.price,
          percentOff: bundle.percent_off,
        },
        products: priceProducts,
      },
    ];
  });
  const priceCoupon = coupon && asPriceCoupon(coupon, couponPromotion ? asPricePromotion(couponPromotion) : null);
  return {
    cart,
    items,
    products: productMap,
    bundles: bundleMap,
    coupon: coupon ?? null,
    shippingName: shipping?.name ?? null,
    input: {
      items: priceItems,
      promotions: promotionRows.map(asPricePromotion),
      coupon: priceCoupon,
      shippingPrice: shipping?.price ?? 0,
      freeShipping: cart.freeShipping,
      now,
    },
  };
}

/**
 * Why this coupon cannot be used now by this customer, as an error code (400): unknown, switched off, expired, used up,
 * or used up by this customer. `lock` holds the coupon row until the transaction ends (checkout counts the use).
 */
export async function checkCoupon(
  conn: Conn,
  coupon: CouponRow | undefined,
  personId: number | null,
  now = new Date(),
): Promise<CouponRow> {
  if (!coupon) throw httpError(400, 'COUPON_NOT_FOUND');
  if (!coupon.is_active) throw httpError(400, 'COUPON_INACTIVE');
  if (!runsAt(null, coupon.expires_at, now)) throw httpError(400, 'COUPON_EXPIRED');
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit)
    throw httpError(400, 'COUPON_LIMIT_REACHED');
  if (coupon.per_customer_limit !== null && personId !== null) {
    const [{ used }] = await conn
      .select({ used: count() })
      .from(couponUses)
      .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.personId, personId)));
    if (used >= coupon.per_customer_limit) throw httpError(400, 'COUPON_CUSTOMER_LIMIT');
  }
  return coupon;
}

/**
 * What stands in the way of checking out, line by line, at the moment the cart is priced: an inactive product or
 * bundle, a bundle outside its dates (it runs from its start, included, until its end, excluded), or too little stock.
 */
type Problem = { item_id: number; code: NonNullable<CartWire['items'][number]['problem']> };

export function problemsOf(loaded: LoadedCart): Problem[] {
  const need = new Map<number, number>();
  for (const item of loaded.items) {
    const parts = item.productId
      ? [{ product_id: item.productId, quantity: item.quantity }]
      : (loaded.bundles.get(item.bundleId!)?.items ?? []).map((b) => ({
          product_id: b.product_id,
          quantity: b.quantity * item.quantity,
        }));
    for (const part of parts) need.set(part.product_id, (need.get(part.product_id) ?? 0) + part.quantity);
  }
  return loaded.items.flatMap((item): Problem[] => {
    const ids = item.productId
      ? [item.productId]
      : (loaded.bundles.get(item.bundleId!)?.items ?? []).map((b) => b.product_id);
    const bundle = item.bundleId ? loaded.bundles.get(item.bundleId) : null;
    if ((bundle && !bundle.is_active) || ids.some((id) => !loaded.products.get(id)?.is_active))
      return [{ item_id: item.id, code: 'PRODUCT_INACTIVE' }];
    if (bundle && !runsAt(bundle.starts_at, bundle.ends_at, loaded.input.now))
      return [{ item_id: item.id, code: 'BUNDLE_NOT_RUNNING' }];
    const short = ids.some((id) => {
      const p = loaded.products.get(id)!;
      return p.track_stock && !p.allow_backorder && p.stock_quantity < (need.get(id) ?? 0);
    });
    return short ? [{ item_id: item.id, code: 'OUT_OF_STOCK' }] : [];
  });
}

/** The customer's name, e-mail and phone as an order keeps them. */
export async function customerDetails(
  conn: Conn,
  personId: number | null,
): Promise<{
  name: string;
  email: string | null;
  phone: string | null;
  address: { street: string | null; city: string | null; zip: string | null } | null;
}> {
  if (!personId) return { name: '', email: null, phone: null, address: null };
  const [person] = await conn
    .select({ first: people.firstName, last: people.lastName })
    .from(people)
    .where(eq(people.id, personId));
  if (!person) return { name: '', email: null, phone: null, address: null };
  const { email, phone } = await contactOf(conn, personId);
  const [address] = await conn
    .select({ street: personAddresses.street, city: personAddresses.city, zip: personAddresses.zip })
    .from(personAddresses)
    .where(eq(personAddresses.personId, personId))
    .orderBy(asc(personAddresses.id))
    .limit(1);
  return {
    name: `${person.first} ${person.last}`.trim(),
    email,
    phone,
    address: address ?? null,
  };
}

export type CartWire = z.infer<typeof cartSchema>;

/** The cart as the API answers it: its settings, priced lines with any problem, and the totals. */
export async function cartWire(conn: Conn, id: number): Promise<CartWire> {
  const cart = await cartOf(conn, id);
  const loaded = await loadCart(conn, cart);
  const priced = priceCart(loaded.input);
  const problems = new Map(problemsOf(loaded).map((p) => [p.item_id, p.code]));
  const customer = cart.personId ? await customerDetails(conn, cart.personId) : null;
  const [order] =
    cart.status === 'checked_out'
      ? await conn.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id))
      : [];
  const { lines, ...totals } = priced;
  return {
    id: cart.id,
    customer_id: cart.personId,
    customer_name: customer?.name || null,
    status: cart.status,
    coupon_code: loaded.coupon?.code ?? null,
    shipping_option_id: cart.shippingOptionId,
    shipping_option_name: loaded.shippingName,
    free_shipping: cart.freeShipping,
    shipping_info: cart.shippingInfo,
    order_id: order?.id ?? null,
    items: lines.map((line) => {
      const product = line.product_id ? loaded.products.get(line.product_id) : null;
      const bundle = line.bundle_id ? loaded.bundles.get(line.bundle_id) : null;
      return {
        ...line,
        id: line.item_id,
        image: product?.images[0] ?? bundle?.image ?? null,
        problem: problems.get(line.item_id) ?? null,
      };
    }),
    ...totals,
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
  };
}
