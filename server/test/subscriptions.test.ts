// Subscriptions and their payments: a new subscription copies its option's price and period
// and starts trialing or active; status moves follow the table with history; a succeeded payment gets the next
// receipt number, never skipped nor repeated; only a paid payment is refunded. (The contract test covers CRUD.)
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

interface Subscription {
  id: number;
  status: string;
  price: number;
  billing_period: string;
  current_period_end: string;
  next_charge_at: string | null;
  person_id: number;
}

describe.each(backends)('subscriptions API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await t.userHeaders({ firstName: 'גיל', lastName: 'רז' });
  });
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    status = method === 'POST' ? 201 : 200,
  ): Promise<T> => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as T;
  };
  const option = (body: Record<string, unknown>) =>
    call<{ id: number }>('POST', '/ecommerce/subscription_option', { name: `מנוי ${Date.now()}`, ...body });

  it('starts active with the option price and a month ahead, or trialing through the trial', async () => {
    const person = await createPerson(t, auth, { first_name: 'שירה' });
    const monthly = await option({ price: 4900 });
    const sub = await call<Subscription>('POST', '/subscription', {
      person_id: person.id,
      option_id: monthly.id,
      started_at: '2026-11-01T10:00:00Z',
    });
    expect(sub).toMatchObject({ status: 'active', price: 4900, billing_period: 'month' });
    expect(sub.current_period_end.slice(0, 10)).toBe('2026-12-01');
    expect(sub.next_charge_at?.slice(0, 10)).toBe('2026-12-01');
    const trial = await option({ price: 39900, billing_period: 'year', trial_days: 14 });
    const trying = await call<Subscription>('POST', '/subscription', {
      person_id: person.id,
      option_id: trial.id,
      started_at: '2026-11-01T10:00:00Z',
      price: 29900,
    });
    expect(trying).toMatchObject({ status: 'trialing', price: 29900, billing_period: 'year' });
    expect(trying.current_period_end.slice(0, 10)).toBe('2026-11-15');
    await call('POST', '/subscription', { person_id: person.id, option_id: 999_999 }, 422);
    const mine = await call<{ items: Subscription[] }>('GET', `/subscriptions?person_id=${person.id}`);
    expect(mine.items.map((s) => s.id).sort()).toEqual([sub.id, trying.id].sort());
    // the price of an existing subscription does not follow the option
    await call('PUT', `/ecommerce/subscription_option/${monthly.id}`, { price: 5900 });
    expect((await call<Subscription>('GET', `/subscription/${sub.id}`)).price).toBe(4900);
  });

  it('moves along allowed statuses with history; a refused move names the allowed ones; the status is not changed by PUT', async () => {
    const person = await createPerson(t, auth, { first_name: 'עומר' });
    const monthly = await option({ price: 4900 });
    const sub = await call<Subscription>('POST', '/subscription', { person_id: person.id, option_id: monthly.id });
    const paused = await call<Subscription>(
      'POST',
      `/subscription/${sub.id}/status`,
      { status: 'paused', note: 'בחופשה' },
      200,
    );
    expect(paused).toMatchObject({ status: 'paused', next_charge_at: null });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/subscription/${sub.id}/status`,
      headers: auth,
      payload: { status: 'past_due' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0]).toMatchObject({ loc: ['body', 'status'], ctx: { code: 'status_move' } });
    expect(refused.json().detail[0].msg).toContain('active, cancelled');
    const back = await call<Subscription>('POST', `/subscription/${sub.id}/status`, { status: 'active' }, 200);
    expect(back.next_charge_at).not.toBeNull();
    await call('POST', `/subscription/${sub.id}/status`, { status: 'cancelled' }, 200);
    const history = await call<{
      allowed_statuses: string[];
      items: Array<{ from_status: string | null; to_status: string; note: string | null; by: string | null }>;
    }>('GET', `/subscription/${sub.id}/history`);
    expect(history.allowed_statuses).toEqual([]);
    expect(history.items.map((h) => [h.from_status, h.to_status])).toEqual([
      ['active', 'cancelled'],
      ['paused', 'active'],
      ['active', 'paused'],
      [null, 'active'],
    ]);
    expect(history.items[2]).toMatchObject({ note: 'בחופשה', by: 'גיל רז' });
    await call('PUT', `/subscription/${sub.id}`, { status: 'active' }, 422);
    await call('GET', '/subscription/999999/history', undefined, 404);
  });

  it('numbers receipts of succeeded payments one after another and refunds only paid ones', async () => {
    const person = await createPerson(t, auth, { first_name: 'ליה' });
    const monthly = await option({ price: 4900 });
    const sub = await call<Subscription>('POST', '/subscription', { person_id: person.id, option_id: monthly.id });
    const first = await call<{ id: number; receipt_number: number; person_id: number; paid_at: string }>(
      'POST',
      '/subscription_payment',
      { subscription_id: sub.id, amount: 4900, status: 'succeeded' },
    );
    expect(first.person_id).toBe(person.id);
    expect(first.paid_at).toBeTruthy();
    const failed = await call<{ id: number; receipt_number: number | null }>('POST', '/subscription_payment', {
      subscription_id: sub.id,
      amount: 4900,
      status: 'failed',
      failure_reason: 'כרטיס נדחה',
      attempt: 2,
    });
    expect(failed.receipt_number).toBeNull();
    await call('PUT', `/subscription_payment/${failed.id}`, { status: 'refunded' }, 422);
    const retried = await call<{ receipt_number: number }>('PUT', `/subscription_payment/${failed.id}`, {
      status: 'succeeded',
    });
    expect(retried.receipt_number).toBe(first.receipt_number + 1);
    const refunded = await call<{ status: string; receipt_number: number }>(
      'PUT',
      `/subscription_payment/${first.id}`,
      { status: 'refunded' },
    );
    expect(refunded).toMatchObject({ status: 'refunded', receipt_number: first.receipt_number });
    const list = await call<{ items: Array<{ id: number }> }>(
      'GET',
      `/subscription_payment?subscription_id=${sub.id}&status=succeeded`,
    );
    expect(list.items.map((p) => p.id)).toEqual([failed.id]);
    await call('POST', '/subscription_payment', { subscription_id: 999_999, amount: 100 }, 422);
    // a subscription with payments is not deleted (cancel or end it instead)
    const kept = await t.app.inject({ method: 'DELETE', url: `/api/subscription/${sub.id}`, headers: auth });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toEqual({ detail: 'IN_USE' });
  });
});
