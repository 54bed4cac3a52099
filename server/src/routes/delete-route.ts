// The plain DELETE of one thing by its id: the work is the caller's; the answer is 204 with no body, and a missing
// thing is the 404 the work throws.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** How a file's deletes are described: its tags, the id's parameters and the error statuses they may answer. */
export interface DeleteRoutes {
  tags: string[];
  /** The path's parameters: the id, a whole number. */
  params: z.ZodType<{ id: number }, unknown>;
  errors: number[];
}

export function deleteByIdRoute(
  app: App,
  path: string,
  summary: string,
  remove: (id: number) => Promise<unknown>,
  { tags, params, errors }: DeleteRoutes,
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
