// The demo sales: every demo order that was paid has its payment and a receipt, numbered in one sequence with the demo
// subscriptions' receipts, so a staff member opening any paid demo order can download its receipt.
import { desc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorsDemo } from '../src/setup/demo/authors';
import { ordersDemo } from '../src/setup/demo/orders';
import { peopleDemo } from '../src/setup/demo/people';
import { productCategoriesDemo } from '../src/setup/demo/product-categories';
import { shippingOptionsDemo } from '../src/setup/demo/shipping-options';
import { shopDemo } from '../src/setup/demo/shop';
import { staffDemo } from '../src/setup/demo/staff';
import { subscriptionsDemo } from '../src/setup/demo/subscriptions';
import { orderEvents, orderPayments, orders, receiptCounter, subscriptionPayments } from '../src/db/schema/index';
import { runOnce } from '../src/setup/seed';
import { useTestApp } from './helpers';

describe('demo orders', () => {
  const { t, auth } = useTestApp({ signIn: 'superuser' });

  it('have one payment and receipt each once paid, numbered with the subscriptions in one sequence', async () => {
    const context = { storage: t.app.storage, secretKey: t.config.secretKey };
    for (const seed of [
      shippingOptionsDemo,
      authorsDemo,
      staffDemo,
      peopleDemo,
      productCategoriesDemo,
      shopDemo,
      ordersDemo,
      subscriptionsDemo,
    ])
      await runOnce(t.db, seed, context);

    const wasPaid = await t.db
      .select({ id: orders.id, total: orders.total, status: orders.status })
      .from(orders)
      .where(inArray(orders.status, ['paid', 'shipped', 'delivered', 'refunded']));
    const neverPaid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.status, ['pending', 'cancelled']));
    expect(wasPaid.length).toBeGreaterThan(100);
    const payments = await t.db.select().from(orderPayments);
    const paymentOf = new Map(payments.map((p) => [p.orderId, p]));
    for (const order of wasPaid) {
      const payment = paymentOf.get(order.id);
      expect(payment?.amount, `order ${order.id}`).toBe(order.total);
      expect(payment!.refundedAt !== null).toBe(order.status === 'refunded');
    }
    for (const order of neverPaid) expect(paymentOf.has(order.id), `order ${order.id}`).toBe(false);
    // nothing in the demo's history happened after now
    const [latest] = await t.db
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .orderBy(desc(orderEvents.createdAt))
      .limit(1);
    expect(latest!.at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...payments.map((p) => p.paidAt.getTime()))).toBeLessThanOrEqual(Date.now());

    const numbers = [
      ...payments.map((p) => p.receiptNumber),
      ...(await t.db.select({ n: subscriptionPayments.receipt_number }).from(subscriptionPayments)).flatMap((p) =>
        p.n === null ? [] : [p.n],
      ),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
    const [counter] = await t.db.select().from(receiptCounter);
    expect(Number(counter!.last)).toBe(Math.max(...numbers));

    const delivered = wasPaid.find((o) => o.status === 'delivered')!;
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/ecommerce/order/${delivered.id}/receipt`,
      headers: auth,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      order_id: delivered.id,
      receipt_number: paymentOf.get(delivered.id)!.receiptNumber,
    });
  });
});
