// Changes to a cart: created for a customer or not yet, its products and bundles added (to the quantity already
// there), changed and removed, its coupon, customer, shipping details and option. Each change runs in one
// transaction on the open cart, locked (a closed one is a 409 CART_CLOSED), and marks it updated.
import { and, desc, eq, sql } from 'drizzle-orm';
import couponDefinition from '../../../definitions/entities/coupons';
import type { TextDef } from '../../../definitions/entity/fields';
import { keptText } from '../../../definitions/entity/limits';
import type { Db, Tx } from '../db/client';
import {
  bundles,
  cartItems,
  carts,
  coupons,
  people,
  products,
  shippingOptions,
  type ShippingInfo,
} from '../db/schema/index';
import { runningAt } from '../db/running-at';
import { updateOrRead } from '../db/update-or-read';
import { httpError, notFound, validationError } from '../errors';
import { cartOf, checkCoupon, type CouponRow } from './carts';

/** A coupon's code is found as the coupon keeps it (its definition's rule: trimmed, in capitals), whatever the case typed. */
export const COUPON_CODE_FIELD = couponDefinition.fields.code as TextDef;

const sqlAdd = (n: number) => sql`${cartItems.quantity} + ${n}`;

async function mustExist(
  tx: Tx,
  table: typeof products | typeof bundles | typeof people | typeof shippingOptions,
  value: number,
  field: string,
) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, value));
  if (!row)
    throw validationError(['body', field], 'Value error, no record with this id', value, 'value_error', 'not_found');
}

/** A new cart, for the customer (who must exist) or not yet; its id. */
export async function createCart(db: Db, customerId: number | null, createdBy: string): Promise<number> {
  return db.transaction(async (tx) => {
    if (customerId) await mustExist(tx, people, customerId, 'customer_id');
    const [row] = await tx.insert(carts).values({ personId: customerId, createdBy }).returning({ id: carts.id });
    return row.id;
  });
}

/** The id of the customer's open cart (the newest), or a 404. */
export async function openCartOfCustomer(db: Db, personId: number): Promise<number> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.personId, personId), eq(carts.status, 'open')))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

/** Runs `fn` on the open cart in one transaction, the cart locked, and marks it updated. */
export async function changeCart(db: Db, cartId: number, fn: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await cartOf(tx, cartId, true);
    if (cart.status !== 'open') throw httpError(409, 'CART_CLOSED');
    await fn(tx);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  });
}

/**
 * What a cart item holds: a product or a bundle; its table, its column in the cart's items, its body field, and
 * whether it runs at a moment (a bundle only between its dates; a product has none).
 */
const ITEM_KINDS = {
  product: {
    table: products,
    column: cartItems.productId,
    key: 'productId',
    field: 'product_id',
    runsAt: () => sql`true`,
  },
  bundle: {
    table: bundles,
    column: cartItems.bundleId,
    key: 'bundleId',
    field: 'bundle_id',
    runsAt: (at: string) => runningAt(bundles.starts_at, bundles.ends_at, at),
  },
} as const;

/**
 * Add a product or bundle that can be ordered now (one already there adds to its quantity): 409 PRODUCT_INACTIVE
 * for one switched off, BUNDLE_NOT_RUNNING for a bundle outside its dates.
 */
export async function addItem(
  tx: Tx,
  cartId: number,
  kind: keyof typeof ITEM_KINDS,
  id: number,
  quantity: number,
): Promise<void> {
  const { table, column, key, field, runsAt } = ITEM_KINDS[kind];
  await mustExist(tx, table, id, field);
  const [found] = await tx
    .select({ active: table.is_active, running: runsAt(new Date().toISOString()) })
    .from(table)
    .where(eq(table.id, id));
  if (!found.active) throw httpError(409, 'PRODUCT_INACTIVE');
  if (!found.running) throw httpError(409, 'BUNDLE_NOT_RUNNING');
  await tx
    .insert(cartItems)
    .values({ cartId, [key]: id, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, column], set: { quantity: sqlAdd(quantity) } });
}

/** Change an item's quantity (a 404 when the cart has no such item). */
export async function setItemQuantity(tx: Tx, cartId: number, itemId: number, quantity: number): Promise<void> {
  const done = await tx
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (!done.length) throw notFound();
}

/** Remove an item, product or bundle (a 404 when the cart has no such item). */
export async function removeItem(tx: Tx, cartId: number, itemId: number): Promise<void> {
  const done = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (!done.length) throw notFound();
}

/** Apply the coupon with this code, once its limits allow it for the cart's customer (checkCoupon). */
export async function applyCoupon(tx: Tx, cartId: number, code: string): Promise<void> {
  const cart = await cartOf(tx, cartId);
  const [coupon] = (await tx
    .select()
    .from(coupons)
    .where(eq(coupons.code, keptText(COUPON_CODE_FIELD, code)))) as CouponRow[];
  await checkCoupon(tx, coupon, cart.personId);
  await tx.update(carts).set({ couponId: coupon!.id }).where(eq(carts.id, cart.id));
}

/** Take the coupon off. */
export async function removeCoupon(tx: Tx, cartId: number): Promise<void> {
  await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
}

/** Give the cart to a customer (who must exist). */
export async function setCustomer(tx: Tx, cartId: number, customerId: number): Promise<void> {
  await mustExist(tx, people, customerId, 'customer_id');
  await tx.update(carts).set({ personId: customerId }).where(eq(carts.id, cartId));
}

/** Who receives the order and where (the details replaced). */
export async function setShippingInfo(tx: Tx, cartId: number, info: ShippingInfo): Promise<void> {
  await tx.update(carts).set({ shippingInfo: info }).where(eq(carts.id, cartId));
}

/** The shipping option (an active one: a 422 otherwise) and free shipping, each when given. */
export async function setShipping(
  tx: Tx,
  cartId: number,
  optionId: number | null | undefined,
  free: boolean | undefined,
): Promise<void> {
  if (optionId) {
    const [option] = await tx
      .select({ active: shippingOptions.is_active })
      .from(shippingOptions)
      .where(eq(shippingOptions.id, optionId));
    if (!option?.active)
      throw validationError(
        ['body', 'shipping_option_id'],
        'Value error, no active shipping option with this id',
        optionId,
        'value_error',
        'not_found',
      );
  }
  await updateOrRead(tx, carts, { shippingOptionId: optionId, freeShipping: free }, eq(carts.id, cartId));
}
