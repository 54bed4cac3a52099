// One factory entity's list: a page of its records with the list's total, filtered, searched and sorted.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { listResponse } from '../schemas/common';
import { listJson } from './json-rows';
import { ListPages } from './list-page';
import type { ListQuery } from './list-query';
import { listJsonSchema, recordSerializerCompiler } from './record-serializer';
import type { RecordRouteOptions } from './record-routes';
import { toWire } from './records';

type Options = Pick<RecordRouteOptions, 'entity' | 'tags' | 'record' | 'recordJson' | 'records'> & { list: ListQuery };

export function listRoute({ entity, tags, record, recordJson, records, list }: Options): FastifyPluginAsyncZod {
  return async (app) => {
    const { query, pageParam, whereOf } = list;
    const pages = new ListPages(app.db, entity);
    const table = entity.table as PgTable;

    app.get(entity.listPath ?? entity.base, {
      serializerCompiler: recordSerializerCompiler({ 200: listJsonSchema(recordJson) }),
      schema: {
        tags,
        summary: `List ${entity.name} (${pageParam}/limit, sort/order, q, filters, ids)`,
        security: authSecurity,
        querystring: query,
        response: { 200: listResponse(record), ...errorResponses(401, 403, 422) },
      },
      handler: async (request, reply) => {
        const params = request.query as Record<string, unknown>;
        const found = whereOf(params);
        const limit =
          (params.limit as number | undefined) ?? (found.ids ? found.ids.length : (entity.defaultLimit ?? 100));
        const { rows, total } = await pages.page({
          ...found,
          sort: params.sort as string,
          ascending: params.order !== 'desc',
          limit,
          offset: params[pageParam] as number,
        });
        // a text with its JSON type is sent as it is (Fastify serialises only objects)
        if (pages.json) return reply.type('application/json').send(listJson(rows as string[], total) as never);
        return {
          items: await records.decorate(rows.map((row) => toWire(table, row as Record<string, unknown>))),
          total,
        };
      },
    });
  };
}
