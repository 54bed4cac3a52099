// Changing a subscription's option: from the next charge on, or prorated now. Prorated, the rest of the
// running period is priced again: an upgrade is charged the difference at once (with a receipt; declined, nothing
// changes: 402 PRORATION_DECLINED), a downgrade leaves the difference as credit taken off the next charges.
// Proration needs both options billed by the same period.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionEvents, subscriptionOptions, subscriptionPayments, subscriptions } from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { ruleError } from '../crud/rules';
import type { PaymentProvider } from './provider';
import type { PaymentRow } from './payment-row';
import { nextReceiptNumber } from '../db/receipt-counter';

export interface OptionChange {
  prorated: number;
  outcome: 'none' | 'charged' | 'credited';
  payment_id: number | null;
  receipt_number: number | null;
}

/** The part of the running period still ahead (0 to 1). */
export function remainingShare(start: string, end: string, now: Date): number {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!(to > from)) return 0;
  return Math.min(1, Math.max(0, (to - now.getTime()) / (to - from)));
}

export async function changeOption(
  db: Db,
  provider: PaymentProvider,
  id: number,
  optionId: number,
  prorate: boolean,
  userId: string | null,
  now = new Date(),
): Promise<OptionChange> {
  const plan = await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!sub) throw notFound();
    if (sub.status === 'cancelled' || sub.status === 'ended') throw httpError(409, 'SUBSCRIPTION_CLOSED');
    const [option] = await tx.select().from(subscriptionOptions).where(eq(subscriptionOptions.id, optionId));
    if (!option || !option.is_active)
      throw ruleError('option_id', 'no active option with this id', optionId, 'not_found');
    if (option.id === sub.optionId)
      throw ruleError('option_id', 'the subscription already has this option', optionId, 'same_option');
    if (prorate && option.billing_period !== sub.billingPeriod)
      throw ruleError(
        'prorate',
        'proration needs both options billed by the same period',
        prorate,
        'proration_period_mismatch',
      );
    const delta =
      prorate && sub.status !== 'trialing'
        ? Math.round((option.price - sub.price) * remainingShare(sub.currentPeriodStart, sub.currentPeriodEnd, now))
        : 0;
    const apply = async (extra: Record<string, unknown> = {}) => {
      await tx
        .update(subscriptions)
        .set({ optionId: option.id, price: option.price, billingPeriod: option.billing_period, ...extra })
        .where(eq(subscriptions.id, id));
      await tx
        .insert(subscriptionEvents)
        .values({ subscriptionId: id, fromStatus: sub.status, toStatus: sub.status, userId, note: 'option_changed' });
    };
    if (delta <= 0) {
      await apply(delta < 0 ? { credit: sql`${subscriptions.credit} + ${-delta}` } : {});
      return {
        done: {
          prorated: delta,
          outcome: delta < 0 ? 'credited' : 'none',
          payment_id: null,
          receipt_number: null,
        } as OptionChange,
      };
    }
    const [payment] = await tx
      .insert(subscriptionPayments)
      .values({
        subscription_id: id,
        person_id: sub.personId,
        amount: delta,
        description: option.name,
        status: 'pending',
        idempotency_key: `prorate-${id}-${now.getTime()}`,
        period_start: now.toISOString(),
        period_end: sub.currentPeriodEnd,
      })
      .returning();
    return { payment: payment as PaymentRow, token: sub.paymentToken ?? '', option, from: sub.status };
  });
  if ('done' in plan) return plan.done!;
  const { payment, token, option } = plan;
  const result = await provider.charge({
    token,
    amount: payment.amount,
    idempotencyKey: payment.idempotency_key!,
    description: `subscription ${id} option change`,
  });
  const receipt = await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (result.status === 'failed') {
      await tx
        .update(subscriptionPayments)
        .set({ status: 'failed', provider_reference: result.reference, failure_reason: result.failureReason })
        .where(eq(subscriptionPayments.id, payment.id));
      return null;
    }
    const number = await nextReceiptNumber(tx);
    await tx
      .update(subscriptionPayments)
      .set({
        status: 'succeeded',
        provider_reference: result.reference,
        receipt_number: number,
        paid_at: now.toISOString(),
      })
      .where(eq(subscriptionPayments.id, payment.id));
    await tx
      .update(subscriptions)
      .set({ optionId: option.id, price: option.price, billingPeriod: option.billing_period })
      .where(eq(subscriptions.id, id));
    await tx
      .insert(subscriptionEvents)
      .values({ subscriptionId: id, fromStatus: sub!.status, toStatus: sub!.status, userId, note: 'option_changed' });
    return number;
  });
  if (receipt === null) throw httpError(402, 'PRORATION_DECLINED');
  return { prorated: payment.amount, outcome: 'charged', payment_id: payment.id, receipt_number: receipt };
}
