// How a hand-written route is described in the API document: `routeSchemas` gives a file's routes their tags and
// security once, and each route its summary, its parts and the error statuses it may answer (from the one catalogue,
// errors.ts); `deleteByIdRoute` is the plain DELETE of one thing by its id. The factory's routes (crud/) describe
// themselves.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { intIdParams } from '../schemas/common';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What the routes of one file (or part of one) have in common. */
export interface RouteArea {
  tags: string[];
  /** Who may call them: by default a signed-in user (bearer token or cookie); `'public'`, anyone (no security named). */
  security?: Array<Record<string, string[]>> | 'public';
}

/** A route's own parts: what it takes, and its answers other than the errors. */
interface RouteParts {
  /** More than the summary says, where a reader of the API needs it. */
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
  response: Record<number, z.ZodType>;
  /** The error statuses it may answer. */
  errors: number[];
}

/** The schema of each route of an area: `doc(summary, { params, body, response: { 200: … }, errors: [401, 404] })`. */
export function routeSchemas({ tags, security = authSecurity }: RouteArea) {
  return <P extends RouteParts>(summary: string, { response, errors, description, ...parts }: P) => ({
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...(security === 'public' ? {} : { security }),
    ...(parts as Omit<P, 'response' | 'errors' | 'description'>),
    response: { ...response, ...errorResponses(...errors) } as P['response'],
  });
}

/** A route about one thing by its id: the path's parameters, and the errors that may answer (none such is 404). */
export const byId = <P extends z.ZodType>(params: P) => ({ params, errors: [401, 404, 422] });
/** The same for a whole-number id. */
export const byIntId = byId(intIdParams);

/** How a file's deletes are described: its tags, the id's parameters and the error statuses they may answer. */
export interface DeleteRoutes {
  tags: string[];
  /** The path's parameters: the id, a whole number. */
  params: z.ZodType<{ id: number }, unknown>;
  errors: number[];
}

/** The answer of a delete: 204 with no body. */
export const deletedResponse = () => z.null().describe('Deleted');

/** The work is the caller's; the answer is 204 with no body, and a missing thing is the 404 the work throws. */
export function deleteByIdRoute(
  app: App,
  path: string,
  summary: string,
  remove: (id: number) => Promise<unknown>,
  { tags, params, errors }: DeleteRoutes,
): void {
  app.delete(path, {
    schema: routeSchemas({ tags })(summary, { params, response: { 204: deletedResponse() }, errors }),
    handler: async (request, reply) => {
      await remove(request.params.id);
      return reply.code(204).send(null);
    },
  });
}

/** Who may call an area's routes: a guard of auth/guards (requireUser, requireSuperuser). */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A file's route plugins behind one guard, registered in this order: the API document's order. */
export const guardedRoutes =
  (guard: Guard, ...areas: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', guard);
    for (const area of areas) await app.register(area);
  };
