// A subscription's period, one rule for every place that computes one: a new subscription's first period, the period
// staff confirm, the period a charge or a payment link pays and the one it moves the subscription on to, and the demo
// subscribers'.
// A period ends one billing period (a month or a year) after it starts, at the same wall-clock time in the server's
// time zone; a month from the 29th-31st ends on the last day of a shorter month (Jan 31 → Feb 28, or Feb 29 in a
// leap year) and a year from Feb 29 on Feb 28. A trial ends its days after the start instead. A period costs the
// subscription's price with the subscriber's credit off.
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import type { BILLING_PERIODS } from '../../../definitions/billing/subscriptions';

export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** When the period (or, with `trialDays` above 0, the trial) that starts at `start` ends. */
export const endOfPeriod = (start: ConfigType, period: BillingPeriod, trialDays = 0): Dayjs =>
  trialDays > 0 ? dayjs(start).add(trialDays, 'day') : dayjs(start).add(1, period);

/** The credit a period's charge takes off: what the subscriber is owed, up to the price (never below nothing). */
export const creditOff = (sub: { price: number; credit: number }): number => Math.min(sub.credit, sub.price);

/** What the next period costs, as staff confirm it, a payment link asks it and the charge takes it. */
export const amountDue = (sub: { price: number; credit: number }): number => sub.price - creditOff(sub);
