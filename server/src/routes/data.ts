// The generic data store under /api/data (GET/POST /data/{table}, GET/PUT/DELETE /data/{table}/{id}
// with an optional filter query): JSON documents kept per table name, in ra-data-simple-rest's conventions so that
// provider works on them unchanged: lists are a JSON array with `Content-Range: <table> <first>-<last>/<total>`,
// records are the document with its `id`, PUT replaces the document, DELETE answers the deleted record.
// Superusers only: any table name is accepted, so nobody less may use it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSuperuser } from '../auth/guards';
import { addDocument, deleteDocument, listDocuments, readDocument, replaceDocument } from '../data-store/documents';
import { MAX_PAGE, NAME_PATTERN } from '../data-store/query';
import { queryInt, zId } from '../schemas/common';
import { routeSchemas } from './route-schema';

const tags = ['data'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const document = z
  .looseObject({ id: z.int() })
  .meta({ id: 'DataDocument', description: 'The stored JSON document with its id' });
const body = z.record(z.string(), z.unknown()).describe('The document (an `id` in it is ignored)');
const tableParam = z
  .string()
  .regex(NAME_PATTERN)
  .describe('Table name: a letter, then letters, digits, _ or - (at most 63)');
const tableParams = z.object({ table: tableParam });
const itemParams = z.object({ table: tableParam, id: queryInt(zId()) });
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
/** A route about one document: its table and id, the filter it must also match, and the errors that may answer. */
const oneDocument = { params: itemParams, querystring: itemQuery, errors: [401, 403, 404, 422] };

const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSuperuser);

  app.get('/:table', {
    schema: doc('Documents of a table (sort, range, filter as JSON); the total in Content-Range', {
      params: tableParams,
      querystring: listQuery,
      response: { 200: z.array(document) },
      errors: [401, 403, 422],
    }),
    handler: async (request, reply) => {
      const { table } = request.params;
      const { records, offset, total } = await listDocuments(db, table, request.query);
      const span = records.length ? `${offset}-${offset + records.length - 1}` : '*';
      reply
        .header('content-range', `${table} ${span}/${total}`)
        .header('access-control-expose-headers', 'Content-Range');
      return records;
    },
  });

  app.post('/:table', {
    schema: doc('Store a document in a table (201 with its id)', {
      params: tableParams,
      body,
      response: { 201: document },
      errors: [401, 403, 422],
    }),
    handler: async (request, reply) => {
      return reply.code(201).send(await addDocument(db, request.params.table, request.body));
    },
  });

  app.get('/:table/:id', {
    schema: doc('One document', { ...oneDocument, response: { 200: document } }),
    handler: async (request) => readDocument(db, request.params.table, request.params.id, request.query.filter),
  });

  app.put('/:table/:id', {
    schema: doc('Replace a document', { ...oneDocument, body, response: { 200: document } }),
    handler: async (request) =>
      replaceDocument(db, request.params.table, request.params.id, request.query.filter, request.body),
  });

  app.delete('/:table/:id', {
    schema: doc('Delete a document (answers it)', { ...oneDocument, response: { 200: document } }),
    handler: async (request) => deleteDocument(db, request.params.table, request.params.id, request.query.filter),
  });
};

export default dataRoutes;
