// Scheduled publishing: every CMS_PUBLISH_INTERVAL_SECONDS the server publishes the pages whose publish_at has come.
// Due rows are taken with FOR UPDATE SKIP LOCKED, so several server processes never publish one page twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { runPeriodically } from '../jobs/periodic';
import { publishDue } from './pages';

export function startCmsScheduler(db: Db, seconds: number, log: FastifyBaseLogger): () => void {
  if (seconds <= 0) return () => undefined;
  return runPeriodically({ everyMs: seconds * 1000, log, failure: 'publishing scheduled pages failed' }, async () => {
    const published = await publishDue(db);
    if (published) log.info({ published }, 'scheduled pages published');
  });
}
