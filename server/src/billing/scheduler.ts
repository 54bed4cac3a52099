// Charging without anyone pressing a button: every BILLING_INTERVAL_MINUTES the queue runs this job, which charges
// what is due under the key of the current interval ("auto-<interval start>"). The key's run row is the database's
// record of that run: a job tried again within the interval continues it instead of charging anew.
import type { BackgroundJob } from '../jobs/background-job';
import { chargeDue } from './charge';

export const chargeDueJob: BackgroundJob = {
  name: 'billing.charge-due',
  everyMinutes: (config) => config.billingIntervalMinutes,
  async run({ db, payments, config, log, queue }) {
    const period = config.billingIntervalMinutes * 60_000;
    const key = `auto-${new Date(Math.floor(Date.now() / period) * period).toISOString()}`;
    const run = await chargeDue(db, payments, key, { queue });
    if (run.charged || run.failed || run.ended) log.info({ key, charged: run.charged, failed: run.failed, ended: run.ended }, 'due subscriptions charged');
  },
};
