// What a piece of background work declares: its queue's name, how often it runs (from the configuration), and its
// work. jobs/run.ts gives each one a queue with retries and a dead-letter queue, a schedule kept in the database,
// and a worker; the list of them is server/src/background.ts. A job sent for one thing (a campaign, a notification)
// carries that thing's id in its data and a singleton key, so one thing has one job waiting and one running at most.
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../files/storage';
import type { Mailer } from '../mail';

export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  storage: Storage;
  mailer: Mailer;
  /** The started queue: work that goes on in slices sends itself its continuation. */
  queue: PgBoss;
}

/** The attempt a worker is running: the queue's job and how to tell it was taken away (a stop, a lost heartbeat). */
export interface JobRun {
  id: string;
  retryCount: number;
  signal: AbortSignal;
}

export interface BackgroundJob {
  /** The queue's name: `<area>.<what>`, shown on the background jobs screen. */
  name: string;
  /** Minutes between runs, from the configuration; 0 or less: not scheduled (it can still be sent by hand). */
  everyMinutes(config: Config): number;
  /**
   * One run, with the data the job was sent with (null from the schedule or "run now"; anything else is checked
   * before use: it is read back from the database). A throw fails the job: the queue tries it again later, then
   * keeps it failed for staff to see.
   */
  run(context: JobContext, data?: unknown, run?: JobRun): Promise<void>;
}

/**
 * A run that did not do its work, with a code the background jobs screen words (`jobs.errors.<code>`) beside the
 * message. The queue keeps both (the thrown error's own fields) and tries the job again.
 */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}
