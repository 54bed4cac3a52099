// Runs the declared background jobs on the queue: each gets a queue of its own (one job waiting and one running at
// most per singleton key, so a slow run never piles up copies), retries with a growing pause, a dead-letter queue where jobs that
// failed every try stay for staff to see, a schedule kept in the database (Asia/Jerusalem; the queue sends one job
// per tick for all server processes together) and a worker in this process.
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { BackgroundJob, JobContext } from './background-job';
import { cronEvery } from './cron';

export const DEAD_LETTER_QUEUE = 'failed';
export const SCHEDULE_TIME_ZONE = 'Asia/Jerusalem';
export const HEARTBEAT_SECONDS = 30;
/** Each queue's settings; its tries and first pause come from the configuration (JOB_RETRY_LIMIT, JOB_RETRY_DELAY_SECONDS). */
const queueSettings = (config: Config) => ({
  deadLetter: DEAD_LETTER_QUEUE,
  expireInSeconds: 15 * 60,
  // A running job's worker beats every 15 s: a job whose process died is tried again once its beat is this silent
  // (and the queue's supervisor, every minute, sees it), not after the whole expiry, which would hold its key that long.
  heartbeatSeconds: HEARTBEAT_SECONDS,
  retryLimit: config.jobRetryLimit,
  retryDelay: config.jobRetryDelaySeconds,
  retryBackoff: true,
});

/** Creates each job's queue, or brings its settings up to date (idempotent), and the dead-letter queue. */
export async function createQueues(boss: PgBoss, jobs: readonly BackgroundJob[], config: Config): Promise<void> {
  if (!(await boss.getQueue(DEAD_LETTER_QUEUE)))
    await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 14 * 24 * 3600 });
  const settings = queueSettings(config);
  for (const job of jobs) {
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, settings);
    else await boss.createQueue(job.name, { ...settings, policy: 'stately', retryDelayMax: 15 * 60 });
  }
}

/** Creates the queues, sets or removes each schedule and works every queue in this process. */
export async function startBackgroundJobs(
  boss: PgBoss,
  jobs: readonly BackgroundJob[],
  context: JobContext,
): Promise<void> {
  await createQueues(boss, jobs, context.config);
  for (const job of jobs) {
    const minutes = job.everyMinutes(context.config);
    if (minutes > 0) await boss.schedule(job.name, cronEvery(minutes), null, { tz: SCHEDULE_TIME_ZONE });
    else await boss.unschedule(job.name);
    // One job at a time; a fetch that found one asks again at once (a continuation is there already).
    await boss.work(
      job.name,
      { pollingIntervalSeconds: context.config.jobPollSeconds, batchSize: 1, burstWhenBatchFull: true },
      async ([sent]) => {
        if (!sent) return;
        try {
          await job.run(context, sent.data ?? null, { id: sent.id, retryCount: sent.retryCount, signal: sent.signal });
        } catch (error) {
          context.log.error({ err: error, job: job.name, id: sent.id }, 'a background job failed');
          throw error;
        }
      },
    );
  }
}
