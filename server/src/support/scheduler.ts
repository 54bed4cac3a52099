// Inbox checks without anyone pressing a button: the queue runs this job every SUPPORT_CHECK_INTERVAL_MINUTES and it
// checks each active account (check.ts). The queue runs one at a time; an account's lease stays, because "check now"
// (a request, not a job) may be reading the same mailbox at that moment: that account is skipped.
// An account that could not be checked fails the run (after the others were checked), with that account's error
// code, so the queue tries again later and the background jobs screen says why.
import { JobFailure, type BackgroundJob } from '../jobs/background-job';
import { checkAllAccounts } from './check';

export const checkInboxesJob: BackgroundJob = {
  name: 'support.check-inboxes',
  everyMinutes: (config) => config.supportCheckIntervalMinutes,
  async run({ db, config, log, queue }) {
    const results = await checkAllAccounts(db, queue, config, log);
    const found = results.reduce((sum, r) => sum + (r === 'busy' ? 0 : r.found), 0);
    if (found) log.info({ found, accounts: results.length }, 'support inboxes checked');
    const failed = results.flatMap((r) => (r !== 'busy' && !r.ok ? [r] : []));
    if (failed.length) {
      const message = failed.map((r) => `account ${r.account_id}: ${r.error ?? r.error_code}`).join('; ');
      throw new JobFailure(`MAILBOX_${failed[0]!.error_code ?? 'MAIL_ERROR'}`, message);
    }
  },
};
