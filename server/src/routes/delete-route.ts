// The plain DELETE of one thing by its id: the work is the caller's; the answer is 204 with no body, and a missing
// thing is the 404 the work throws.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';

type App = Parameters<FastifyPluginAsyncZod>[0];

export function deleteByIdRoute(
  app: App,
  path: string,
  {
    tags,
    summary,
    params,
    errors,
    remove,
  }: {
    tags: string[];
    summary: string;
    /** The path's parameters: the id, a whole number. */
    params: z.ZodType<{ id: number }, unknown>;
    /** The error statuses the route may answer (for the API's description). */
    errors: number[];
    remove: (id: number) => Promise<unknown>;
  },
): void {
  app.delete(path, {
    schema: {
      tags,
      summary,
      security: authSecurity,
      params,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(...errors) },
    },
    handler: async (request, reply) => {
      await remove(request.params.id);
      return reply.code(204).send(null);
    },
  });
}
