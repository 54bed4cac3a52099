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
import { deleteByIdRoute, guardedRoutes } from './route-schema';
import { byCmsId, deletes, doc } from './cms-common';
import { queryInt, listResponse, zId } from '../schemas/common';

/** Tables. */
const tableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/tables', {
    schema: doc("A website's tables with their fields", {
      querystring: z.object({ ...paging(), website_id: queryInt(zId()) }),
      response: { 200: listResponse(tableSchema) },
      errors: [401, 422],
    }),
    handler: async (request) => listTables(db, request.query.website_id, request.query.skip, request.query.limit),
  });

  app.post('/tables', {
    schema: doc('Add a table (with its first fields) to a website', {
      body: tableCreate,
      response: { 201: tableSchema },
      errors: [401, 409, 422],
    }),
    handler: async (request, reply) => reply.code(201).send(await createTable(db, request.body)),
  });

  app.get('/tables/:id', {
    schema: doc('A table with its fields', { ...byCmsId, response: { 200: tableSchema } }),
    handler: async (request) => readTable(db, request.params.id),
  });

  app.put('/tables/:id', {
    schema: doc('Rename or describe a table', { ...byCmsId, body: tableUpdate, response: { 200: tableSchema } }),
    handler: async (request) => updateTable(db, request.params.id, request.body),
  });

  deleteByIdRoute(app, '/tables/:id', 'Delete a table with its fields and rows', (id) => deleteTable(db, id), deletes);
};

/** A table's fields. */
const fieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/tables/:id/fields', {
    schema: doc("A table's fields in order", { ...byCmsId, response: { 200: z.array(fieldSchema) } }),
    handler: async (request) => (await readTable(db, request.params.id)).fields,
  });

  app.post('/tables/:id/fields', {
    schema: doc('Add a field (at `position`, default last)', {
      ...byCmsId,
      body: fieldCreate,
      response: { 201: fieldSchema },
    }),
    handler: async (request, reply) => {
      const table = await readTable(db, request.params.id);
      return reply.code(201).send(await addField(db, table.id, table.website_id, request.body));
    },
  });

  app.get('/fields/:id', {
    schema: doc('A field', { ...byCmsId, response: { 200: fieldSchema } }),
    handler: async (request) => readField(db, request.params.id),
  });

  app.put('/fields/:id', {
    schema: doc(
      "Change a field: label, required, options, position, name (the rows' values follow) or type (values that convert are converted; the others stay and are flagged in the rows' errors)",
      { ...byCmsId, body: fieldUpdate, response: { 200: fieldSchema } },
    ),
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

const siteTableParams = z.object({ id: queryInt(zId()), tableId: queryInt(zId()) });

/** A table's rows. */
const rowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/tables/:id/data/search', {
    schema: doc('Rows of a table: equal-value filters per field, a text search, sorting by a field', {
      ...byCmsId,
      body: rowSearch,
      response: { 200: listResponse(rowSchema) },
    }),
    handler: async (request) => {
      await readTable(db, request.params.id);
      return searchRows(db, request.params.id, request.body);
    },
  });

  app.get('/website/:id/tables/:tableId/data', {
    schema: doc("A website table's rows", {
      params: siteTableParams,
      querystring: z.object(paging()),
      response: { 200: listResponse(rowSchema) },
      errors: [401, 404, 422],
    }),
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
    schema: doc(
      'Add rows (one object, or a list pasted at once: all or none); each value checked against its field (422 per field, loc body.data.<field> or body.<index>.data.<field>)',
      {
        params: siteTableParams,
        body: z.union([rowWrite, z.array(rowWrite).min(1).max(1000)]),
        response: { 201: z.union([rowSchema, z.array(rowSchema)]) },
        errors: [401, 404, 422],
      },
    ),
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
    schema: doc('A row', { ...byCmsId, response: { 200: rowSchema } }),
    handler: async (request) => readRow(db, request.params.id),
  });

  app.patch('/data/:id', {
    schema: doc("Change some of a row's values (each checked against its field)", {
      ...byCmsId,
      body: rowWrite,
      response: { 200: rowSchema },
    }),
    handler: async (request) => updateRow(db, request.params.id, request.body.data),
  });

  deleteByIdRoute(app, '/data/:id', 'Delete a row', (id) => deleteRow(db, id), deletes);
};

const cmsTableRoutes = guardedRoutes(requireUser, tableRoutes, fieldRoutes, rowRoutes);

export default cmsTableRoutes;
