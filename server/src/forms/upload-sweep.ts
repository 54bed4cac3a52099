// Files uploaded to a form that no submission names: the person left without sending, or the submission (or the
// whole form) was deleted since. Each goes once it is older than a grace period (a person may take their time
// between uploading and sending), its record and its bytes, every FORM_UPLOAD_SWEEP_MINUTES. The queue runs one sweep
// at a time for all server processes together, so it takes no locks of its own.
import { and, arrayContains, eq, exists, inArray, like, lt, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { files, formSubmissions } from '../db/schema/index';
import type { Storage } from '../files/storage';
import { removeStored } from '../files/upload';
import type { BackgroundJob } from '../jobs/background-job';

/** How long an upload waits for the submission that names it. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * One pass: removes the form uploads older than `graceMs` that no submission of their form names; resolves with how
 * many. A submission names a file by its path_key as a JSON string anywhere in its answers (arrays and nested forms too).
 */
export async function sweepFormUploads(
  db: Db,
  storage: Storage,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { now?: Date; graceMs?: number } = {},
): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? UPLOAD_GRACE_MS));
  // the form a file was uploaded to, from its folder (files/upload: forms/<form id>); CASE keeps the cast safe
  const formOfFile = sql`case when ${files.dirPath} ~ '^forms/[0-9]{1,9}$' then substring(${files.dirPath} from 7)::int end`;
  const named = db
    .select({ one: sql`1` })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.formId, formOfFile),
        sql`position('"' || ${files.pathKey} || '"' in ${formSubmissions.data}::text) > 0`,
      ),
    );
  let removed = 0;
  for (;;) {
    const unused = db
      .select({ pathKey: files.pathKey })
      .from(files)
      .where(
        and(
          like(files.dirPath, 'forms/%'),
          arrayContains(files.tags, ['form']),
          lt(files.createdAt, cutoff),
          not(exists(named)),
        ),
      )
      .limit(BATCH);
    const rows = await db.delete(files).where(inArray(files.pathKey, unused)).returning();
    for (const row of rows)
      await removeStored(storage, row).catch((error: unknown) =>
        log.warn({ err: error, path_key: row.pathKey }, 'removing an unsent form upload failed'),
      );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

export const sweepFormUploadsJob: BackgroundJob = {
  name: 'forms.sweep-uploads',
  everyMinutes: (config) => config.formUploadSweepMinutes,
  async run({ db, storage, log }) {
    const removed = await sweepFormUploads(db, storage, log);
    if (removed) log.info({ removed }, 'unsent form uploads removed');
  },
};
