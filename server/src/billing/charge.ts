// Charging subscriptions (issue 19). A subscription is due when its next charge time has come; charging it asks the
// provider for the next period under an idempotency key made of the subscription, the period and the attempt, in
// three steps: (1) the pending payment is written, (2) the provider is asked, (3) the answer is recorded and the
// period advanced, in one transaction that first checks the payment is still pending. A crash between the steps
// leaves a pending payment whose key the next run asks again: the provider answers the first result, so nobody is
// charged twice and nobody is skipped. Failed charges retry after RETRY_DAYS, the subscription past due meanwhile.
import dayjs from 'dayjs';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { chargeRuns, people, subscriptionEvents, subscriptionOptions, subscriptionPayments, subscriptions, type SubscriptionStatus } from '../db/schema/index';
import { notFound } from '../errors';
import { notifyStaff, notifyUsers } from '../notifications/notify';
import type { PaymentProvider } from './provider';
import { nextReceiptNumber } from './receipts';

/** Days after the 1st, 2nd and 3rd failed attempt before the next; after the last, staff act. */
export const RETRY_DAYS = [1, 3, 7];
const CHARGEABLE: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export type ChargeOutcome = 'charged' | 'failed' | 'ended' | 'skipped';

async function moveTo(tx: Tx, id: number, from: SubscriptionStatus, to: SubscriptionStatus, userId: string | null, note: string | null) {
  if (from === to) return;
  await tx.update(subscriptions).set({ status: to }).where(eq(subscriptions.id, id));
  await tx.insert(subscriptionEvents).values({ subscriptionId: id, fromStatus: from, toStatus: to, userId, note });
}

/** Charges one subscription's next period if it is due (`force`: now, whatever its date). */
export async function chargeSubscription(db: Db, provider: PaymentProvider, id: number, options: { now?: Date; userId?: string | null; force?: boolean; skipLocked?: boolean } = {}): Promise<{ outcome: ChargeOutcome; paymentId?: number }> {
  const now = options.now ?? new Date();
  const userId = options.userId ?? null;
  // (1) the pending payment, or the one a crashed run left
  const prepared = await db.transaction(async (tx) => {
    const query = tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    const [sub] = options.skipLocked ? await query.for('update', { skipLocked: true }) : await query.for('update');
    if (!sub) {
      if (options.skipLocked) return { outcome: 'skipped' as const };
      throw notFound();
    }
    if (!CHARGEABLE.includes(sub.status)) return { outcome: 'skipped' as const };
    if (!options.force && (!sub.nextChargeAt || new Date(sub.nextChargeAt) > now)) return { outcome: 'skipped' as const };
    if (sub.cancelAtPeriodEnd && new Date(sub.currentPeriodEnd) <= now) {
      await tx.update(subscriptions).set({ nextChargeAt: null, cancelledAt: now.toISOString() }).where(eq(subscriptions.id, id));
      await moveTo(tx, id, sub.status, 'ended', userId, 'cancel_at_period_end');
      return { outcome: 'ended' as const };
    }
    const periodStart = sub.currentPeriodEnd;
    const periodEnd = dayjs(periodStart).add(1, sub.billingPeriod).toISOString();
    const [{ failures }] = await tx
      .select({ failures: count() })
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.subscriptionId, id), eq(subscriptionPayments.periodStart, periodStart), eq(subscriptionPayments.status, 'failed')));
    const attempt = failures + 1;
    const key = `sub-${id}-${new Date(periodStart).toISOString()}-${attempt}`;
    // credit owed to the subscriber comes off this charge; a failed charge gives it back (step 3)
    const creditApplied = Math.min(sub.credit, sub.price);
    const [option] = await tx.select({ name: subscriptionOptions.name }).from(subscriptionOptions).where(eq(subscriptionOptions.id, sub.optionId));
    const [inserted] = await tx
      .insert(subscriptionPayments)
      .values({ subscriptionId: id, personId: sub.personId, amount: sub.price - creditApplied, creditApplied, description: option?.name ?? null, status: 'pending', attempt, idempotencyKey: key, periodStart, periodEnd })
      .onConflictDoNothing()
      .returning({ id: subscriptionPayments.id });
    if (inserted && creditApplied) await tx.update(subscriptions).set({ credit: sql`${subscriptions.credit} - ${creditApplied}` }).where(eq(subscriptions.id, id));
    const [payment] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.idempotencyKey, key));
    return { outcome: null, payment: payment!, token: sub.paymentToken ?? '', periodStart, periodEnd };
  });
  if (prepared.outcome) return { outcome: prepared.outcome };
  const { payment, token, periodStart, periodEnd } = prepared;
  if (payment.status !== 'pending') return { outcome: 'skipped', paymentId: payment.id };
  // (2) the provider, outside any transaction; a period the credit covers whole needs no charge
  const result = payment.amount === 0 ? ({ status: 'succeeded', reference: 'credit' } as const) : await provider.charge({ token, amount: payment.amount, idempotencyKey: payment.idempotencyKey!, description: `subscription ${id}` });
  // (3) the answer, once
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    const [current] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, payment.id)).for('update');
    if (!sub || !current || current.status !== 'pending') return { outcome: 'skipped' as const, paymentId: payment.id };
    if (result.status === 'succeeded') {
      await tx
        .update(subscriptionPayments)
        .set({ status: 'succeeded', providerReference: result.reference, receiptNumber: await nextReceiptNumber(tx), paidAt: now.toISOString() })
        .where(eq(subscriptionPayments.id, payment.id));
      if (new Date(sub.currentPeriodEnd).getTime() === new Date(periodStart).getTime()) {
        await tx.update(subscriptions).set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, nextChargeAt: periodEnd }).where(eq(subscriptions.id, id));
      }
      await moveTo(tx, id, sub.status, 'active', userId, null);
      return { outcome: 'charged' as const, paymentId: payment.id };
    }
    await tx.update(subscriptionPayments).set({ status: 'failed', providerReference: result.reference, failureReason: result.failureReason }).where(eq(subscriptionPayments.id, payment.id));
    const wait = RETRY_DAYS[current.attempt - 1];
    await tx
      .update(subscriptions)
      .set({ nextChargeAt: wait === undefined ? null : dayjs(now).add(wait, 'day').toISOString(), credit: sql`${subscriptions.credit} + ${current.creditApplied}` })
      .where(eq(subscriptions.id, id));
    await moveTo(tx, id, sub.status, 'past_due', userId, result.failureReason);
    const [person] = sub.personId ? await tx.select({ firstName: people.firstName, lastName: people.lastName }).from(people).where(eq(people.id, sub.personId)) : [];
    await notifyStaff(tx, {
      kind: 'payment_failed',
      params: { customer: person ? `${person.firstName} ${person.lastName}`.trim() : `#${id}`, amount: `₪${(current.amount / 100).toFixed(2)}`, reason: result.failureReason ?? '' },
      link: `/subscriptions/${id}`,
    });
    return { outcome: 'failed' as const, paymentId: payment.id };
  });
}

/** Subscriptions whose charge is due now. */
export const dueWhere = (now: Date) => and(inArray(subscriptions.status, CHARGEABLE), lte(subscriptions.nextChargeAt, now.toISOString()));

export type ChargeRun = typeof chargeRuns.$inferSelect;

/**
 * Charges every subscription due now, under `invocationKey`: the same key again answers the first run and charges
 * nobody. Progress is written to the run's row as it goes; subscriptions another process holds are left to it.
 */
export async function chargeDue(db: Db, provider: PaymentProvider, invocationKey: string, options: { now?: Date; userId?: string | null; onStart?: (run: ChargeRun) => void } = {}): Promise<ChargeRun> {
  const now = options.now ?? new Date();
  const [run] = await db.insert(chargeRuns).values({ invocationKey, startedBy: options.userId ?? null }).onConflictDoNothing().returning();
  if (!run) return (await db.select().from(chargeRuns).where(eq(chargeRuns.invocationKey, invocationKey)))[0]!;
  const [{ due }] = await db.select({ due: count() }).from(subscriptions).where(dueWhere(now));
  await db.update(chargeRuns).set({ due }).where(eq(chargeRuns.id, run.id));
  options.onStart?.({ ...run, due });
  const tally = { charged: 0, failed: 0, ended: 0 };
  const seen = new Set<number>();
  try {
    for (;;) {
      const batch = (await db.select({ id: subscriptions.id }).from(subscriptions).where(dueWhere(now)).orderBy(asc(subscriptions.nextChargeAt), asc(subscriptions.id)).limit(200)).filter((s) => !seen.has(s.id));
      if (!batch.length) break;
      for (const { id } of batch) {
        seen.add(id);
        const { outcome } = await chargeSubscription(db, provider, id, { now, userId: options.userId, skipLocked: true });
        if (outcome !== 'skipped') tally[outcome] += 1;
        if (seen.size % 25 === 0) await db.update(chargeRuns).set(tally).where(eq(chargeRuns.id, run.id));
      }
    }
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.update(chargeRuns).set({ ...tally, status: 'finished', finishedAt: new Date() }).where(eq(chargeRuns.id, run.id)).returning();
      // Who started it hears it ended; a scheduled run tells the staff, when it charged anyone at all.
      const input = { kind: 'job_finished', params: { job: 'billing_run', count: tally.charged + tally.failed + tally.ended }, link: '/subscriptions/charges' } as const;
      if (options.userId) await notifyUsers(tx, [options.userId], input);
      else if (input.params.count > 0) await notifyStaff(tx, input);
      return row!;
    });
    return done;
  } catch (error) {
    await db.update(chargeRuns).set({ ...tally, status: 'failed', error: error instanceof Error ? error.message : String(error), finishedAt: new Date() }).where(eq(chargeRuns.id, run.id));
    throw error;
  }
}

/** Due now: how many subscriptions and how much they come to. */
export async function dueSummary(db: Db, now = new Date()) {
  const [row] = await db.select({ due: count(), amount: sql<number>`coalesce(sum(${subscriptions.price}), 0)::bigint` }).from(subscriptions).where(dueWhere(now));
  return { due: row!.due, amount: Number(row!.amount) };
}
