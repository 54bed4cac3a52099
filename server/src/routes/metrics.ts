// GET /api/metrics: Prometheus' text format (metrics.ts) for an operator's scraper, behind its own bearer token
// (METRICS_TOKEN), not a staff session: a scraper holds no account. Without a token configured the route does not exist.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, httpError } from '../errors';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', {
    schema: {
      tags: ['health'],
      summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
      response: { 200: z.string(), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      const expected = app.config.metricsToken;
      if (!expected) throw httpError(404, 'Not Found');
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, expected)) throw httpError(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
      reply.type(app.metrics.contentType);
      return app.metrics.metrics();
    },
  });
};

export default metricsRoutes;
