// Money is taken at most once per thing owed: ten "charge now" clicks at once on a due subscription make one payment
// and every caller gets it back; on one not yet due they charge nothing and say so (409 NOT_DUE); an early charge
// names its period and is taken once; ten refunds at once give the money back once; two scheduled runs at once
// charge each subscription once; a run whose process died ends as failed with its counts. Each charge, decline and
// refund is in the subscription's history.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chargeDue, RUN_LEASE_MS } from '../src/billing/charge';
import { payRequest } from '../src/billing/payment-requests';
import { sandboxProvider } from '../src/billing/sandbox';
import { chargeRuns, sandboxCharges, subscriptionPayments, subscriptions } from '../src/db/schema/index';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

interface Sub {
  id: number;
  current_period_end: string;
}
interface Charged {
  outcome: string;
  payment: { id: number; status: string; amount: number } | null;
}
interface History {
  items: Array<{
    kind: string;
    amount: number | null;
    payment_id: number | null;
    to_status: string | null;
    note: string | null;
  }>;
}

describe.each(backends)('money taken once (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let staff: Record<string, string>;
  let boss: Record<string, string>;
  let optionId: number;
  beforeAll(async () => {
    staff = await t.userHeaders({ firstName: 'דנה', lastName: 'גבאי' });
    boss = await t.userHeaders({ superuser: true });
    optionId = (
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ecommerce/subscription_option',
          headers: staff,
          payload: { name: 'מנוי פעם אחת', price: 4900 },
        })
      ).json() as { id: number }
    ).id;
  });
  const send = (method: 'GET' | 'POST', url: string, payload?: object, headers = staff) =>
    t.app.inject({ method, url: `/api${url}`, headers, payload });
  /** A subscription whose next charge is due now (started a month and a few days ago), or one started today (not due). */
  const subscription = async (due: boolean, token: string | null = 'tok_visa') => {
    const person = await createPerson(t, staff, { first_name: 'משלמת', last_name: due ? 'בזמן' : 'מוקדם' });
    const started = new Date(Date.now() - (due ? 35 : 0) * 86_400_000).toISOString();
    return (
      await send('POST', '/subscription', {
        person_id: person.id,
        option_id: optionId,
        started_at: started,
        payment_token: token,
      })
    ).json() as Sub;
  };
  const paymentsOf = (id: number) =>
    t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscription_id, id));
  const historyOf = async (id: number) => ((await send('GET', `/subscription/${id}/history`)).json() as History).items;
  const tenTimes = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, call));

  it('ten "charge now" calls at once on a due subscription take one payment, and each caller gets it back', async () => {
    const sub = await subscription(true);
    const answers = await tenTimes(() => send('POST', `/subscription_payment/charge_subscription/${sub.id}`));
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    // each caller hears the one payment, or (once the period moved on) that nothing more is owed
    for (const answer of answers) {
      if (answer.statusCode === 200)
        expect(answer.json()).toMatchObject({ outcome: 'charged', payment: { id: payments[0]!.id } });
      else expect([answer.statusCode, answer.json()]).toEqual([409, { detail: 'NOT_DUE' }]);
    }
    const ledger = await t.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `sub-${sub.id}-%`));
    expect(ledger).toHaveLength(1);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(new Date(after!.currentPeriodStart).getTime()).toBe(new Date(sub.current_period_end).getTime());
    expect((await historyOf(sub.id)).filter((h) => h.kind === 'charged')).toEqual([
      expect.objectContaining({ amount: 4900, payment_id: payments[0]!.id }),
    ]);
  });

  it('charges nothing on a subscription not yet due, and says so; naming the period charges it early, once', async () => {
    const sub = await subscription(false);
    const answers = await tenTimes(() => send('POST', `/subscription_payment/charge_subscription/${sub.id}`));
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
      Array.from({ length: 10 }, () => [409, { detail: 'NOT_DUE' }]),
    );
    expect(await paymentsOf(sub.id)).toHaveLength(0);
    const coming = (await send('GET', `/subscription/${sub.id}/next_charge`)).json() as {
      due: boolean;
      amount: number;
      period_start: string;
      period_end: string;
    };
    expect(coming).toMatchObject({ chargeable: true, due: false, amount: 4900 });
    expect(new Date(coming.period_start).getTime()).toBe(new Date(sub.current_period_end).getTime());
    // an early charge must name its period
    expect(
      (await send('POST', `/subscription_payment/charge_subscription/${sub.id}`, { early: true })).statusCode,
    ).toBe(422);
    const early = await tenTimes(() =>
      send('POST', `/subscription_payment/charge_subscription/${sub.id}`, {
        period_start: coming.period_start,
        early: true,
      }),
    );
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => [p.status, new Date(p.period_start!).getTime()])).toEqual([
      ['succeeded', new Date(coming.period_start).getTime()],
    ]);
    expect(early.map((a) => [a.statusCode, (a.json() as Charged).payment?.id])).toEqual(
      Array.from({ length: 10 }, () => [200, payments[0]!.id]),
    );
    // asked again for the same period later: the same payment, not the period after it
    const again = (
      await send('POST', `/subscription_payment/charge_subscription/${sub.id}`, {
        period_start: coming.period_start,
        early: true,
      })
    ).json() as Charged;
    expect(again).toMatchObject({ outcome: 'charged', payment: { id: payments[0]!.id } });
    expect(await paymentsOf(sub.id)).toHaveLength(1);
  });

  it('the database refuses a second payment of a period besides declined attempts', async () => {
    const sub = await subscription(true);
    await send('POST', `/subscription_payment/charge_subscription/${sub.id}`);
    const [paid] = await paymentsOf(sub.id);
    const copy = {
      subscription_id: sub.id,
      amount: 4900,
      status: 'succeeded' as const,
      period_start: paid!.period_start,
      period_end: paid!.period_end,
    };
    await expect(t.db.insert(subscriptionPayments).values(copy)).rejects.toThrow();
    await t.db.insert(subscriptionPayments).values({ ...copy, status: 'failed' });
  });

  it('ten refunds at once give the money back once; the refund is in the history', async () => {
    const sub = await subscription(true);
    const charged = (await send('POST', `/subscription_payment/charge_subscription/${sub.id}`)).json() as Charged;
    const id = charged.payment!.id;
    const answers = await tenTimes(() => send('POST', `/subscription_payment/${id}/refund`, { reason: 'בקשת הלקוחה' }));
    expect(answers.map((a) => [a.statusCode, (a.json() as { status: string }).status])).toEqual(
      Array.from({ length: 10 }, () => [200, 'refunded']),
    );
    const refunds = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, `refund-${id}`));
    expect(refunds).toHaveLength(1);
    expect((await historyOf(sub.id)).filter((h) => h.kind === 'refunded')).toEqual([
      expect.objectContaining({ amount: 4900, payment_id: id, note: 'בקשת הלקוחה' }),
    ]);
  });

  it('a declined charge is in the history with its reason', async () => {
    const sub = await subscription(true, 'tok_decline');
    expect(
      ((await send('POST', `/subscription_payment/charge_subscription/${sub.id}`)).json() as Charged).outcome,
    ).toBe('failed');
    expect((await historyOf(sub.id))[0]).toMatchObject({
      kind: 'charge_failed',
      to_status: 'past_due',
      note: 'card_declined',
      amount: 4900,
    });
    // past due: owed now, so staff may charge it again at once (a new attempt)
    expect(
      ((await send('POST', `/subscription_payment/charge_subscription/${sub.id}`)).json() as Charged).outcome,
    ).toBe('failed');
    expect((await paymentsOf(sub.id)).map((p) => p.attempt).sort()).toEqual([1, 2]);
  });

  it('two payment links of the same period paid at once take one payment; the other link shows that payment', async () => {
    const sub = await subscription(false, null);
    const link = async () =>
      (
        (await send('POST', '/subscription_payment/payment_request', { subscription_id: sub.id })).json() as {
          url: string;
        }
      ).url.split('/pay/')[1]!;
    const [a, b] = [await link(), await link()];
    const provider = sandboxProvider(t.db);
    const paid = await Promise.all([
      payRequest(t.db, provider, a, 'tok_card_4242'),
      payRequest(t.db, provider, b, 'tok_card_4242'),
    ]);
    const payments = await paymentsOf(sub.id);
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(paid.filter((p) => p.outcome === 'paid')).toHaveLength(1);
    // the other one: told it is busy while the first is under way, or shown the first one's payment
    const again = await payRequest(t.db, provider, paid[0]!.outcome === 'paid' ? b : a, 'tok_card_4242');
    expect(again.outcome).toBe('closed');
    expect(await paymentsOf(sub.id)).toHaveLength(1);
  });

  it('two scheduled runs at once charge each due subscription once', async () => {
    const subs = await Promise.all([subscription(true), subscription(true), subscription(true)]);
    const stamp = `${backend}-${Date.now()}`;
    await Promise.all([
      chargeDue(t.db, sandboxProvider(t.db), `twin-a-${stamp}`),
      chargeDue(t.db, sandboxProvider(t.db), `twin-b-${stamp}`),
    ]);
    for (const sub of subs) expect((await paymentsOf(sub.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('a run whose process died is ended as failed with what it did; a later run charges what was left, once', async () => {
    const sub = await subscription(true);
    const key = `dead-${backend}-${Date.now()}`;
    // what a killed process leaves: a running run, its counts so far, its heartbeat silent past the lease
    const silent = new Date(Date.now() - RUN_LEASE_MS - 60_000);
    await t.db
      .insert(chargeRuns)
      .values({ invocationKey: key, status: 'running', due: 5, charged: 2, startedAt: silent, heartbeatAt: silent });
    const run = (await send('GET', `/subscription_payment/charge_runs/${key}`, undefined, boss)).json() as {
      status: string;
      charged: number;
      error: string | null;
      finished_at: string | null;
    };
    expect(run).toMatchObject({ status: 'failed', charged: 2, error: 'abandoned' });
    expect(run.finished_at).not.toBeNull();
    await chargeDue(t.db, sandboxProvider(t.db), `${key}-after`);
    await chargeDue(t.db, sandboxProvider(t.db), `${key}-after-2`);
    expect((await paymentsOf(sub.id)).map((p) => p.status)).toEqual(['succeeded']);
    // a run that is alive keeps its heartbeat: it is not ended
    const alive = `alive-${backend}-${Date.now()}`;
    await t.db.insert(chargeRuns).values({ invocationKey: alive, status: 'running' });
    expect(
      ((await send('GET', `/subscription_payment/charge_runs/${alive}`, undefined, boss)).json() as { status: string })
        .status,
    ).toBe('running');
    await t.db
      .update(chargeRuns)
      .set({ status: 'finished' })
      .where(and(eq(chargeRuns.invocationKey, alive)));
  });
});
