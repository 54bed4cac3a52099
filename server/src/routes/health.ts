// GET /api/health: 200 when the database and this process's job queue answer, 503 otherwise (for load balancers and
// start scripts). `queue` is 'off' in a process that runs no queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../db/client';
import { DEAD_LETTER_QUEUE } from '../jobs/run';
import {
  DATABASE_TROUBLE_DETAIL,
  databaseTrouble,
  errorResponses,
  httpError,
  QUEUE_UNAVAILABLE_DETAIL,
  RETRY_AFTER_SECONDS,
} from '../errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.literal('ok'), queue: z.enum(['ok', 'off']) }),
        ...errorResponses(503),
      },
    },
    handler: async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.error({ err }, 'health check: the database did not answer');
        // what is wrong, in words: gone or refusing, full, or an error of another kind
        throw httpError(503, DATABASE_TROUBLE_DETAIL[databaseTrouble(err) ?? 'unavailable'], {
          'retry-after': String(RETRY_AFTER_SECONDS),
        });
      }
      if (!app.queue) return { status: 'ok' as const, database: 'ok' as const, queue: 'off' as const };
      try {
        await app.queue.getQueue(DEAD_LETTER_QUEUE);
      } catch (err) {
        request.log.error({ err }, 'health check: the job queue did not answer');
        throw httpError(503, QUEUE_UNAVAILABLE_DETAIL, { 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      return { status: 'ok' as const, database: 'ok' as const, queue: 'ok' as const };
    },
  });
};

export default healthRoutes;
