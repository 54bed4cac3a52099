// Charging subscriptions: due ones charged once with a receipt and their period advanced; the same
// invocation key twice charges nobody twice; a crash between the provider and the record is resumed without a
// second charge; declines retry after 1, 3 and 7 days with the subscription past due; cancel at period end ends it.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chargeDue } from '../src/billing/charge';
import type { PaymentProvider } from '../src/billing/provider';
import { sandboxProvider } from '../src/billing/sandbox';
import { sandboxCharges, subscriptionPayments, subscriptions } from '../src/db/schema/index';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

interface Sub {
  id: number;
  status: string;
  current_period_end: string;
  next_charge_at: string | null;
}
interface Run {
  invocation_key: string;
  status: string;
  due: number;
  charged: number;
  failed: number;
  ended: number;
}

describe.each(backends)('billing (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let staff: Record<string, string>;
  let boss: Record<string, string>;
  let optionId: number;
  beforeAll(async () => {
    staff = await t.userHeaders({ firstName: 'אבי', lastName: 'כהן' });
    boss = await t.userHeaders({ superuser: true });
    optionId = (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ecommerce/subscription_option',
          headers: staff,
          payload: { name: 'מנוי חודשי', price: 4900 },
        })
      ).json() as { id: number }
    ).id;
  });
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    status = 200,
    headers = staff,
  ): Promise<T> => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as T;
  };
  /** A subscription started a month and `daysAgo` (+2) days ago, so its charge is due now. */
  const dueSubscription = async (token: string | null, daysAgo = 1, extra: Record<string, unknown> = {}) => {
    const person = await createPerson(t, staff, { first_name: 'מנוי', last_name: token ?? 'ללא' });
    const started = new Date(Date.now() - (32 + daysAgo) * 86_400_000).toISOString();
    const sub = await call<Sub>(
      'POST',
      '/subscription',
      { person_id: person.id, option_id: optionId, started_at: started, payment_token: token },
      201,
    );
    if (Object.keys(extra).length) await call('PUT', `/subscription/${sub.id}`, extra);
    return sub;
  };
  const paymentsOf = (id: number) =>
    t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscription_id, id));
  const subOf = async (id: number) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
  const key = (label: string) => `${label}-${backend}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  it('lets only superusers run the due charges; staff see what is due and charge one now', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscription_payment/charge_scheduled_subscriptions',
          payload: { invocation_key: 'x'.repeat(10) },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/subscription_payment/charge_scheduled_subscriptions',
          headers: staff,
          payload: { invocation_key: 'x'.repeat(10) },
        })
      ).statusCode,
    ).toBe(403);
    const sub = await dueSubscription('tok_visa');
    const due = await call<{ due: number; amount: number }>('GET', '/subscription_payment/due');
    expect(due.due).toBeGreaterThanOrEqual(1);
    const now = await call<{ outcome: string; payment: { status: string; receipt_number: number } }>(
      'POST',
      `/subscription_payment/charge_subscription/${sub.id}`,
    );
    expect(now).toMatchObject({ outcome: 'charged', payment: { status: 'succeeded' } });
    expect(now.payment.receipt_number).toBeGreaterThan(0);
    await call('POST', '/subscription_payment/charge_subscription/999999', undefined, 404);
  });

  it('charges each due subscription once, advances its period, and the same key again charges nobody', async () => {
    const a = await dueSubscription('tok_visa');
    const b = await dueSubscription('tok_mastercard');
    const runKey = key('run');
    const run = await call<Run>(
      'POST',
      '/subscription_payment/charge_scheduled_subscriptions',
      { invocation_key: runKey, wait: true },
      200,
      boss,
    );
    expect(run).toMatchObject({ status: 'finished' });
    expect(run.charged).toBeGreaterThanOrEqual(2);
    for (const sub of [a, b]) {
      const payments = await paymentsOf(sub.id);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'succeeded', attempt: 1 });
      const after = await subOf(sub.id);
      expect(after.status).toBe('active');
      expect(new Date(after.currentPeriodStart).getTime()).toBe(new Date(sub.current_period_end).getTime());
      expect(new Date(after.nextChargeAt!).getTime()).toBeGreaterThan(Date.now());
    }
    const again = await call<Run>(
      'POST',
      '/subscription_payment/charge_scheduled_subscriptions',
      { invocation_key: runKey, wait: true },
      200,
      boss,
    );
    expect(again).toEqual(run);
    expect(await paymentsOf(a.id)).toHaveLength(1);
    const runs = await call<{ items: Run[] }>('GET', '/subscription_payment/charge_runs', undefined, 200, boss);
    expect(runs.items.map((r) => r.invocation_key)).toContain(runKey);
    expect((await call<Run>('GET', `/subscription_payment/charge_runs/${runKey}`, undefined, 200, boss)).charged).toBe(
      run.charged,
    );
  });

  it('runs in the background and shows its progress', async () => {
    await dueSubscription('tok_visa');
    const runKey = key('bg');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/subscription_payment/charge_scheduled_subscriptions',
      headers: boss,
      payload: { invocation_key: runKey },
    });
    expect([200, 202]).toContain(started.statusCode);
    await expect
      .poll(
        async () =>
          (await call<Run>('GET', `/subscription_payment/charge_runs/${runKey}`, undefined, 200, boss)).status,
        { timeout: 10_000 },
      )
      .toBe('finished');
  });

  it('resumes after a crash between the provider and the record without charging twice', async () => {
    const sub = await dueSubscription('tok_crash');
    // its period starts at a time with microseconds, as a time the database wrote (now()) has: still the same period
    await t.db.execute(
      sql`update subscriptions set current_period_end = current_period_end + interval '0.000321 seconds' where id = ${sub.id}`,
    );
    const sandbox = sandboxProvider(t.db);
    // charges, then "crashes" before the answer is recorded
    const crashing: PaymentProvider = {
      name: 'crashing',
      charge: async (request) => (await sandbox.charge(request), Promise.reject(new Error('process died'))),
      refund: (request) => sandbox.refund(request),
    };
    await expect(chargeDue(t.db, crashing, key('crash'))).rejects.toThrow('process died');
    expect((await paymentsOf(sub.id)).map((p) => p.status)).toEqual(['pending']);
    await chargeDue(t.db, sandboxProvider(t.db), key('resume'));
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    const ledger = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, payments[0]!.idempotency_key!));
    expect(ledger).toHaveLength(1);
  });

  it('retries a declined card after 1, 3 and 7 days with the subscription past due, then waits for staff', async () => {
    const sub = await dueSubscription('tok_decline');
    const provider = sandboxProvider(t.db);
    let now = new Date();
    const waits: Array<number | null> = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await chargeDue(t.db, provider, key(`decline${attempt}`), { now });
      const after = await subOf(sub.id);
      expect(after.status).toBe('past_due');
      waits.push(
        after.nextChargeAt ? Math.round((new Date(after.nextChargeAt).getTime() - now.getTime()) / 86_400_000) : null,
      );
      if (after.nextChargeAt) now = new Date(new Date(after.nextChargeAt).getTime() + 1000);
    }
    expect(waits).toEqual([1, 3, 7, null]);
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => [p.attempt, p.status, p.failure_reason])).toEqual(
      [1, 2, 3, 4].map((n) => [n, 'failed', 'card_declined']),
    );
    const history = await call<{ items: Array<{ to_status: string; note: string | null }> }>(
      'GET',
      `/subscription/${sub.id}/history`,
    );
    expect(history.items[0]).toMatchObject({ to_status: 'past_due', note: 'card_declined' });
  });

  it('ends a subscription set to cancel at period end instead of charging it', async () => {
    const sub = await dueSubscription('tok_visa', 1, { cancel_at_period_end: true });
    await chargeDue(t.db, sandboxProvider(t.db), key('end'));
    expect((await subOf(sub.id)).status).toBe('ended');
    expect(await paymentsOf(sub.id)).toHaveLength(0);
  });

  it('refunds a payment that succeeded once through the provider; a failed one, or one already refunded, is not refunded again', async () => {
    const sub = await dueSubscription('tok_refund');
    const charged = await call<{ outcome: string; payment: { id: number } }>(
      'POST',
      `/subscription_payment/charge_subscription/${sub.id}`,
    );
    expect(charged.outcome).toBe('charged');
    const id = charged.payment.id;
    const receipt = await call<{
      receipt_number: number;
      amount: number;
      vat: number;
      description: string;
      customer: { name: string };
    }>('GET', `/subscription_payment/${id}/receipt`);
    expect(receipt).toMatchObject({
      amount: 4900,
      vat: 747,
      description: 'מנוי חודשי',
      customer: { name: 'מנוי tok_refund' },
    });
    expect(receipt.receipt_number).toBeGreaterThan(0);
    const refunded = await call<{
      status: string;
      refund_reference: string;
      refund_reason: string;
      refunded_at: string;
      receipt_number: number;
    }>('POST', `/subscription_payment/${id}/refund`, { reason: 'ביטול בתוך 14 יום' });
    expect(refunded).toMatchObject({ status: 'refunded', refund_reason: 'ביטול בתוך 14 יום' });
    expect(refunded.refund_reference).toMatch(/^sbx_r_/);
    expect(refunded.receipt_number).toBeGreaterThan(0);
    // asked again: the same answer, and the provider gave the money back once
    expect((await call<{ status: string }>('POST', `/subscription_payment/${id}/refund`, {})).status).toBe('refunded');
    const refunds = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `refund-${id}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(-4900);

    const declined = await dueSubscription('tok_decline_refund');
    const failed = await call<{ payment: { id: number } }>(
      'POST',
      `/subscription_payment/charge_subscription/${declined.id}`,
    );
    expect(await call('POST', `/subscription_payment/${failed.payment.id}/refund`, {}, 409)).toEqual({
      detail: 'PAYMENT_NOT_REFUNDABLE',
    });
    expect(await call('GET', `/subscription_payment/${failed.payment.id}/receipt`, undefined, 409)).toEqual({
      detail: 'RECEIPT_NONE',
    });
    await call('POST', '/subscription_payment/999999/refund', {}, 404);
    await call('POST', `/subscription_payment/${id}/refund`, {}, 401, {});
  });

  it("gives Home's figures: subscribers by status, monthly revenue with a yearly price as a twelfth, new and lost", async () => {
    type Metrics = { active: number; mrr: number; new_30d: number; churned_30d: number; past_due: number };
    const before = await call<Metrics>('GET', '/subscription_payment/metrics');
    const yearly = await call<{ id: number }>(
      'POST',
      '/ecommerce/subscription_option',
      { name: 'שנתי', price: 12000, billing_period: 'year' },
      201,
    );
    const person = await createPerson(t, staff, { first_name: 'מנויה', last_name: 'שנתית' });
    const sub = await call<Sub>('POST', '/subscription', { person_id: person.id, option_id: yearly.id }, 201);
    const after = await call<Metrics>('GET', '/subscription_payment/metrics');
    expect({
      active: after.active - before.active,
      mrr: after.mrr - before.mrr,
      new_30d: after.new_30d - before.new_30d,
    }).toEqual({ active: 1, mrr: 1000, new_30d: 1 });
    await call('POST', `/subscription/${sub.id}/status`, { status: 'cancelled' });
    const gone = await call<Metrics>('GET', '/subscription_payment/metrics');
    expect({
      active: gone.active - before.active,
      mrr: gone.mrr - before.mrr,
      churned: gone.churned_30d - before.churned_30d,
    }).toEqual({ active: 0, mrr: 0, churned: 1 });
    await call('GET', '/subscription_payment/metrics', undefined, 401, {});
  });

  it('changes the option from the next charge, or prorated: an upgrade charged now, a downgrade left as credit for the next charge', async () => {
    const dearer = await call<{ id: number }>(
      'POST',
      '/ecommerce/subscription_option',
      { name: 'מנוי מורחב', price: 9900 },
      201,
    );
    const yearly = await call<{ id: number }>(
      'POST',
      '/ecommerce/subscription_option',
      { name: 'מנוי שנתי', price: 49000, billing_period: 'year' },
      201,
    );
    const running = async (token: string) => {
      const person = await createPerson(t, staff, { first_name: 'מחליף', last_name: token });
      const started = new Date(Date.now() - 10 * 86_400_000).toISOString();
      return call<Sub & { price: number }>(
        'POST',
        '/subscription',
        { person_id: person.id, option_id: optionId, started_at: started, payment_token: token },
        201,
      );
    };
    type Change = { prorated: number; outcome: string; payment_id: number | null; receipt_number: number | null };
    // upgrade, prorated: about two thirds of the difference charged now, with a receipt
    const up = await running('tok_upgrade');
    const charged = await call<Change>('POST', `/subscription/${up.id}/change_option`, {
      option_id: dearer.id,
      prorate: true,
    });
    expect(charged.outcome).toBe('charged');
    expect(charged.prorated).toBeGreaterThan(2500);
    expect(charged.prorated).toBeLessThan(4000);
    expect(charged.receipt_number).toBeGreaterThan(0);
    expect(await subOf(up.id)).toMatchObject({ optionId: dearer.id, price: 9900 });
    // back down, prorated: credit, taken off the next charge
    const down = await call<Change>('POST', `/subscription/${up.id}/change_option`, {
      option_id: optionId,
      prorate: true,
    });
    expect(down.outcome).toBe('credited');
    const credit = (await subOf(up.id)).credit;
    expect(credit).toBe(-down.prorated);
    // the next period is not due yet: staff charge it early, naming it
    const coming = await call<{ due: boolean; amount: number; period_start: string }>(
      'GET',
      `/subscription/${up.id}/next_charge`,
    );
    expect(coming).toMatchObject({ due: false, amount: 4900 - credit });
    const next = await call<{ outcome: string; payment: { id: number } }>(
      'POST',
      `/subscription_payment/charge_subscription/${up.id}`,
      { period_start: coming.period_start, early: true },
    );
    const [paid] = await t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, next.payment.id));
    expect(paid).toMatchObject({ status: 'succeeded', amount: 4900 - credit, credit_applied: credit });
    expect((await subOf(up.id)).credit).toBe(0);
    // without proration nothing is charged now; a declined upgrade changes nothing; refusals name the field
    const plain = await running('tok_plain');
    expect(
      (await call<Change>('POST', `/subscription/${plain.id}/change_option`, { option_id: dearer.id })).outcome,
    ).toBe('none');
    expect((await subOf(plain.id)).price).toBe(9900);
    const poor = await running('tok_decline_upgrade');
    expect(
      await call('POST', `/subscription/${poor.id}/change_option`, { option_id: dearer.id, prorate: true }, 402),
    ).toEqual({ detail: 'PRORATION_DECLINED' });
    expect((await subOf(poor.id)).optionId).toBe(optionId);
    const same = await call<{ detail: Array<{ ctx: { code: string } }> }>(
      'POST',
      `/subscription/${poor.id}/change_option`,
      { option_id: optionId },
      422,
    );
    expect(same.detail[0]!.ctx.code).toBe('same_option');
    const mismatch = await call<{ detail: Array<{ ctx: { code: string } }> }>(
      'POST',
      `/subscription/${poor.id}/change_option`,
      { option_id: yearly.id, prorate: true },
      422,
    );
    expect(mismatch.detail[0]!.ctx.code).toBe('proration_period_mismatch');
  });

  it('numbers receipts without gaps across runs', async () => {
    const rows = await t.db.execute(
      sql`select receipt_number from subscription_payments where receipt_number is not null order by receipt_number`,
    );
    const numbers = (rows as unknown as { rows: Array<{ receipt_number: number }> }).rows.map((r) =>
      Number(r.receipt_number),
    );
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });
});
