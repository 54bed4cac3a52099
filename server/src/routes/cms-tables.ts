// A website's schema tables under /api/cms: tables, their typed fields, and rows checked against the fields.
// Changing a field's type converts the values that convert and keeps the others as they were, flagged on read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { addField, deleteField, readField, updateField } from '../cms/fields';
import {
  fieldCreate,
  fieldSchema,
  fieldUpdate,
  id,
  paging,
  rowSchema,
  rowSearch,
  rowWrite,
  tableCreate,
  tableSchema,
  tableUpdate,
} from '../cms/schemas';
import { addRows, assertTableOfSite, deleteRow, readRow, searchRows, updateRow } from '../cms/table-data';
import { createTable, deleteTable, listTables, readTable, updateTable } from '../cms/tables';
import { authSecurity } from '../docs';
import { deleteByIdRoute, type DeleteRoutes } from './delete-route';
import { errorResponses } from '../errors';
import { queryInt, listResponse } from '../schemas/common';

const tags = ['cms'];
const idParams = z.object({ id: queryInt(id()) });
/** What every plain delete here is described with. */
const deletes: DeleteRoutes = { tags, params: idParams, errors: [401, 404, 422] };

/** Tables. */
const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/tables', {
    schema: {
      tags,
      summary: "A website's tables with their fields",
      security: authSecurity,
      querystring: z.object({ ...paging(), website_id: queryInt(id()) }),
      response: { 200: listResponse(tableSchema), ...errorResponses(401, 422) },
    },
    handler: async (request) => listTables(db, request.query.website_id, request.query.skip, request.query.limit),
  });

  app.post('/tables', {
    schema: {
      tags,
      summary: 'Add a table (with its first fields) to a website',
      security: authSecurity,
      body: tableCreate,
      response: { 201: tableSchema, ...errorResponses(401, 409, 422) },
    },
    handler: async (request, reply) => reply.code(201).send(await createTable(db, request.body)),
  });

  app.get('/tables/:id', {
    schema: {
      tags,
      summary: 'A table with its fields',
      security: authSecurity,
      params: idParams,
      response: { 200: tableSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => readTable(db, request.params.id),
  });

  app.put('/tables/:id', {
    schema: {
      tags,
      summary: 'Rename or describe a table',
      security: authSecurity,
      params: idParams,
      body: tableUpdate,
      response: { 200: tableSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => updateTable(db, request.params.id, request.body),
  });

  deleteByIdRoute(app, '/tables/:id', 'Delete a table with its fields and rows', (id) => deleteTable(db, id), deletes);
};

/** A table's fields. */
const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/tables/:id/fields', {
    schema: {
      tags,
      summary: "A table's fields in order",
      security: authSecurity,
      params: idParams,
      response: { 200: z.array(fieldSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => (await readTable(db, request.params.id)).fields,
  });

  app.post('/tables/:id/fields', {
    schema: {
      tags,
      summary: 'Add a field (at `position`, default last)',
      security: authSecurity,
      params: idParams,
      body: fieldCreate,
      response: { 201: fieldSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const table = await readTable(db, request.params.id);
      return reply.code(201).send(await addField(db, table.id, table.website_id, request.body));
    },
  });

  app.get('/fields/:id', {
    schema: {
      tags,
      summary: 'A field',
      security: authSecurity,
      params: idParams,
      response: { 200: fieldSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => readField(db, request.params.id),
  });

  app.put('/fields/:id', {
    schema: {
      tags,
      summary:
        "Change a field: label, required, options, position, name (the rows' values follow) or type (values that convert are converted; the others stay and are flagged in the rows' errors)",
      security: authSecurity,
      params: idParams,
      body: fieldUpdate,
      response: { 200: fieldSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => updateField(db, request.params.id, request.body),
  });

  deleteByIdRoute(
    app,
    '/fields/:id',
    'Delete a field and its values in every row',
    (id) => deleteField(db, id),
    deletes,
  );
};

const siteTableParams = z.object({ id: queryInt(id()), tableId: queryInt(id()) });

/** A table's rows. */
const rowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/tables/:id/data/search', {
    schema: {
      tags,
      summary: 'Rows of a table: equal-value filters per field, a text search, sorting by a field',
      security: authSecurity,
      params: idParams,
      body: rowSearch,
      response: { 200: listResponse(rowSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await readTable(db, request.params.id);
      return searchRows(db, request.params.id, request.body);
    },
  });

  app.get('/website/:id/tables/:tableId/data', {
    schema: {
      tags,
      summary: "A website table's rows",
      security: authSecurity,
      params: siteTableParams,
      querystring: z.object(paging()),
      response: { 200: listResponse(rowSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await assertTableOfSite(db, request.params.id, request.params.tableId);
      return searchRows(db, request.params.tableId, {
        skip: request.query.skip,
        limit: request.query.limit,
        order: 'asc',
      });
    },
  });

  app.post('/website/:id/tables/:tableId/data', {
    schema: {
      tags,
      summary:
        'Add rows (one object, or a list pasted at once: all or none); each value checked against its field (422 per field, loc body.data.<field> or body.<index>.data.<field>)',
      security: authSecurity,
      params: siteTableParams,
      body: z.union([rowWrite, z.array(rowWrite).min(1).max(1000)]),
      response: { 201: z.union([rowSchema, z.array(rowSchema)]), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await assertTableOfSite(db, request.params.id, request.params.tableId);
      const many = Array.isArray(request.body);
      const bodies = Array.isArray(request.body) ? request.body : [request.body];
      const rows = await addRows(
        db,
        request.params.tableId,
        bodies.map((b) => b.data),
        many,
      );
      return reply.code(201).send(many ? rows : rows[0]);
    },
  });

  app.get('/data/:id', {
    schema: {
      tags,
      summary: 'A row',
      security: authSecurity,
      params: idParams,
      response: { 200: rowSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => readRow(db, request.params.id),
  });

  app.patch('/data/:id', {
    schema: {
      tags,
      summary: "Change some of a row's values (each checked against its field)",
      security: authSecurity,
      params: idParams,
      body: rowWrite,
      response: { 200: rowSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => updateRow(db, request.params.id, request.body.data),
  });

  deleteByIdRoute(app, '/data/:id', 'Delete a row', (id) => deleteRow(db, id), deletes);
};

/** Every route here needs a signed-in user; the sub-areas register in this order, the API document's order. */
const cmsTableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  await app.register(tableRoutes);
  await app.register(fieldRoutes);
  await app.register(rowRoutes);
};

export default cmsTableRoutes;
