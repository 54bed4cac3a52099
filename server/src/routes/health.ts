// GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and start scripts).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_TROUBLE_DETAIL, databaseTrouble, errorResponses, httpError, RETRY_AFTER_SECONDS } from '../errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }), ...errorResponses(503) },
    },
    handler: async (request) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: the database did not answer');
        // what is wrong, in words: gone or refusing, full, or an error of another kind
        throw httpError(503, DATABASE_TROUBLE_DETAIL[databaseTrouble(err) ?? 'unavailable'], { 'retry-after': String(RETRY_AFTER_SECONDS) });
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
};

export default healthRoutes;
