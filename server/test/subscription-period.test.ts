// A subscription's period: the next one ends one billing period (a month or a year) after it starts, at the same
// wall-clock time in the server's time zone; a month from the 29th-31st ends on the last day of a shorter month
// (Jan 31 → Feb 28, or Feb 29 in a leap year, and a year from Feb 29 ends on Feb 28); a trial ends its days after
// the start. Every place that computes a period asks the same rule: a new subscription's first period, the period
// staff are asked to confirm, the period a charge pays and the one it moves the subscription on to. The next period
// costs its price with the subscriber's credit off, down to nothing.
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chargeSubscription, nextCharge } from '../src/billing/charge';
import { amountDue, creditOff, endOfPeriod } from '../src/billing/period';
import { sandboxProvider } from '../src/billing/sandbox';
import { subscriptionPayments, subscriptions } from '../src/db/schema/index';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

type Period = 'month' | 'year';
interface Case {
  start: string;
  period: Period;
  trialDays?: number;
  /** The end when the server runs in UTC, and when it runs in Israel time. */
  utc: string;
  israel: string;
}

const PERIOD_CASES: Case[] = [
  {
    start: '2026-01-15T10:00:00.000Z',
    period: 'month',
    utc: '2026-02-15T10:00:00.000Z',
    israel: '2026-02-15T10:00:00.000Z',
  },
  {
    start: '2026-01-31T10:00:00.000Z',
    period: 'month',
    utc: '2026-02-28T10:00:00.000Z',
    israel: '2026-02-28T10:00:00.000Z',
  },
  {
    start: '2028-01-31T10:00:00.000Z',
    period: 'month',
    utc: '2028-02-29T10:00:00.000Z',
    israel: '2028-02-29T10:00:00.000Z',
  },
  {
    start: '2026-03-31T10:00:00.000Z',
    period: 'month',
    utc: '2026-04-30T10:00:00.000Z',
    israel: '2026-04-30T10:00:00.000Z',
  },
  {
    start: '2026-12-31T10:00:00.000Z',
    period: 'month',
    utc: '2027-01-31T10:00:00.000Z',
    israel: '2027-01-31T10:00:00.000Z',
  },
  {
    start: '2026-05-15T10:00:00.000Z',
    period: 'year',
    utc: '2027-05-15T10:00:00.000Z',
    israel: '2027-05-15T10:00:00.000Z',
  },
  {
    start: '2028-02-29T10:00:00.000Z',
    period: 'year',
    utc: '2029-02-28T10:00:00.000Z',
    israel: '2029-02-28T10:00:00.000Z',
  },
  // across the change to summer time: the same wall-clock hour in Israel, an hour earlier in UTC
  {
    start: '2026-03-15T10:00:00.000Z',
    period: 'month',
    utc: '2026-04-15T10:00:00.000Z',
    israel: '2026-04-15T09:00:00.000Z',
  },
  // late at night in UTC is already the next day in Israel: Mar 31 01:30 there, so Apr 30 01:30
  {
    start: '2026-03-30T22:30:00.000Z',
    period: 'month',
    utc: '2026-04-30T22:30:00.000Z',
    israel: '2026-04-29T22:30:00.000Z',
  },
  {
    start: '2026-01-25T10:00:00.000Z',
    period: 'month',
    trialDays: 14,
    utc: '2026-02-08T10:00:00.000Z',
    israel: '2026-02-08T10:00:00.000Z',
  },
  {
    start: '2026-03-20T10:00:00.000Z',
    period: 'year',
    trialDays: 14,
    utc: '2026-04-03T10:00:00.000Z',
    israel: '2026-04-03T09:00:00.000Z',
  },
];

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const ZONES = [
  ['UTC', 'utc'],
  ['Asia/Jerusalem', 'israel'],
] as const;

describe('endOfPeriod', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });
  it.each(ZONES)('ends each period and trial by the rule, from a time or its text (%s)', (zone, column) => {
    process.env.TZ = zone;
    for (const c of PERIOD_CASES) {
      const ends = [c.start, new Date(c.start), dayjs(c.start)].map((start) =>
        endOfPeriod(start, c.period, c.trialDays).toISOString(),
      );
      expect([c.start, ...ends]).toEqual([c.start, c[column], c[column], c[column]]);
    }
  });
});

describe('amountDue', () => {
  it('takes the credit off the price, never below nothing to pay', () => {
    const subs = [
      { price: 4900, credit: 0 },
      { price: 4900, credit: 1000 },
      { price: 4900, credit: 4900 },
      { price: 4900, credit: 6000 },
    ];
    expect(subs.map((sub) => [creditOff(sub), amountDue(sub)])).toEqual([
      [0, 4900],
      [1000, 3900],
      [4900, 0],
      [4900, 0],
    ]);
  });
});

describe.each(backends)('subscription periods (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let staff: Record<string, string>;
  let personId: number;
  const zoneBefore = process.env.TZ;
  beforeAll(async () => {
    staff = await t.userHeaders({ firstName: 'דנה', lastName: 'לוי' });
    personId = (await createPerson(t, staff, { first_name: 'תקופה' })).id;
  });
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: staff, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    return res.json() as T;
  };
  const subscribe = async (c: Case) => {
    const option = await post<{ id: number }>('/ecommerce/subscription_option', {
      name: `מנוי ${c.period} ${Math.random().toString(36).slice(2)}`,
      price: 4900,
      billing_period: c.period,
      trial_days: c.trialDays ?? 0,
    });
    return post<{ id: number; current_period_end: string; next_charge_at: string }>('/subscription', {
      person_id: personId,
      option_id: option.id,
      started_at: c.start,
      payment_token: 'tok_visa',
    });
  };

  it.each(ZONES)('a new subscription ends its first period (or its trial) by the rule (%s)', async (zone, column) => {
    process.env.TZ = zone;
    for (const c of PERIOD_CASES) {
      const sub = await subscribe(c);
      expect([c.start, iso(sub.current_period_end), iso(sub.next_charge_at)]).toEqual([c.start, c[column], c[column]]);
    }
  });

  it.each(ZONES)(
    'the next period staff confirm and the one a charge pays end by the rule (%s)',
    async (zone, column) => {
      process.env.TZ = zone;
      for (const c of PERIOD_CASES.filter((k) => !k.trialDays)) {
        const { id } = await subscribe({ ...c, start: '2026-01-01T10:00:00.000Z' });
        // the subscription's next period starts at the case's start
        await t.db
          .update(subscriptions)
          .set({ currentPeriodEnd: c.start, nextChargeAt: c.start })
          .where(eq(subscriptions.id, id));
        const next = await nextCharge(t.db, id, new Date('2025-01-01T00:00:00Z'));
        expect([c.start, next.period_start, next.period_end]).toEqual([c.start, c.start, c[column]]);
        const charged = await chargeSubscription(t.db, sandboxProvider(t.db), id, { period: c.start, early: true });
        expect(charged.outcome).toBe('charged');
        const [payment] = await t.db
          .select()
          .from(subscriptionPayments)
          .where(eq(subscriptionPayments.id, charged.paymentId!));
        expect([c.start, iso(payment!.period_start), iso(payment!.period_end)]).toEqual([c.start, c.start, c[column]]);
        const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
        expect([
          c.start,
          iso(after!.currentPeriodStart),
          iso(after!.currentPeriodEnd),
          iso(after!.nextChargeAt),
        ]).toEqual([c.start, c.start, c[column], c[column]]);
      }
    },
  );
});
