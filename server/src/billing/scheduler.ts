// Charging without anyone pressing a button: every BILLING_INTERVAL_MINUTES the queue sends this job (one per tick for
// all server processes together, one running at a time) and it charges what is due, recorded as a charge run under
// the job's attempt ("auto-<job id>-<attempt>"): an attempt tried again after a failure charges what is still due.
// What keeps money right is not the run but each period's payment: a subscription's period is charged at most once
// (subscription_payments_period_key, and the provider's idempotency key per period and attempt), whoever asks.
import type { BackgroundJob } from '../jobs/background-job';
import { chargeDue } from './charge';
import type { PaymentProvider } from './provider';

// The job layer knows no area: billing adds the payment provider its job charges through to what every job is given
// (main.ts passes the one paymentProviderFor chose).
declare module '../jobs/background-job' {
  interface JobContext {
    payments: PaymentProvider;
  }
}

export const chargeDueJob: BackgroundJob = {
  name: 'billing.charge-due',
  everyMinutes: (config) => config.billingIntervalMinutes,
  async run({ db, payments, log, queue }, _data, attempt) {
    const key = `auto-${attempt?.id ?? new Date().toISOString()}-${attempt?.retryCount ?? 0}`;
    const run = await chargeDue(db, payments, key, { queue });
    if (run.charged || run.failed || run.ended)
      log.info({ key, charged: run.charged, failed: run.failed, ended: run.ended }, 'due subscriptions charged');
  },
};
