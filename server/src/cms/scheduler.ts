// Scheduled publishing: every CMS_PUBLISH_INTERVAL_SECONDS the server publishes the pages whose publish_at has come.
// Due rows are taken with FOR UPDATE SKIP LOCKED, so several server processes never publish one page twice.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { publishDue } from './pages';

export function startCmsScheduler(db: Db, seconds: number, log: FastifyBaseLogger): () => void {
  if (seconds <= 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDue(db);
      if (published) log.info({ published }, 'scheduled pages published');
    } catch (error) {
      log.error({ err: error }, 'publishing scheduled pages failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), seconds * 1000);
  return () => clearInterval(timer);
}
