// The one way a server process runs background work on a timer (billing, inbox checks, scheduled publishing, the
// upload sweep): a first run after a pause, then every period; a run still going when the next is due is not
// doubled; a failure is logged and the next period tries again. Several processes may run it: each job keeps its
// own guard against doing one thing twice (a run key, a lease, SKIP LOCKED).
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  everyMs: number;
  /** The first run, after the server has settled (default: one period). */
  firstAfterMs?: number;
  log: FastifyBaseLogger;
  /** Logged with the error when a run fails. */
  failure: string;
}

/** Starts the job; the returned function stops it. */
export function runPeriodically(job: PeriodicJob, run: () => Promise<void>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      job.log.error({ err: error }, job.failure);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), job.firstAfterMs ?? job.everyMs);
  const timer = setInterval(() => void tick(), job.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
