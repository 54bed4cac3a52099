// The background jobs screen's answers (server/src/routes/jobs.ts), as the server sends them and the admin reads them.
export interface QueueStatus {
  name: string;
  waiting: number;
  running: number;
  failed: number;
  schedule: { cron: string; time_zone: string; next_run: string | null } | null;
}

/** A job whose last try failed: `retry` waits for its next try (at `next_try_at`), `failed` has used every try. */
export interface FailingJob {
  id: string;
  queue: string;
  state: 'retry' | 'failed';
  /** What went wrong as a code the admin words (`jobs.errors.<code>`), when the work gave one. */
  error_code: string | null;
  /** The error as the work said it (names a host, an id): shown under the words. */
  error: string;
  /** Tries so far. */
  attempts: number;
  created_at: string;
  /** When it failed for good (`failed`). */
  failed_at: string | null;
  /** When it is tried again (`retry`). */
  next_try_at: string | null;
}
