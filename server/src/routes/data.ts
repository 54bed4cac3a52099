// The generic data store under /api/data (GET/POST /data/{table}, GET/PUT/DELETE /data/{table}/{id}
// with an optional filter query): JSON documents kept per table name, in ra-data-simple-rest's conventions so that
// provider works on them unchanged: lists are a JSON array with `Content-Range: <table> <first>-<last>/<total>`,
// records are the document with its `id`, PUT replaces the document, DELETE answers the deleted record.
// Superusers only: any table name is accepted, so nobody less may use it.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuperuser } from '../auth/guards';
import { dataDocuments, type DataDocument } from '../db/schema/index';
import { filterOf, MAX_PAGE, NAME_PATTERN, orderOf, rangeOf } from '../data-store/query';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { queryInt, zInt } from '../schemas/common';

const tags = ['data'];
const document = z
  .looseObject({ id: z.int() })
  .meta({ id: 'DataDocument', description: 'The stored JSON document with its id' });
const body = z.record(z.string(), z.unknown()).describe('The document (an `id` in it is ignored)');
const tableParam = z
  .string()
  .regex(NAME_PATTERN)
  .describe('Table name: a letter, then letters, digits, _ or - (at most 63)');
const tableParams = z.object({ table: tableParam });
const itemParams = z.object({ table: tableParam, id: queryInt(zInt().min(1).max(2_147_483_647)) });
const json = (what: string) => z.string().max(100_000).optional().describe(what);
const listQuery = z
  .object({
    sort: json('["field", "ASC" | "DESC"]; default ["id", "ASC"]'),
    range: json(`[first, last], both included, at most ${MAX_PAGE}; default the first ${MAX_PAGE}`),
    filter: json('{"key": value | [values], "id": id | [ids], "q": "text"}'),
    embed: json('accepted and ignored: documents have no relations'),
  })
  .strict();
const itemQuery = z.object({ filter: json('the record must also match this filter, else 404') }).strict();

const toRecord = (row: DataDocument) => ({ ...row.data, id: row.id });
const withoutId = ({ id: _id, ...rest }: Record<string, unknown>) => rest;

const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSuperuser);

  /** Where one document of the table is, when it also matches the optional filter. */
  const item = (table: string, id: number, filter?: string) =>
    and(eq(dataDocuments.tableName, table), eq(dataDocuments.id, id), filterOf(filter));

  app.get('/:table', {
    schema: {
      tags,
      summary: 'Documents of a table (sort, range, filter as JSON); the total in Content-Range',
      security: authSecurity,
      params: tableParams,
      querystring: listQuery,
      response: { 200: z.array(document), ...errorResponses(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const { table } = request.params;
      const { offset, limit } = rangeOf(request.query.range);
      const where = and(eq(dataDocuments.tableName, table), filterOf(request.query.filter));
      const order = orderOf(request.query.sort);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(dataDocuments)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(dataDocuments).where(where),
      ]);
      const total = totals[0]?.total ?? 0;
      const span = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
      reply
        .header('content-range', `${table} ${span}/${total}`)
        .header('access-control-expose-headers', 'Content-Range');
      return rows.map(toRecord);
    },
  });

  app.post('/:table', {
    schema: {
      tags,
      summary: 'Store a document in a table (201 with its id)',
      security: authSecurity,
      params: tableParams,
      body,
      response: { 201: document, ...errorResponses(401, 403, 422) },
    },
    handler: async (request, reply) => {
      const [row] = await db
        .insert(dataDocuments)
        .values({ tableName: request.params.table, data: withoutId(request.body) })
        .returning();
      return reply.code(201).send(toRecord(row!));
    },
  });

  app.get('/:table/:id', {
    schema: {
      tags,
      summary: 'One document',
      security: authSecurity,
      params: itemParams,
      querystring: itemQuery,
      response: { 200: document, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(dataDocuments)
        .where(item(request.params.table, request.params.id, request.query.filter));
      if (!row) throw notFound();
      return toRecord(row);
    },
  });

  app.put('/:table/:id', {
    schema: {
      tags,
      summary: 'Replace a document',
      security: authSecurity,
      params: itemParams,
      querystring: itemQuery,
      body,
      response: { 200: document, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const [row] = await db
        .update(dataDocuments)
        .set({ data: withoutId(request.body) })
        .where(item(request.params.table, request.params.id, request.query.filter))
        .returning();
      if (!row) throw notFound();
      return toRecord(row);
    },
  });

  app.delete('/:table/:id', {
    schema: {
      tags,
      summary: 'Delete a document (answers it)',
      security: authSecurity,
      params: itemParams,
      querystring: itemQuery,
      response: { 200: document, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const [row] = await db
        .delete(dataDocuments)
        .where(item(request.params.table, request.params.id, request.query.filter))
        .returning();
      if (!row) throw notFound();
      return toRecord(row);
    },
  });
};

export default dataRoutes;
