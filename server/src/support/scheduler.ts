// Inbox checks without anyone pressing a button: every SUPPORT_CHECK_INTERVAL_MINUTES each active account is checked
// (check.ts); an account being checked by another process is skipped (its lease), so several processes share the work.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { runPeriodically } from '../jobs/periodic';
import { checkAllAccounts } from './check';

export function startSupportScheduler(db: Db, config: Config, log: FastifyBaseLogger): () => void {
  const minutes = config.supportCheckIntervalMinutes;
  if (minutes <= 0) return () => undefined;
  return runPeriodically({ everyMs: minutes * 60_000, firstAfterMs: 20_000, log, failure: 'checking the support inboxes failed' }, async () => {
    const results = await checkAllAccounts(db, config, log);
    const found = results.reduce((sum, r) => sum + (r === 'busy' ? 0 : r.found), 0);
    if (found) log.info({ found, accounts: results.length }, 'support inboxes checked');
  });
}
