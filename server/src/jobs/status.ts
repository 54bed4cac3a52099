// What the background jobs screen shows and does (routes/jobs.ts): each queue's waiting, running and failed counts
// with its schedule and next run, the jobs waiting to be tried again or that failed every try with their error and
// attempts, retry or cancel, and run a queue's work now.
import type { PgBoss } from 'pg-boss';
import { QUEUE_SCHEMA } from './queue';
import { DEAD_LETTER_QUEUE } from './run';
import type { FailingJob, QueueStatus } from '../../../definitions/wire/jobs';

/** pg-boss's own queues (`__pgboss__…`) and the dead-letter queue are not background work to show. */
export const isShown = (name: string) => name !== DEAD_LETTER_QUEUE && !name.startsWith('__pgboss');

/** Each queue's jobs by state, counted now (the queue's own counts are refreshed only by its monitor, a minute late). */
async function countsByQueue(boss: PgBoss, queues: readonly string[]): Promise<Map<string, Record<string, number>>> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `select name, state, count(*)::int as n from ${QUEUE_SCHEMA}.job where name = any($1) and state in ('created', 'retry', 'active', 'failed') group by name, state`,
      [queues],
    );
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows as Array<{ name: string; state: string; n: number }>)
    counts.set(row.name, { ...counts.get(row.name), [row.state]: Number(row.n) });
  return counts;
}

/** Every queue of background work, by name, with its schedule and how many of its jobs wait, run and failed. */
export async function queueStatuses(boss: PgBoss): Promise<QueueStatus[]> {
  const [queues, schedules] = await Promise.all([boss.getQueues(), boss.getSchedules()]);
  const shown = queues.filter((queue) => isShown(queue.name)).sort((a, b) => a.name.localeCompare(b.name));
  const counts = await countsByQueue(
    boss,
    shown.map((queue) => queue.name),
  );
  return shown.map((queue) => {
    const schedule = schedules.find((s) => s.name === queue.name);
    const next = schedule ? boss.previewSchedule(schedule.cron, { tz: schedule.timezone, count: 1 })[0] : undefined;
    const count = counts.get(queue.name) ?? {};
    return {
      name: queue.name,
      waiting: (count.created ?? 0) + (count.retry ?? 0),
      running: count.active ?? 0,
      failed: count.failed ?? 0,
      schedule: schedule
        ? { cron: schedule.cron, time_zone: schedule.timezone, next_run: next?.toISOString() ?? null }
        : null,
    };
  });
}

type ErrorOutput = { message?: unknown; code?: unknown } | null;
const errorOf = (output: unknown): string => {
  const message = (output as ErrorOutput)?.message;
  return typeof message === 'string' && message ? message : JSON.stringify(output ?? null);
};
/** The code a JobFailure carries (the queue keeps a thrown error's own fields); none for any other error. */
const codeOf = (output: unknown): string | null => {
  const code = (output as ErrorOutput)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : null;
};
const isoOf = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The jobs of the given queues whose last try failed: those waiting for their next try first (soonest first), then
 * those that failed every try (newest first). Read from the queue's table: its own finder walks every job.
 */
export async function failingJobs(boss: PgBoss, queues: readonly string[], limit = 100): Promise<FailingJob[]> {
  const { rows } = await boss.getDb().executeSql(
    `select id, name, state, output, retry_count, start_after, created_on, completed_on from ${QUEUE_SCHEMA}.job
       where name = any($1) and state in ('retry', 'failed')
       order by state = 'failed', case when state = 'retry' then start_after end, completed_on desc nulls last limit $2`,
    [queues, limit],
  );
  type Row = {
    id: string;
    name: string;
    state: 'retry' | 'failed';
    output: unknown;
    retry_count: number;
    start_after: Date | string;
    created_on: Date | string;
    completed_on: Date | string | null;
  };
  return (rows as Row[]).map((row) => ({
    id: row.id,
    queue: row.name,
    state: row.state,
    error_code: codeOf(row.output),
    error: errorOf(row.output),
    attempts: row.retry_count + 1,
    created_at: new Date(row.created_on).toISOString(),
    failed_at: row.state === 'failed' ? isoOf(row.completed_on) : null,
    next_try_at: row.state === 'retry' ? isoOf(row.start_after) : null,
  }));
}

/** Sends one job to a queue of background work now; false when one is already waiting (a queue keeps one waiting). */
export async function runNow(boss: PgBoss, queue: string): Promise<boolean> {
  return (await boss.send(queue, null)) !== null;
}

/** Puts a failed job back in its queue; false when it is not failed (or not there). */
export async function retryJob(boss: PgBoss, queue: string, id: string): Promise<boolean> {
  const [job] = await boss.findJobs(queue, { id });
  if (job?.state !== 'failed') return false;
  await boss.retry(queue, id);
  return true;
}

/** Cancels a waiting job or dismisses a failed one; false when it is running, done or not there. */
export async function cancelJob(boss: PgBoss, queue: string, id: string): Promise<boolean> {
  const [job] = await boss.findJobs(queue, { id });
  if (!job || !['created', 'retry', 'failed'].includes(job.state)) return false;
  if (job.state === 'failed') await boss.deleteJob(queue, id);
  else await boss.cancel(queue, id);
  return true;
}
