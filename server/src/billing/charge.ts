// Charging subscriptions. A subscription is due when its next charge time has come; charging it asks the
// provider for the next period under an idempotency key made of the subscription, the period and the attempt, in
// three steps: (1) the pending payment is written, (2) the provider is asked, (3) the answer is recorded and the
// period advanced, in one transaction that first checks the payment is still pending. A crash between the steps
// leaves a pending payment whose key the next run asks again: the provider answers the first result, so nobody is
// charged twice and nobody is skipped. Failed charges retry after RETRY_DAYS, the subscription past due meanwhile.
// A period is paid at most once (the database's subscription_payments_period_key): a second call for the same
// period, at the same time or later, gets the first payment back instead of a second charge. This guard stays with the
// job queue: the queue runs one charge job at a time, but a period can also be charged by staff, by a payment link and
// by a run started from the API, and only the database sees them all.
import type { PgBoss } from 'pg-boss';
import dayjs from 'dayjs';
import { and, asc, count, desc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  chargeRuns,
  people,
  subscriptionEvents,
  subscriptionOptions,
  subscriptionPayments,
  subscriptions,
  type SubscriptionStatus,
} from '../db/schema/index';
import { notFound } from '../errors';
import { notifyStaff, notifyUsers } from '../notifications/notify';
import type { PaymentProvider } from './provider';
import type { PaymentRow } from './payment-row';
import { nextReceiptNumber } from '../db/receipt-counter';
import { amountDue, creditOff, endOfPeriod } from './period';

/** Days after the 1st, 2nd and 3rd failed attempt before the next; after the last, staff act. */
export const RETRY_DAYS = [1, 3, 7];
const CHARGEABLE: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/** `not_due`: the next period is not owed yet and no early charge of it was asked for. */
export type ChargeOutcome = 'charged' | 'failed' | 'ended' | 'skipped' | 'not_due';
type Subscription = typeof subscriptions.$inferSelect;
type Payment = PaymentRow;

export interface ChargeOptions {
  now?: Date;
  userId?: string | null;
  /** The period asked for (its start): a link's period, or the one staff confirmed. Another period is never charged instead. */
  period?: string;
  /** Charge the named period even before it is due (staff confirmed the amount and the period, or the person pays a link). */
  early?: boolean;
  skipLocked?: boolean;
  /** The queue the staff's e-mail about a declined charge goes on (notifications); none: no e-mail job (tests). */
  queue?: PgBoss | null;
}

/** Writes a money entry (or a status move) in the subscription's history, moving its status when it changes. */
export async function recordSubscriptionEvent(
  tx: Tx,
  sub: Pick<Subscription, 'id' | 'status'>,
  entry: {
    to?: SubscriptionStatus;
    kind: 'status' | 'charged' | 'charge_failed' | 'refunded';
    userId: string | null;
    note?: string | null;
    payment?: { id: number; amount: number };
  },
) {
  const to = entry.to ?? sub.status;
  if (to !== sub.status) await tx.update(subscriptions).set({ status: to }).where(eq(subscriptions.id, sub.id));
  if (entry.kind === 'status' && to === sub.status) return;
  await tx.insert(subscriptionEvents).values({
    subscriptionId: sub.id,
    fromStatus: sub.status,
    toStatus: to,
    userId: entry.userId,
    note: entry.note ?? null,
    kind: entry.kind,
    paymentId: entry.payment?.id ?? null,
    amount: entry.payment?.amount ?? null,
  });
}

const sameTime = (a: string | null, b: string | null) =>
  a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime();
/** What a payment already recorded answers: the first outcome, given back to every later caller. */
const outcomeOf = (payment: Payment): { outcome: ChargeOutcome; paymentId: number } => ({
  outcome: payment.status === 'failed' ? 'failed' : payment.status === 'pending' ? 'skipped' : 'charged',
  paymentId: payment.id,
});
/** Owed now: its charge time has come, or an earlier charge of it was declined (past due, waiting for a retry). */
const isDue = (sub: Subscription, now: Date) =>
  sub.status === 'past_due' || (sub.nextChargeAt !== null && new Date(sub.nextChargeAt) <= now);

/** The payment of this period other than declined attempts: at most one (subscription_payments_period_key). */
async function paymentOfPeriod(tx: Tx, id: number, periodStart: string): Promise<Payment | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptionPayments)
    // compared by the database (microseconds and all): a JavaScript Date would cut a time the database wrote to the
    // millisecond, and a crashed call's pending payment would then never be found again
    .where(
      and(
        eq(subscriptionPayments.subscription_id, id),
        sql`${subscriptionPayments.period_start} = ${periodStart}::timestamptz`,
        ne(subscriptionPayments.status, 'failed'),
      ),
    );
  return row as Payment | undefined;
}

type Prepared =
  | { outcome: ChargeOutcome; paymentId?: number }
  | { outcome: null; payment: Payment; token: string; periodStart: string; periodEnd: string };

/** Step (1): the pending payment of the next period, the one a crashed call left, or why there is nothing to charge. */
async function preparePayment(tx: Tx, id: number, now: Date, options: ChargeOptions): Promise<Prepared> {
  const userId = options.userId ?? null;
  const query = tx.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [sub] = options.skipLocked ? await query.for('update', { skipLocked: true }) : await query.for('update');
  if (!sub) {
    if (options.skipLocked) return { outcome: 'skipped' };
    throw notFound();
  }
  const periodStart = sub.currentPeriodEnd;
  if (options.period !== undefined && !sameTime(options.period, periodStart)) {
    // the named period is no longer the next one: it was paid meanwhile (its payment answers), or it never was one
    const paid = await paymentOfPeriod(tx, id, options.period);
    return paid ? outcomeOf(paid) : { outcome: 'not_due' };
  }
  const existing = await paymentOfPeriod(tx, id, periodStart);
  if (existing && existing.status !== 'pending') return outcomeOf(existing);
  if (!existing) {
    if (!CHARGEABLE.includes(sub.status)) return { outcome: 'skipped' };
    if (!isDue(sub, now) && !(options.early && options.period !== undefined)) return { outcome: 'not_due' };
    if (sub.cancelAtPeriodEnd && new Date(sub.currentPeriodEnd) <= now) {
      await tx
        .update(subscriptions)
        .set({ nextChargeAt: null, cancelledAt: now.toISOString() })
        .where(eq(subscriptions.id, id));
      await recordSubscriptionEvent(tx, sub, { to: 'ended', kind: 'status', userId, note: 'cancel_at_period_end' });
      return { outcome: 'ended' };
    }
  }
  const periodEnd = endOfPeriod(periodStart, sub.billingPeriod).toISOString();
  if (existing) return { outcome: null, payment: existing, token: sub.paymentToken ?? '', periodStart, periodEnd };
  const [{ failures }] = await tx
    .select({ failures: count() })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.subscription_id, id),
        eq(subscriptionPayments.period_start, periodStart),
        eq(subscriptionPayments.status, 'failed'),
      ),
    );
  const attempt = failures + 1;
  const key = `sub-${id}-${new Date(periodStart).toISOString()}-${attempt}`;
  // credit owed to the subscriber comes off this charge; a failed charge gives it back (step 3)
  const creditApplied = creditOff(sub);
  const [option] = await tx
    .select({ name: subscriptionOptions.name })
    .from(subscriptionOptions)
    .where(eq(subscriptionOptions.id, sub.optionId));
  const [inserted] = await tx
    .insert(subscriptionPayments)
    .values({
      subscription_id: id,
      person_id: sub.personId,
      amount: amountDue(sub),
      credit_applied: creditApplied,
      description: option?.name ?? null,
      status: 'pending',
      attempt,
      idempotency_key: key,
      period_start: periodStart,
      period_end: periodEnd,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // another writer holds the period (the unique index said so): its payment is the answer
    const holder = await paymentOfPeriod(tx, id, periodStart);
    return holder ? outcomeOf(holder) : { outcome: 'skipped' };
  }
  if (creditApplied)
    await tx
      .update(subscriptions)
      .set({ credit: sql`${subscriptions.credit} - ${creditApplied}` })
      .where(eq(subscriptions.id, id));
  return { outcome: null, payment: inserted as Payment, token: sub.paymentToken ?? '', periodStart, periodEnd };
}

/**
 * Charges one subscription's next period if it is owed (due, or past due after a decline); `period` + `early` charge
 * that named period before it is due. Whoever asks again for a period already paid gets its payment back.
 */
export async function chargeSubscription(
  db: Db,
  provider: PaymentProvider,
  id: number,
  options: ChargeOptions = {},
): Promise<{ outcome: ChargeOutcome; paymentId?: number }> {
  const now = options.now ?? new Date();
  const userId = options.userId ?? null;
  const prepared = await db.transaction((tx) => preparePayment(tx, id, now, options));
  if (prepared.outcome) return { outcome: prepared.outcome, paymentId: prepared.paymentId };
  const { payment, token, periodStart, periodEnd } = prepared;
  // (2) the provider, outside any transaction; a period the credit covers whole needs no charge
  const result =
    payment.amount === 0
      ? ({ status: 'succeeded', reference: 'credit' } as const)
      : await provider.charge({
          token,
          amount: payment.amount,
          idempotencyKey: payment.idempotency_key!,
          description: `subscription ${id}`,
        });
  // (3) the answer, once
  return db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    const [current] = (await tx
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, payment.id))
      .for('update')) as Payment[];
    if (!sub || !current) return { outcome: 'skipped' as const, paymentId: payment.id };
    if (current.status !== 'pending') return outcomeOf(current);
    if (result.status === 'succeeded') {
      await tx
        .update(subscriptionPayments)
        .set({
          status: 'succeeded',
          provider_reference: result.reference,
          receipt_number: await nextReceiptNumber(tx),
          paid_at: now.toISOString(),
        })
        .where(eq(subscriptionPayments.id, payment.id));
      if (sameTime(sub.currentPeriodEnd, periodStart)) {
        await tx
          .update(subscriptions)
          .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, nextChargeAt: periodEnd })
          .where(eq(subscriptions.id, id));
      }
      await recordSubscriptionEvent(tx, sub, { to: 'active', kind: 'charged', userId, payment: current });
      return { outcome: 'charged' as const, paymentId: payment.id };
    }
    await tx
      .update(subscriptionPayments)
      .set({ status: 'failed', provider_reference: result.reference, failure_reason: result.failureReason })
      .where(eq(subscriptionPayments.id, payment.id));
    const wait = RETRY_DAYS[current.attempt - 1];
    await tx
      .update(subscriptions)
      .set({
        nextChargeAt: wait === undefined ? null : dayjs(now).add(wait, 'day').toISOString(),
        credit: sql`${subscriptions.credit} + ${current.credit_applied}`,
      })
      .where(eq(subscriptions.id, id));
    await recordSubscriptionEvent(tx, sub, {
      to: 'past_due',
      kind: 'charge_failed',
      userId,
      note: result.failureReason,
      payment: current,
    });
    const [person] = sub.personId
      ? await tx
          .select({ firstName: people.firstName, lastName: people.lastName })
          .from(people)
          .where(eq(people.id, sub.personId))
      : [];
    await notifyStaff(tx, options.queue ?? null, {
      kind: 'payment_failed',
      params: {
        customer: person ? `${person.firstName} ${person.lastName}`.trim() : `#${id}`,
        amount: `₪${(current.amount / 100).toFixed(2)}`,
        reason: result.failureReason ?? '',
      },
      link: `/subscriptions/${id}`,
    });
    return { outcome: 'failed' as const, paymentId: payment.id };
  });
}

/** The next period as staff are asked to confirm it: what it costs now, from when to when, and whether it is owed yet. */
export async function nextCharge(db: Db, id: number, now = new Date()) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!sub) throw notFound();
  const periodStart = new Date(sub.currentPeriodEnd).toISOString();
  return {
    chargeable: CHARGEABLE.includes(sub.status),
    due: isDue(sub, now),
    amount: amountDue(sub),
    period_start: periodStart,
    period_end: endOfPeriod(periodStart, sub.billingPeriod).toISOString(),
  };
}

/** Subscriptions whose charge is due now. */
export const dueWhere = (now: Date) =>
  and(inArray(subscriptions.status, CHARGEABLE), lte(subscriptions.nextChargeAt, now.toISOString()));

export type ChargeRun = typeof chargeRuns.$inferSelect;

/** A running run writes its heartbeat well within this; one silent longer died with its process (kill -9, a crash). */
export const RUN_LEASE_MS = 2 * 60_000;

/**
 * Ends as failed every run whose process died: it says so (error `abandoned`) with the counts it had written, which
 * are kept after each subscription. What it left uncharged is still due, for the next run.
 */
export async function failAbandonedRuns(db: Db, now = new Date()): Promise<number> {
  const dead = await db
    .update(chargeRuns)
    .set({ status: 'failed', error: 'abandoned', finishedAt: now })
    .where(and(eq(chargeRuns.status, 'running'), lt(chargeRuns.heartbeatAt, new Date(now.getTime() - RUN_LEASE_MS))))
    .returning({ id: chargeRuns.id });
  return dead.length;
}

/** The latest `limit` runs, newest first. */
export async function latestChargeRuns(db: Db, limit: number): Promise<ChargeRun[]> {
  return db.select().from(chargeRuns).orderBy(desc(chargeRuns.id)).limit(limit);
}

/** The run under this invocation key, if there is one. */
export async function chargeRunOf(db: Db, invocationKey: string): Promise<ChargeRun | undefined> {
  const [run] = await db.select().from(chargeRuns).where(eq(chargeRuns.invocationKey, invocationKey));
  return run;
}

/**
 * Charges every subscription due now, under `invocationKey`: the same key again answers the first run and charges
 * nobody. Its counts and heartbeat are written after each subscription (and by a timer while one is slow), so a
 * run whose process dies is recognised by its silent heartbeat and ended as failed with what it did
 * (failAbandonedRuns); subscriptions another process holds are left to it.
 */
export async function chargeDue(
  db: Db,
  provider: PaymentProvider,
  invocationKey: string,
  options: { now?: Date; userId?: string | null; onStart?: (run: ChargeRun) => void; queue?: PgBoss | null } = {},
): Promise<ChargeRun> {
  const now = options.now ?? new Date();
  await failAbandonedRuns(db);
  const [run] = await db
    .insert(chargeRuns)
    .values({ invocationKey, startedBy: options.userId ?? null })
    .onConflictDoNothing()
    .returning();
  if (!run) return (await chargeRunOf(db, invocationKey))!;
  const [{ due }] = await db.select({ due: count() }).from(subscriptions).where(dueWhere(now));
  await db.update(chargeRuns).set({ due }).where(eq(chargeRuns.id, run.id));
  options.onStart?.({ ...run, due });
  const tally = { charged: 0, failed: 0, ended: 0 };
  const seen = new Set<number>();
  const beat = () =>
    db
      .update(chargeRuns)
      .set({ ...tally, heartbeatAt: new Date() })
      .where(and(eq(chargeRuns.id, run.id), eq(chargeRuns.status, 'running')));
  const timer = setInterval(() => void beat().catch(() => undefined), RUN_LEASE_MS / 4);
  timer.unref();
  try {
    for (;;) {
      const batch = (
        await db
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(dueWhere(now))
          .orderBy(asc(subscriptions.nextChargeAt), asc(subscriptions.id))
          .limit(200)
      ).filter((s) => !seen.has(s.id));
      if (!batch.length) break;
      for (const { id } of batch) {
        seen.add(id);
        const { outcome } = await chargeSubscription(db, provider, id, {
          now,
          userId: options.userId,
          skipLocked: true,
          queue: options.queue,
        });
        if (outcome === 'charged' || outcome === 'failed' || outcome === 'ended') {
          tally[outcome] += 1;
          await beat();
        }
      }
    }
    clearInterval(timer);
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(chargeRuns)
        .set({ ...tally, status: 'finished', finishedAt: new Date(), heartbeatAt: new Date() })
        .where(eq(chargeRuns.id, run.id))
        .returning();
      // Who started it hears it ended; a scheduled run tells the staff, when it charged anyone at all.
      const input = {
        kind: 'job_finished',
        params: { job: 'billing_run', count: tally.charged + tally.failed + tally.ended },
        link: '/subscriptions/charges',
      } as const;
      if (options.userId) await notifyUsers(tx, options.queue ?? null, [options.userId], input);
      else if (input.params.count > 0) await notifyStaff(tx, options.queue ?? null, input);
      return row!;
    });
    return done;
  } catch (error) {
    await db
      .update(chargeRuns)
      .set({
        ...tally,
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: new Date(),
      })
      .where(eq(chargeRuns.id, run.id));
    throw error;
  } finally {
    clearInterval(timer);
  }
}

/** Due now: how many subscriptions and how much they come to. */
export async function dueSummary(db: Db, now = new Date()) {
  const [row] = await db
    .select({ due: count(), amount: sql<number>`coalesce(sum(${subscriptions.price}), 0)::bigint` })
    .from(subscriptions)
    .where(dueWhere(now));
  return { due: row!.due, amount: Number(row!.amount) };
}
