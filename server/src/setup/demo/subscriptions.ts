// Demo subscribers: about 80 demo customers on the demo subscription options over the last year, most active and
// paid every period (numbered receipts), some in a trial, a few past due after a declined card, paused or cancelled.
import { asc } from 'drizzle-orm';
import dayjs from 'dayjs';
import {
  people,
  subscriptionEvents,
  subscriptionOptions,
  subscriptionPayments,
  subscriptions,
  type SubscriptionStatus,
} from '../../db/schema/index';
import { endOfPeriod } from '../../billing/period';
import type { DemoSeed } from './types';
import { lastReceiptNumber, setLastReceiptNumber } from './receipts';

const PATHS: Record<SubscriptionStatus, SubscriptionStatus[]> = {
  trialing: ['trialing'],
  active: ['active'],
  past_due: ['active', 'past_due'],
  paused: ['active', 'paused'],
  cancelled: ['active', 'cancelled'],
  ended: ['active', 'ended'],
};

export const subscriptionsDemo: DemoSeed = {
  name: 'demo:subscriptions',
  async run(tx) {
    const options = (await tx.select().from(subscriptionOptions).orderBy(asc(subscriptionOptions.id))).filter(
      (o) => o.is_active,
    );
    const customers = await tx.select({ id: people.id }).from(people).orderBy(asc(people.id)).limit(80);
    if (!options.length || !customers.length) return;
    let receipt = await lastReceiptNumber(tx);
    const now = dayjs();
    for (const [i, customer] of customers.entries()) {
      const option = options[i % options.length]!;
      const roll = (i * 37) % 100;
      const status: SubscriptionStatus =
        roll < 8 ? 'trialing' : roll < 16 ? 'past_due' : roll < 21 ? 'paused' : roll < 31 ? 'cancelled' : 'active';
      const step = option.billing_period;
      // a past-due subscriber paid at least one period, and the next one's charge, due days ago, was declined
      const started =
        status === 'trialing'
          ? now.subtract(roll % 7, 'day')
          : status === 'past_due'
            ? now.subtract(1, step).subtract(5 + ((i * 53) % 25), 'day')
            : now.subtract(20 + ((i * 53) % 330), 'day');
      // every period that has begun is paid at its start (the running one too), but the one whose charge a past-due
      // subscriber's card declined
      let periodStart = started;
      const payments: Array<typeof subscriptionPayments.$inferInsert> = [];
      if (status !== 'trialing') {
        while (!periodStart.isAfter(now)) {
          if (status === 'past_due' && endOfPeriod(periodStart, step).isAfter(now)) break;
          receipt += 1;
          payments.push({
            subscription_id: 0,
            person_id: customer.id,
            amount: option.price,
            description: option.name,
            status: 'succeeded',
            receipt_number: receipt,
            provider_reference: `sandbox-${i}-${payments.length + 1}`,
            period_start: periodStart.toISOString(),
            period_end: endOfPeriod(periodStart, step).toISOString(),
            paid_at: periodStart.toISOString(),
            createdAt: periodStart.toDate(),
            updatedAt: periodStart.toDate(),
          });
          periodStart = endOfPeriod(periodStart, step);
        }
      }
      if (status === 'past_due') {
        payments.push({
          subscription_id: 0,
          person_id: customer.id,
          amount: option.price,
          status: 'failed',
          attempt: 1,
          failure_reason: 'card_declined',
          provider_reference: `sandbox-${i}-declined`,
          period_start: periodStart.toISOString(),
          period_end: endOfPeriod(periodStart, step).toISOString(),
          createdAt: periodStart.toDate(),
          updatedAt: periodStart.toDate(),
        });
      }
      // the subscription's current period, as the billing engine keeps it: the last one paid (a past-due one's ends
      // where the declined period starts, which the engine charges again), or the trial
      const declinedAt = periodStart;
      const currentStart = status === 'trialing' ? periodStart : periodStart.subtract(1, step);
      const periodEnd =
        status === 'trialing'
          ? endOfPeriod(started, step, Math.max(option.trial_days, 7))
          : endOfPeriod(currentStart, step);
      periodStart = currentStart;
      const [row] = await tx
        .insert(subscriptions)
        .values({
          personId: customer.id,
          optionId: option.id,
          status,
          price: option.price,
          billingPeriod: option.billing_period,
          startedAt: started.toISOString(),
          currentPeriodStart: periodStart.toISOString(),
          currentPeriodEnd: periodEnd.toISOString(),
          nextChargeAt:
            status === 'cancelled' || status === 'paused'
              ? null
              : status === 'past_due'
                ? now.add(1, 'day').toISOString()
                : periodEnd.toISOString(),
          cancelAtPeriodEnd: status === 'active' && roll % 10 === 0,
          cancelledAt: status === 'cancelled' ? periodStart.toISOString() : null,
          paymentToken: `tok_sandbox_${customer.id}`,
          createdAt: started.toDate(),
        })
        .returning({ id: subscriptions.id });
      if (payments.length)
        await tx.insert(subscriptionPayments).values(payments.map((p) => ({ ...p, subscription_id: row!.id })));
      await tx.insert(subscriptionEvents).values(
        PATHS[status].map((to, k, path) => ({
          subscriptionId: row!.id,
          fromStatus: k ? path[k - 1]! : null,
          toStatus: to,
          createdAt: !k ? started.toDate() : status === 'past_due' ? declinedAt.toDate() : periodStart.toDate(),
        })),
      );
    }
    await setLastReceiptNumber(tx, receipt);
  },
};
