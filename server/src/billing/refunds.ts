// Refunding a subscription payment (the payment page's refund). Only a payment that succeeded is refunded,
// once: the provider is asked under the key `refund-<payment id>` (asked again, it answers the first result), then the
// payment is marked refunded under a row lock. A payment recorded by hand (no provider reference) is only marked.
// Asked many times at once, the provider gives the money back once (one key) and every caller gets the refunded
// payment; the refund is written in the subscription's history with its amount.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionPayments, subscriptions } from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { recordSubscriptionEvent } from './charge';
import { isPayPlusReference } from './payplus';
import type { PaymentRow } from './payment-row';
import type { PaymentProvider } from './provider';

export type Payment = PaymentRow;

export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  id: number,
  reason: string | null,
  now = new Date(),
  userId: string | null = null,
): Promise<Payment> {
  const [payment] = (await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id))) as Payment[];
  if (!payment) throw notFound();
  if (payment.status === 'refunded') return payment;
  if (payment.status !== 'succeeded') throw httpError(409, 'PAYMENT_NOT_REFUNDABLE');
  let reference: string | null = null;
  // a charge this server's provider made is given back through it; one recorded by hand is only marked
  if (
    provider.name === 'payplus'
      ? isPayPlusReference(payment.provider_reference)
      : payment.provider_reference?.startsWith('sbx_')
  ) {
    const result = await provider.refund({
      reference: payment.provider_reference!,
      amount: payment.amount,
      idempotencyKey: `refund-${payment.id}`,
    });
    if (result.status === 'failed') throw httpError(502, 'REFUND_FAILED');
    reference = result.reference;
  }
  return db.transaction(async (tx) => {
    const [locked] = (await tx
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, id))
      .for('update')) as Payment[];
    if (!locked) throw notFound();
    if (locked.status === 'refunded') return locked;
    if (locked.status !== 'succeeded') throw httpError(409, 'PAYMENT_NOT_REFUNDABLE');
    const [done] = (await tx
      .update(subscriptionPayments)
      .set({ status: 'refunded', refunded_at: now.toISOString(), refund_reference: reference, refund_reason: reason })
      .where(eq(subscriptionPayments.id, id))
      .returning()) as Payment[];
    const [sub] = await tx
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, locked.subscription_id))
      .for('update');
    if (sub) await recordSubscriptionEvent(tx, sub, { kind: 'refunded', userId, note: reason, payment: done! });
    return done!;
  });
}
