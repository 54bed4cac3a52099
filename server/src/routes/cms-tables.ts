// A website's schema tables under /api/cms: tables, their typed fields, and rows checked against the fields.
// Changing a field's type converts the values that convert and keeps the others as they were, flagged on read.
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { assertReferences, convertValue, rowProblems, validateRow } from '../cms/rows';
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
import type { Db, Tx } from '../db/client';
import { cmsFields, cmsRows, cmsTables, cmsWebsites, type CmsField } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { updateOrRead } from '../db/update-or-read';
import { authSecurity } from '../docs';
import { errorResponses, orNotFound, validationError } from '../errors';
import { queryInt, listResponse } from '../schemas/common';

const tags = ['cms'];
const idParams = z.object({ id: queryInt(id()) });

export const fieldWire = (f: CmsField) => ({
  id: f.id,
  table_id: f.tableId,
  name: f.name,
  label: f.label,
  type: f.type,
  required: f.required,
  options: f.options,
  ref_table_id: f.refTableId,
  position: f.position,
});
const fieldsOf = (db: Db | Tx, tableId: number) =>
  db.select().from(cmsFields).where(eq(cmsFields.tableId, tableId)).orderBy(asc(cmsFields.position), asc(cmsFields.id));
export const rowWire = (fields: CmsField[], r: typeof cmsRows.$inferSelect) => ({
  id: r.id,
  table_id: r.tableId,
  data: r.data,
  errors: rowProblems(fields, r.data),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

async function tableWire(db: Db | Tx, tableId: number) {
  const table = orNotFound((await db.select().from(cmsTables).where(eq(cmsTables.id, tableId)))[0]);
  const fields = await fieldsOf(db, tableId);
  const [{ n }] = await db.select({ n: count() }).from(cmsRows).where(eq(cmsRows.tableId, tableId));
  return {
    id: table.id,
    website_id: table.websiteId,
    name: table.name,
    description: table.description,
    fields: fields.map(fieldWire),
    row_count: n,
  };
}

const selectNeedsOptions = (type: string | undefined, options: string[] | undefined) => {
  if (type === 'select' && !options?.length)
    throw validationError(
      ['body', 'options'],
      'Value error, a select field needs at least one option',
      options ?? [],
      'value_error',
      'options_required',
    );
};

/** A reference field names a table of the same website (422 on ref_table_id otherwise); other types keep none. */
async function refTableOf(
  db: Db | Tx,
  websiteId: number,
  type: string,
  refTableId: number | null | undefined,
  loc: (string | number)[],
): Promise<number | null> {
  if (type !== 'reference') return null;
  const found = refTableId
    ? (
        await db
          .select({ id: cmsTables.id })
          .from(cmsTables)
          .where(and(eq(cmsTables.id, refTableId), eq(cmsTables.websiteId, websiteId)))
      )[0]
    : undefined;
  if (!found)
    throw validationError(
      loc,
      'Value error, a reference field needs a table of the same website',
      refTableId ?? null,
      'value_error',
      'ref_table_required',
    );
  return found.id;
}

/** Puts a field at `position` among its table's fields (dense 0..n-1). */
async function placeField(tx: Tx, tableId: number, fieldId: number, position: number | undefined) {
  const order = (
    await tx
      .select({ id: cmsFields.id })
      .from(cmsFields)
      .where(eq(cmsFields.tableId, tableId))
      .orderBy(asc(cmsFields.position), asc(cmsFields.id))
      .for('update')
  ).map((f) => f.id);
  const rest = order.filter((f) => f !== fieldId);
  rest.splice(Math.max(0, Math.min(position ?? rest.length, rest.length)), 0, fieldId);
  for (const [index, fid] of rest.entries())
    await tx
      .update(cmsFields)
      .set({ position: index })
      .where(and(eq(cmsFields.id, fid), ne(cmsFields.position, index)));
}

/** Rows of a table, filtered by equal values and a text search over every value. */
async function searchRows(db: Db, tableId: number, query: z.infer<typeof rowSearch>) {
  const fields = await fieldsOf(db, tableId);
  const conditions: SQL[] = [eq(cmsRows.tableId, tableId)];
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    const field = fields.find((f) => f.name === name);
    if (!field)
      throw validationError(
        ['body', 'filters', name],
        'Value error, no such field',
        value,
        'value_error',
        'field_unknown',
      );
    conditions.push(
      value === null
        ? sql`${cmsRows.data}->${name} is null or not ${cmsRows.data} ? ${name}`
        : sql`${cmsRows.data}->${name} = ${JSON.stringify(value)}::jsonb`,
    );
  }
  const found = textSearch(query.q, [sql`${cmsRows.data}::text`]);
  if (found) conditions.push(found);
  let order: SQL = query.order === 'desc' ? desc(cmsRows.id) : asc(cmsRows.id);
  if (query.sort && query.sort !== 'id') {
    const field = fields.find((f) => f.name === query.sort);
    if (!field)
      throw validationError(['body', 'sort'], 'Value error, no such field', query.sort, 'value_error', 'field_unknown');
    order = sql`${cmsRows.data}->${field.name} ${sql.raw(query.order)} nulls last, ${cmsRows.id}`;
  }
  const where = and(...conditions);
  const rows = await db.select().from(cmsRows).where(where).orderBy(order).offset(query.skip).limit(query.limit);
  const [{ total }] = await db.select({ total: count() }).from(cmsRows).where(where);
  return { items: rows.map((r) => rowWire(fields, r)), total };
}

const cmsTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  // ---------- tables ----------
  app.get('/tables', {
    schema: {
      tags,
      summary: "A website's tables with their fields",
      security: authSecurity,
      querystring: z.object({ ...paging(), website_id: queryInt(id()) }),
      response: { 200: listResponse(tableSchema), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const where = eq(cmsTables.websiteId, request.query.website_id);
      const rows = await db
        .select({ id: cmsTables.id })
        .from(cmsTables)
        .where(where)
        .orderBy(asc(cmsTables.name))
        .offset(request.query.skip)
        .limit(request.query.limit);
      const [{ total }] = await db.select({ total: count() }).from(cmsTables).where(where);
      return { items: await Promise.all(rows.map((r) => tableWire(db, r.id))), total };
    },
  });

  app.post('/tables', {
    schema: {
      tags,
      summary: 'Add a table (with its first fields) to a website',
      security: authSecurity,
      body: tableCreate,
      response: { 201: tableSchema, ...errorResponses(401, 409, 422) },
    },
    handler: async (request, reply) => {
      const { website_id, name, description, fields } = request.body;
      const site = (await db.select({ id: cmsWebsites.id }).from(cmsWebsites).where(eq(cmsWebsites.id, website_id)))[0];
      if (!site)
        throw validationError(
          ['body', 'website_id'],
          'Value error, no such website',
          website_id,
          'value_error',
          'not_found',
        );
      const names = new Set<string>();
      for (const [index, f] of (fields ?? []).entries()) {
        if (names.has(f.name))
          throw validationError(
            ['body', 'fields', index, 'name'],
            'Value error, two fields with one name',
            f.name,
            'value_error',
            'field_name_taken',
          );
        names.add(f.name);
        if (f.type === 'select' && !f.options.length)
          throw validationError(
            ['body', 'fields', index, 'options'],
            'Value error, a select field needs at least one option',
            f.options,
            'value_error',
            'options_required',
          );
      }
      const tableId = await db.transaction(async (tx) => {
        const taken = await tx
          .select({ id: cmsTables.id })
          .from(cmsTables)
          .where(and(eq(cmsTables.websiteId, website_id), eq(cmsTables.name, name)));
        if (taken.length)
          throw validationError(
            ['body', 'name'],
            'Value error, this website has a table by this name',
            name,
            'value_error',
            'table_name_taken',
          );
        const [table] = await tx
          .insert(cmsTables)
          .values({ websiteId: website_id, name, description: description ?? null })
          .returning();
        for (const [index, f] of (fields ?? []).entries()) {
          const refTableId = await refTableOf(tx, website_id, f.type, f.ref_table_id, [
            'body',
            'fields',
            index,
            'ref_table_id',
          ]);
          await tx
            .insert(cmsFields)
            .values({
              tableId: table.id,
              name: f.name,
              label: f.label,
              type: f.type,
              required: f.required,
              options: f.options,
              refTableId,
              position: index,
            });
        }
        return table.id;
      });
      return reply.code(201).send(await tableWire(db, tableId));
    },
  });

  app.get('/tables/:id', {
    schema: {
      tags,
      summary: 'A table with its fields',
      security: authSecurity,
      params: idParams,
      response: { 200: tableSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => tableWire(db, request.params.id),
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
    handler: async (request) => {
      const table = orNotFound((await db.select().from(cmsTables).where(eq(cmsTables.id, request.params.id)))[0]);
      if (request.body.name !== undefined) {
        const taken = await db
          .select({ id: cmsTables.id })
          .from(cmsTables)
          .where(
            and(
              eq(cmsTables.websiteId, table.websiteId),
              eq(cmsTables.name, request.body.name),
              ne(cmsTables.id, table.id),
            ),
          );
        if (taken.length)
          throw validationError(
            ['body', 'name'],
            'Value error, this website has a table by this name',
            request.body.name,
            'value_error',
            'table_name_taken',
          );
      }
      await updateOrRead(db, cmsTables, request.body, eq(cmsTables.id, table.id));
      return tableWire(db, table.id);
    },
  });

  app.delete('/tables/:id', {
    schema: {
      tags,
      summary: 'Delete a table with its fields and rows',
      security: authSecurity,
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      orNotFound(
        (await db.delete(cmsTables).where(eq(cmsTables.id, request.params.id)).returning({ id: cmsTables.id }))[0],
      );
      return reply.code(204).send(null);
    },
  });

  // ---------- fields ----------
  app.get('/tables/:id/fields', {
    schema: {
      tags,
      summary: "A table's fields in order",
      security: authSecurity,
      params: idParams,
      response: { 200: z.array(fieldSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => (await tableWire(db, request.params.id)).fields,
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
      const table = await tableWire(db, request.params.id);
      const { position, ref_table_id, ...values } = request.body;
      selectNeedsOptions(values.type, values.options);
      const refTableId = await refTableOf(db, table.website_id, values.type, ref_table_id, ['body', 'ref_table_id']);
      const field = await db.transaction(async (tx) => {
        const taken = await tx
          .select({ id: cmsFields.id })
          .from(cmsFields)
          .where(and(eq(cmsFields.tableId, request.params.id), eq(cmsFields.name, values.name)));
        if (taken.length)
          throw validationError(
            ['body', 'name'],
            'Value error, this table has a field by this name',
            values.name,
            'value_error',
            'field_name_taken',
          );
        const [row] = await tx
          .insert(cmsFields)
          .values({ ...values, refTableId, tableId: request.params.id, position: 1_000_000 })
          .returning();
        await placeField(tx, request.params.id, row.id, position);
        return (await tx.select().from(cmsFields).where(eq(cmsFields.id, row.id)))[0]!;
      });
      return reply.code(201).send(fieldWire(field));
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
    handler: async (request) =>
      fieldWire(orNotFound((await db.select().from(cmsFields).where(eq(cmsFields.id, request.params.id)))[0])),
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
    handler: async (request) => {
      const field = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(cmsFields).where(eq(cmsFields.id, request.params.id)).for('update');
        const before = orNotFound(current);
        const { position, ref_table_id, ...values } = request.body;
        const type = values.type ?? before.type;
        const options = values.options ?? before.options;
        selectNeedsOptions(type, options);
        const [table] = await tx
          .select({ websiteId: cmsTables.websiteId })
          .from(cmsTables)
          .where(eq(cmsTables.id, before.tableId));
        const refTableId = await refTableOf(
          tx,
          table.websiteId,
          type,
          ref_table_id === undefined ? before.refTableId : ref_table_id,
          ['body', 'ref_table_id'],
        );
        if (values.name !== undefined && values.name !== before.name) {
          const taken = await tx
            .select({ id: cmsFields.id })
            .from(cmsFields)
            .where(and(eq(cmsFields.tableId, before.tableId), eq(cmsFields.name, values.name)));
          if (taken.length)
            throw validationError(
              ['body', 'name'],
              'Value error, this table has a field by this name',
              values.name,
              'value_error',
              'field_name_taken',
            );
          await tx
            .update(cmsRows)
            .set({
              data: sql`(${cmsRows.data} - ${before.name}) || jsonb_build_object(${values.name}::text, ${cmsRows.data}->${before.name})`,
            })
            .where(and(eq(cmsRows.tableId, before.tableId), sql`${cmsRows.data} ? ${before.name}`));
        }
        if (type !== before.type || values.options !== undefined) {
          const name = values.name ?? before.name;
          const rows = await tx
            .select()
            .from(cmsRows)
            .where(and(eq(cmsRows.tableId, before.tableId), sql`${cmsRows.data} ? ${name}`))
            .for('update');
          for (const row of rows) {
            const converted = convertValue(type, options, row.data[name]);
            if (converted !== row.data[name])
              await tx
                .update(cmsRows)
                .set({ data: { ...row.data, [name]: converted } })
                .where(eq(cmsRows.id, row.id));
          }
        }
        if (Object.keys(values).length || refTableId !== before.refTableId)
          await tx
            .update(cmsFields)
            .set({ ...values, refTableId })
            .where(eq(cmsFields.id, before.id));
        if (position !== undefined) await placeField(tx, before.tableId, before.id, position);
        return (await tx.select().from(cmsFields).where(eq(cmsFields.id, before.id)))[0]!;
      });
      return fieldWire(field);
    },
  });

  app.delete('/fields/:id', {
    schema: {
      tags,
      summary: 'Delete a field and its values in every row',
      security: authSecurity,
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(cmsFields).where(eq(cmsFields.id, request.params.id)).returning();
        const field = orNotFound(gone);
        await tx
          .update(cmsRows)
          .set({ data: sql`${cmsRows.data} - ${field.name}` })
          .where(eq(cmsRows.tableId, field.tableId));
        const rest = await tx
          .select({ id: cmsFields.id })
          .from(cmsFields)
          .where(eq(cmsFields.tableId, field.tableId))
          .orderBy(asc(cmsFields.position));
        for (const [index, f] of rest.entries())
          await tx.update(cmsFields).set({ position: index }).where(eq(cmsFields.id, f.id));
      });
      return reply.code(204).send(null);
    },
  });

  // ---------- rows ----------
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
      await tableWire(db, request.params.id);
      return searchRows(db, request.params.id, request.body);
    },
  });

  const siteTableParams = z.object({ id: queryInt(id()), tableId: queryInt(id()) });
  const tableOfSite = async (websiteId: number, tableId: number) =>
    orNotFound(
      (
        await db
          .select({ id: cmsTables.id })
          .from(cmsTables)
          .where(and(eq(cmsTables.id, tableId), eq(cmsTables.websiteId, websiteId)))
      )[0],
    );

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
      await tableOfSite(request.params.id, request.params.tableId);
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
      await tableOfSite(request.params.id, request.params.tableId);
      const fields = await fieldsOf(db, request.params.tableId);
      const many = Array.isArray(request.body);
      const bodies = Array.isArray(request.body) ? request.body : [request.body];
      const clean = bodies.map((b, index) => {
        try {
          return validateRow(fields, b.data, false);
        } catch (error) {
          if (many && error instanceof Error && 'items' in error)
            for (const item of (error as { items: { loc: (string | number)[] }[] }).items) item.loc.splice(1, 0, index);
          throw error;
        }
      });
      await assertReferences(db, fields, clean, (index, name) =>
        many ? ['body', index, 'data', name] : ['body', 'data', name],
      );
      const rows = await db.transaction(async (tx) =>
        tx
          .insert(cmsRows)
          .values(clean.map((data) => ({ tableId: request.params.tableId, data })))
          .returning(),
      );
      const wire = rows.map((r) => rowWire(fields, r));
      return reply.code(201).send(many ? wire : wire[0]);
    },
  });

  const rowOf = async (rowId: number) => orNotFound((await db.select().from(cmsRows).where(eq(cmsRows.id, rowId)))[0]);

  app.get('/data/:id', {
    schema: {
      tags,
      summary: 'A row',
      security: authSecurity,
      params: idParams,
      response: { 200: rowSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const row = await rowOf(request.params.id);
      return rowWire(await fieldsOf(db, row.tableId), row);
    },
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
    handler: async (request) => {
      const row = await rowOf(request.params.id);
      const fields = await fieldsOf(db, row.tableId);
      const clean = validateRow(fields, request.body.data, true);
      await assertReferences(db, fields, [clean], (_index, name) => ['body', 'data', name]);
      const [updated] = await db
        .update(cmsRows)
        .set({ data: sql`${cmsRows.data} || ${JSON.stringify(clean)}::jsonb` })
        .where(eq(cmsRows.id, row.id))
        .returning();
      return rowWire(fields, orNotFound(updated));
    },
  });

  app.delete('/data/:id', {
    schema: {
      tags,
      summary: 'Delete a row',
      security: authSecurity,
      params: idParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      orNotFound((await db.delete(cmsRows).where(eq(cmsRows.id, request.params.id)).returning({ id: cmsRows.id }))[0]);
      return reply.code(204).send(null);
    },
  });
};

export default cmsTableRoutes;
