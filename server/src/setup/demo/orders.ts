// Demo sales: a year of orders from the demo customers over the demo catalogue, busier before the autumn holidays,
// in Hebrew Book Week (June) and in December, with coupons, some cancellations and refunds, today's orders still
// pending or on their way, and abandoned carts, so Home's figures tell a story on first start. Every order that was
// paid has its payment and a numbered receipt, as one paid through the product has.
import { asc, eq, sql } from 'drizzle-orm';
import { asPriceCoupon, asPriceProduct, type CouponRow, type ProductRow } from '../../shop/carts';
import { couponDiscountOf, orderLineOf, orderTotalsOf, priceCart, type PriceItem } from '../../shop/pricing';
import {
  cartItems,
  carts,
  couponUses,
  coupons,
  orderEvents,
  orderLines,
  orderPayments,
  orders,
  people,
  personEmails,
  personPhones,
  products,
  shippingOptions,
  type OrderStatus,
} from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { lastReceiptNumber, setLastReceiptNumber } from './receipts';
import type { DemoSeed } from './types';

const DAYS = 365;
const DAY = 86_400_000;
/** Hours between one status of an order and the next. */
const STEP_MS = 30 * 3_600_000;

/** Orders a day by month (January = 0): the holidays in September-October, Book Week in June, December gifts. */
const MONTH_WEIGHT = [0.8, 0.7, 0.9, 1.1, 0.9, 1.8, 0.8, 0.7, 1.6, 1.4, 0.9, 1.5];

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The status an order placed `age` days ago would have by now. */
function statusFor(age: number, roll: number): OrderStatus {
  if (roll < 0.04) return 'cancelled';
  if (roll < 0.07 && age > 5) return 'refunded';
  if (age < 1) return roll < 0.6 ? 'pending' : 'paid';
  if (age < 3) return roll < 0.3 ? 'paid' : 'shipped';
  if (age < 7) return roll < 0.5 ? 'shipped' : 'delivered';
  return 'delivered';
}

const PATHS: Record<OrderStatus, OrderStatus[]> = {
  pending: ['pending'],
  paid: ['pending', 'paid'],
  shipped: ['pending', 'paid', 'shipped'],
  delivered: ['pending', 'paid', 'shipped', 'delivered'],
  cancelled: ['pending', 'cancelled'],
  refunded: ['pending', 'paid', 'shipped', 'delivered', 'refunded'],
};

type Next = () => number;
const pickWith =
  (next: Next) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(next() * list.length)]!;

/** The customers, the active catalogue (no tickets), the default delivery, the plain coupons and each person's contacts. */
async function readShop(tx: Tx) {
  const customers = await tx
    .select({ id: people.id, first: people.firstName, last: people.lastName })
    .from(people)
    .orderBy(asc(people.id));
  const catalogue = ((await tx.select().from(products).orderBy(asc(products.id))) as ProductRow[]).filter(
    (p) => p.is_active && p.kind !== 'event_ticket',
  );
  const [delivery] = await tx.select().from(shippingOptions).where(eq(shippingOptions.is_default, true)).limit(1);
  const couponRows = ((await tx.select().from(coupons)) as CouponRow[]).filter(
    (c) => c.discount_kind && !c.promotion_id && c.discount_kind !== 'free_shipping',
  );
  if (!customers.length || !catalogue.length) return null;
  const emails = new Map(
    (await tx.select({ personId: personEmails.personId, value: personEmails.value }).from(personEmails)).map((e) => [
      e.personId,
      e.value,
    ]),
  );
  const phones = new Map(
    (await tx.select({ personId: personPhones.personId, value: personPhones.value }).from(personPhones)).map((p) => [
      p.personId,
      p.value,
    ]),
  );
  // a few best sellers sell far more than the rest
  const popular = catalogue.slice(0, Math.max(8, Math.floor(catalogue.length / 6)));
  return { customers, catalogue, popular, delivery, couponRows, emails, phones };
}
type Shop = NonNullable<Awaited<ReturnType<typeof readShop>>>;

interface Planned {
  placed: Date;
  personId: number;
  status: OrderStatus;
  items: PriceItem[];
  couponId: number | null;
  name: string;
}

/** A year of orders, day by day, oldest first: how many a day by season and weekday, each with its lines and coupon. */
function planOrders(next: Next, shop: Shop, now: number): Planned[] {
  const { customers, catalogue, popular, couponRows } = shop;
  const pick = pickWith(next);
  const planned: Planned[] = [];
  for (let age = DAYS - 1; age >= 0; age -= 1) {
    const day = new Date(now - age * DAY);
    const weekday = day.getUTCDay();
    const base =
      7 *
      MONTH_WEIGHT[day.getUTCMonth()]! *
      (weekday === 5 ? 0.6 : weekday === 6 ? 0.3 : 1) *
      (0.85 + (DAYS - age) / DAYS / 2);
    const count = Math.max(0, Math.round(base + (next() - 0.5) * 4));
    for (let k = 0; k < count; k += 1) {
      // the shop gains customers over the year: later days can draw from more of them
      const reach = Math.max(20, Math.floor(customers.length * (0.25 + (0.75 * (DAYS - age)) / DAYS)));
      const customer = customers[Math.floor(next() * reach)]!;
      const lineCount = 1 + Math.floor(next() * next() * 4);
      const chosen = new Set<number>();
      for (let l = 0; l < lineCount; l += 1) chosen.add((next() < 0.5 ? pick(popular) : pick(catalogue)).id);
      const items = [...chosen].map((id, i): PriceItem => {
        const p = catalogue.find((x) => x.id === id)!;
        return {
          itemId: i + 1,
          quantity: next() < 0.85 ? 1 : 2,
          product: { ...asPriceProduct(p), salePrice: null, saleFrom: null, saleTo: null },
        };
      });
      const placed = new Date(day.getTime() - Math.floor(next() * 10 * 3_600_000));
      planned.push({
        placed,
        personId: customer.id,
        status: statusFor(age + (now - day.getTime()) / DAY, next()),
        items,
        couponId: couponRows.length && next() < 0.12 ? pick(couponRows).id : null,
        name: `${customer.first} ${customer.last}`.trim(),
      });
    }
  }
  return planned.sort((a, b) => a.placed.getTime() - b.placed.getTime());
}

/** An order's cart priced as the shop prices it, on the day it was placed (no sale prices, its coupon if any). */
function priceOrder(o: Planned, coupon: CouponRow | null, shippingPrice: number) {
  return priceCart({
    items: o.items,
    promotions: [],
    // no least order: the demo's orders take their coupon whatever their size
    coupon: coupon && { ...asPriceCoupon(coupon, null), minOrder: null },
    shippingPrice,
    freeShipping: false,
    now: o.placed,
  });
}

/** Writes a batch of planned orders: carts, orders, lines, status events, payments with receipt numbers from `receipt`
 * on, coupon uses. Answers the last receipt number it gave. */
async function writeOrders(tx: Tx, batch: Planned[], shop: Shop, now: number, receipt: number): Promise<number> {
  const { delivery, emails, phones } = shop;
  const couponById = new Map(shop.couponRows.map((c) => [c.id, c]));
  /** When the order reached a status on its path: each step some hours after the one before, closer together for an
   * order too recent for that, so that nothing happened after now. */
  const reached = (o: Planned, to: OrderStatus) => {
    const step = Math.min(STEP_MS, (now - o.placed.getTime()) / PATHS[o.status].length);
    return new Date(o.placed.getTime() + PATHS[o.status].indexOf(to) * step);
  };
  const cartIds = await tx
    .insert(carts)
    .values(
      batch.map((o) => ({
        personId: o.personId,
        status: 'checked_out' as const,
        shippingOptionId: delivery?.id ?? null,
        createdAt: new Date(o.placed.getTime() - 20 * 60_000),
        updatedAt: o.placed,
      })),
    )
    .returning({ id: carts.id });
  const priced = batch.map((o) => priceOrder(o, o.couponId ? couponById.get(o.couponId)! : null, delivery?.price ?? 0));
  const made = await tx
    .insert(orders)
    .values(
      batch.map((o, i) => ({
        personId: o.personId,
        cartId: cartIds[i]!.id,
        status: o.status,
        customerName: o.name,
        customerEmail: emails.get(o.personId) ?? null,
        customerPhone: phones.get(o.personId) ?? null,
        ...orderTotalsOf(priced[i]!),
        couponId: o.couponId,
        couponCode: o.couponId ? couponById.get(o.couponId)!.code : null,
        shippingOptionId: delivery?.id ?? null,
        shippingName: delivery?.name ?? null,
        placedAt: o.placed,
        createdAt: o.placed,
        updatedAt: o.placed,
      })),
    )
    .returning({ id: orders.id });
  await tx
    .insert(orderLines)
    .values(batch.flatMap((o, i) => priced[i]!.lines.map((line) => orderLineOf(made[i]!.id, line, o.placed))));
  await tx.insert(orderEvents).values(
    batch.flatMap((o, i) =>
      PATHS[o.status].map((to, step, path) => ({
        orderId: made[i]!.id,
        fromStatus: step ? path[step - 1]! : null,
        toStatus: to,
        createdAt: reached(o, to),
      })),
    ),
  );
  const payments = batch.flatMap((o, i) =>
    PATHS[o.status].includes('paid')
      ? [
          {
            orderId: made[i]!.id,
            amount: priced[i]!.total,
            method: 'manual' as const,
            receiptNumber: (receipt += 1),
            paidAt: reached(o, 'paid'),
            refundedAt: o.status === 'refunded' ? reached(o, 'refunded') : null,
          },
        ]
      : [],
  );
  if (payments.length) await tx.insert(orderPayments).values(payments);
  const uses = batch.flatMap((o, i) =>
    o.couponId
      ? [
          {
            couponId: o.couponId,
            personId: o.personId,
            orderId: made[i]!.id,
            discount: couponDiscountOf(priced[i]!),
            createdAt: o.placed,
          },
        ]
      : [],
  );
  if (uses.length) await tx.insert(couponUses).values(uses);
  return receipt;
}

/** Abandoned carts: items left for days; a few carts still being filled today. */
async function abandonCarts(tx: Tx, next: Next, shop: Shop, now: number): Promise<void> {
  const pick = pickWith(next);
  for (let i = 0; i < 60; i += 1) {
    const age = i < 6 ? 0 : 1 + Math.floor(next() * 60);
    const at = new Date(now - age * DAY - Math.floor(next() * 8 * 3_600_000));
    const [cart] = await tx
      .insert(carts)
      .values({ personId: pick(shop.customers).id, createdAt: at, updatedAt: at })
      .returning({ id: carts.id });
    const chosen = new Set([pick(shop.catalogue).id, ...(next() < 0.4 ? [pick(shop.popular).id] : [])]);
    await tx
      .insert(cartItems)
      .values(
        [...chosen].map((productId) => ({ cartId: cart!.id, productId, quantity: 1, createdAt: at, updatedAt: at })),
      );
  }
}

export const ordersDemo: DemoSeed = {
  name: 'demo:orders',
  async run(tx) {
    // Written in bulk: the day tables of the figures are rebuilt once at the end instead of row by row.
    await tx.execute(sql`select set_config('sales.bulk', 'on', true)`);
    const next = random(20261125);
    const shop = await readShop(tx);
    if (!shop) return;
    const now = Date.now();
    const planned = planOrders(next, shop, now);
    let receipt = await lastReceiptNumber(tx);
    for (let start = 0; start < planned.length; start += 400)
      receipt = await writeOrders(tx, planned.slice(start, start + 400), shop, now, receipt);
    await setLastReceiptNumber(tx, receipt);
    await abandonCarts(tx, next, shop, now);
    await tx.execute(sql`select set_config('sales.bulk', 'off', true)`);
    await tx.execute(sql`select sales_rollups_rebuild()`);
  },
};
