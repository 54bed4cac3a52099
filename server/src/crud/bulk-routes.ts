// One factory entity's bulk actions: several records deleted, or changed the same way, in one transaction (all or
// none).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { nonEmpty } from './entity-records';
import { idSchema, MAX_IDS } from './list-query';
import type { RecordRouteOptions } from './record-routes';

export function bulkRoutes({ entity, tags, record, update, records }: RecordRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const idsBody = z.array(idSchema()).min(1).max(MAX_IDS);

    app.post(`${entity.base}/bulk/delete`, {
      schema: {
        tags,
        summary: `Delete several ${entity.name} in one transaction (all or none)`,
        security: authSecurity,
        body: z.object({ ids: idsBody }).strict(),
        response: { 200: z.object({ ids: z.array(z.int()) }), ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const ids = [...new Set((request.body as { ids: number[] }).ids)];
        await records.remove(ids, currentUser(request));
        return { ids };
      },
    });

    app.post(`${entity.base}/bulk/update`, {
      schema: {
        tags,
        summary: `Change several ${entity.name} the same way in one transaction (all or none)`,
        security: authSecurity,
        body: z.object({ ids: idsBody, data: update }).strict(),
        response: { 200: z.object({ items: z.array(record) }), ...errorResponses(401, 403, 404, 422) },
      },
      handler: async (request) => {
        const { ids, data } = request.body as { ids: number[]; data: Record<string, unknown> };
        return { items: await records.writeMany(ids, nonEmpty(data), currentUser(request)) };
      },
    });
  };
}
