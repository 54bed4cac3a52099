// Checkout and the life of an order: one transaction that re-prices the cart, takes the stock, counts the coupon and
// writes the order; status moves along allowed paths with their history; cancelling or refunding returns the stock.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  carts,
  couponUses,
  coupons,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  paymentRequests,
  products,
  unmatchedPayments,
  users,
  type OrderStatus,
} from '../db/schema/index';
import { nextReceiptNumber } from '../db/receipt-counter';
import { httpError, notFound, statusMoveError, validationError } from '../errors';
import {
  asPriceProduct,
  cartOf,
  checkCoupon,
  customerDetails,
  loadCart,
  problemsOf,
  type CouponRow,
  type ProductRow,
} from './carts';
import { couponDiscountOf, orderLineOf, orderTotalsOf, priceCart, unitPriceOf, vatOf } from './pricing';

type Conn = Db | Tx;
type OrderRow = typeof orders.$inferSelect;

/** Where an order may go from each status. Cancelled and refunded are final. */
export const STATUS_MOVES: Record<OrderStatus, OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Statuses whose orders count as sales in the figures. */
export const SOLD_STATUSES: OrderStatus[] = ['paid', 'shipped', 'delivered'];

/** Takes (or, with sign -1, returns) stock for these parts; products are locked in id order so checkouts never deadlock. */
async function moveStock(tx: Tx, parts: Array<{ product_id: number; quantity: number }>, sign: 1 | -1): Promise<void> {
  const need = new Map<number, number>();
  for (const part of parts) need.set(part.product_id, (need.get(part.product_id) ?? 0) + part.quantity);
  if (!need.size) return;
  const ids = [...need.keys()].sort((a, b) => a - b);
  const rows = (await tx
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update')) as ProductRow[];
  for (const row of rows) {
    if (!row.track_stock) continue;
    const quantity = need.get(row.id)!;
    if (sign === 1 && !row.allow_backorder && row.stock_quantity < quantity) throw httpError(409, 'OUT_OF_STOCK');
    await tx
      .update(products)
      .set({ stock_quantity: sql`${products.stock_quantity} - ${sign * quantity}` })
      .where(eq(products.id, row.id));
  }
}

/**
 * Turns the cart into an order, or answers the order it already became (`created: false`): the cart row is
 * locked first, so the same checkout sent twice makes one order; stock rows are locked next, so two checkouts of the
 * last copy make exactly one order.
 */
export async function checkout(
  db: Db,
  cartId: number,
  userId: string | null,
): Promise<{ orderId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const cart = await cartOf(tx, cartId, true);
    if (cart.status === 'checked_out') {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id));
      if (order) return { orderId: order.id, created: false };
      throw httpError(409, 'CART_CLOSED');
    }
    const now = new Date();
    const loaded = await loadCart(tx, cart, now);
    if (!loaded.items.length) throw httpError(409, 'CART_EMPTY');
    const problem = problemsOf(loaded)[0];
    if (problem) throw httpError(409, problem.code);
    if (cart.couponId) {
      const [locked] = (await tx
        .select()
        .from(coupons)
        .where(eq(coupons.id, cart.couponId))
        .for('update')) as CouponRow[];
      await checkCoupon(tx, locked, cart.personId, now);
    }
    const priced = priceCart(loaded.input);
    if (priced.coupon_below_minimum) throw httpError(409, 'COUPON_MIN_ORDER');
    // Read what the order copies first: the stock rows stay locked only for the writes below.
    const customer = await customerDetails(tx, cart.personId);
    await moveStock(
      tx,
      priced.lines.flatMap((l) => l.stock),
      1,
    );
    const info = cart.shippingInfo;
    const [order] = await tx
      .insert(orders)
      .values({
        personId: cart.personId,
        cartId: cart.id,
        status: 'pending',
        customerName: info.name || customer.name,
        customerEmail: info.email || customer.email,
        customerPhone: info.phone || customer.phone,
        ...orderTotalsOf(priced),
        couponId: loaded.coupon?.id ?? null,
        couponCode: loaded.coupon?.code ?? null,
        shippingOptionId: cart.shippingOptionId,
        shippingName: loaded.shippingName,
        shippingInfo: info,
        placedAt: now,
        createdBy: userId,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(priced.lines.map((line) => orderLineOf(order.id, line, now)));
    await tx.insert(orderEvents).values({ orderId: order.id, userId, fromStatus: null, toStatus: 'pending' });
    if (loaded.coupon) {
      await tx.insert(couponUses).values({
        couponId: loaded.coupon.id,
        personId: cart.personId,
        orderId: order.id,
        discount: couponDiscountOf(priced),
      });
      await tx
        .update(coupons)
        .set({ used_count: sql`${coupons.used_count} + 1` })
        .where(eq(coupons.id, loaded.coupon.id));
    }
    await tx.update(carts).set({ status: 'checked_out' }).where(eq(carts.id, cart.id));
    return { orderId: order.id, created: true };
  });
}

async function orderOf(tx: Tx, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export type OrderPayment = typeof orderPayments.$inferSelect;
/** How an order was paid, recorded with its payment when it moves to paid. */
export interface PaidBy {
  method: OrderPayment['method'];
  reference?: string | null;
}

/**
 * Moves the order to `to` if its status allows it (422 naming the allowed moves otherwise); records who and when.
 * Moving to paid records the order's one payment and receipt number in the same transaction; the order row is locked
 * first, so callers at once are taken in turn and the later ones find it paid and get that payment back (a move to
 * the status it already has changes nothing). Answers the order's payment, if it has one.
 */
export async function changeStatus(
  db: Db,
  id: number,
  to: OrderStatus,
  userId: string | null,
  note: string | null = null,
  paidBy: PaidBy = { method: 'manual' },
): Promise<OrderPayment | null> {
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, id);
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, id));
    if (order.status === to) return payment ?? null;
    const allowed = STATUS_MOVES[order.status];
    if (!allowed.includes(to)) throw statusMoveError('order', order.status, to, allowed);
    if (to === 'cancelled' || to === 'refunded') {
      const lines = await tx.select({ stock: orderLines.stock }).from(orderLines).where(eq(orderLines.orderId, id));
      await moveStock(
        tx,
        lines.flatMap((l) => l.stock),
        -1,
      );
    }
    await tx.update(orders).set({ status: to }).where(eq(orders.id, id));
    await tx.insert(orderEvents).values({ orderId: id, userId, fromStatus: order.status, toStatus: to, note });
    // an order no longer awaiting payment closes its links nobody is paying, so none takes its money again
    if (order.status === 'pending')
      await tx
        .update(paymentRequests)
        .set({ status: 'cancelled' })
        .where(and(eq(paymentRequests.orderId, id), eq(paymentRequests.status, 'open')));
    if (to === 'refunded' && payment) {
      const [refunded] = await tx
        .update(orderPayments)
        .set({ refundedAt: new Date() })
        .where(eq(orderPayments.id, payment.id))
        .returning();
      return refunded!;
    }
    if (to !== 'paid' || payment) return payment ?? null;
    const [made] = await tx
      .insert(orderPayments)
      .values({
        orderId: id,
        amount: order.total,
        method: paidBy.method,
        providerReference: paidBy.reference ?? null,
        receiptNumber: await nextReceiptNumber(tx),
        recordedBy: userId,
      })
      .returning();
    return made!;
  });
}

/** Adds products to a pending order at today's price (no new discounts), takes their stock and re-totals it. */
export async function addOrderItems(
  db: Db,
  id: number,
  items: Array<{ product_id: number; quantity: number }>,
  userId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await orderOf(tx, id);
    if (order.status !== 'pending') throw httpError(409, 'ORDER_NOT_PENDING');
    const ids = [...new Set(items.map((i) => i.product_id))];
    const rows = (await tx.select().from(products).where(inArray(products.id, ids))) as ProductRow[];
    const byId = new Map(rows.map((p) => [p.id, p]));
    for (const [index, item] of items.entries()) {
      const product = byId.get(item.product_id);
      if (!product)
        throw validationError(
          ['body', 'items', index, 'product_id'],
          'Value error, no such product',
          item.product_id,
          'value_error',
          'not_found',
        );
      if (!product.is_active) throw httpError(409, 'PRODUCT_INACTIVE');
    }
    await moveStock(tx, items, 1);
    const now = new Date();
    // As at checkout: the subtotal adds the lines' prices as listed, the total adds them with any VAT added on top.
    let listed = 0;
    let added = 0;
    let vat = 0;
    for (const item of items) {
      const product = byId.get(item.product_id)!;
      const unitPrice = unitPriceOf(asPriceProduct(product), now);
      const line = vatOf(unitPrice * item.quantity, product.vat_included);
      listed += unitPrice * item.quantity;
      added += line.total;
      vat += line.vat;
      await tx.insert(orderLines).values({
        orderId: id,
        productId: product.id,
        name: product.name,
        sku: product.sku,
        unitPrice,
        quantity: item.quantity,
        total: line.total,
        categoryIds: product.category_ids,
        stock: [{ product_id: product.id, quantity: item.quantity }],
        placedAt: order.placedAt,
      });
    }
    await tx
      .update(orders)
      .set({
        subtotal: sql`${orders.subtotal} + ${listed}`,
        total: sql`${orders.total} + ${added}`,
        vatTotal: sql`${orders.vatTotal} + ${vat}`,
      })
      .where(eq(orders.id, id));
    await tx.insert(orderEvents).values({
      orderId: id,
      userId,
      note: `+${items.map((i) => `${byId.get(i.product_id)!.name} × ${i.quantity}`).join(', ')}`,
    });
  });
}

/** Replaces the order's notes (empty clears them). */
export async function setOrderNotes(db: Db, id: number, notes: string | null): Promise<void> {
  await db
    .update(orders)
    .set({ notes: notes || null })
    .where(eq(orders.id, id));
}

/** Deletes an order that never became a sale (pending or cancelled); a pending one gives its stock back. */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await orderOf(tx, id);
    if (order.status !== 'pending' && order.status !== 'cancelled') throw httpError(409, 'ORDER_NOT_DELETABLE');
    if (order.status === 'pending') {
      const lines = await tx.select({ stock: orderLines.stock }).from(orderLines).where(eq(orderLines.orderId, id));
      await moveStock(
        tx,
        lines.flatMap((l) => l.stock),
        -1,
      );
    }
    await tx.delete(orders).where(eq(orders.id, id));
  });
}

/** An order as lists show it; `receipt_number` is its payment's receipt, when it was paid through the product. */
export const orderSummary = (o: OrderRow, receiptNumber: number | null = null) => ({
  id: o.id,
  status: o.status,
  customer_id: o.personId,
  customer_name: o.customerName,
  customer_email: o.customerEmail,
  customer_phone: o.customerPhone,
  subtotal: o.subtotal,
  discount_total: o.discountTotal,
  shipping_total: o.shippingTotal,
  vat_total: o.vatTotal,
  total: o.total,
  coupon_code: o.couponCode,
  shipping_name: o.shippingName,
  placed_at: o.placedAt.toISOString(),
  updated_at: o.updatedAt.toISOString(),
  receipt_number: receiptNumber,
});

/** The whole order: summary, lines, discounts, shipping, notes, history and the statuses it can move to. */
export async function orderWire(conn: Conn, id: number) {
  const [order] = await conn.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  const lines = await conn.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
  const [payment] = await conn.select().from(orderPayments).where(eq(orderPayments.orderId, id));
  const events = await conn
    .select({
      id: orderEvents.id,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      note: orderEvents.note,
      at: orderEvents.createdAt,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  const unmatched = await conn
    .select()
    .from(unmatchedPayments)
    .where(eq(unmatchedPayments.orderId, id))
    .orderBy(asc(unmatchedPayments.id));
  return {
    ...orderSummary(order, payment?.receiptNumber ?? null),
    payment: payment
      ? {
          id: payment.id,
          amount: payment.amount,
          method: payment.method,
          receipt_number: payment.receiptNumber,
          paid_at: payment.paidAt.toISOString(),
          refunded_at: payment.refundedAt?.toISOString() ?? null,
        }
      : null,
    discounts: order.discounts,
    shipping_option_id: order.shippingOptionId,
    shipping_info: order.shippingInfo,
    notes: order.notes,
    paid: SOLD_STATUSES.includes(order.status) || order.status === 'refunded',
    allowed_statuses: STATUS_MOVES[order.status],
    items: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      bundle_id: l.bundleId,
      name: l.name,
      sku: l.sku,
      unit_price: l.unitPrice,
      quantity: l.quantity,
      discount: l.discount,
      total: l.total,
    })),
    history: events.map((e) => ({
      id: e.id,
      from_status: e.from,
      to_status: e.to,
      note: e.note,
      at: e.at.toISOString(),
      by: e.email ? `${e.first ?? ''} ${e.last ?? ''}`.trim() || e.email : null,
    })),
    /** Money a provider took for this order after it was paid another way: for staff to check and refund. */
    unmatched_payments: unmatched.map((u) => ({
      reference: u.reference,
      amount: u.amount,
      at: u.createdAt.toISOString(),
    })),
  };
}
