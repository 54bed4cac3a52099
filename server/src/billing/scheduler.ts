// Charging without anyone pressing a button: every BILLING_INTERVAL_MINUTES the server charges what is due under
// the key of the current interval ("auto-<interval start>"), so several server processes run each interval once
// (the key's run row is taken by one of them) and a restart within an interval does not charge again.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { runPeriodically } from '../jobs/periodic';
import { chargeDue } from './charge';
import type { PaymentProvider } from './provider';

export function startBillingScheduler(db: Db, provider: PaymentProvider, minutes: number, log: FastifyBaseLogger): () => void {
  if (minutes <= 0) return () => undefined;
  const period = minutes * 60_000;
  return runPeriodically({ everyMs: Math.min(period, 15 * 60_000), firstAfterMs: 30_000, log, failure: 'charging due subscriptions failed' }, async () => {
    const key = `auto-${new Date(Math.floor(Date.now() / period) * period).toISOString()}`;
    const run = await chargeDue(db, provider, key);
    if (run.charged || run.failed || run.ended) log.info({ key, charged: run.charged, failed: run.failed, ended: run.ended }, 'due subscriptions charged');
  });
}
