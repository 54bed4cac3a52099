// A website's schema tables: read with their fields in order and their number of rows, added (with their first
// fields, all in one transaction), renamed and deleted (with their fields and rows, by foreign keys). A table's name
// is unique in its website.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { cmsFields, cmsRows, cmsTables, cmsWebsites } from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { orNotFound, validationError } from '../errors';
import { fieldsOf, fieldWire, refTableOf } from './fields';
import type { tableCreate, tableUpdate } from './schemas';

/** A table with its fields and number of rows, or a 404. */
export async function readTable(db: Db | Tx, tableId: number) {
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

/** A website's tables by name. */
export async function listTables(db: Db, websiteId: number, skip: number, limit: number) {
  const where = eq(cmsTables.websiteId, websiteId);
  const rows = await db
    .select({ id: cmsTables.id })
    .from(cmsTables)
    .where(where)
    .orderBy(asc(cmsTables.name))
    .offset(skip)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(cmsTables).where(where);
  return { items: await Promise.all(rows.map((r) => readTable(db, r.id))), total };
}

const nameTaken = (name: string) =>
  validationError(
    ['body', 'name'],
    'Value error, this website has a table by this name',
    name,
    'value_error',
    'table_name_taken',
  );

/** The website must exist and the first fields' names be unique, a select field having options (422 each). */
async function checkNewTable(db: Db, table: z.infer<typeof tableCreate>) {
  const { website_id, fields } = table;
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
}

/** Adds a table with its first fields in one transaction; answers the table as read after. */
export async function createTable(db: Db, table: z.infer<typeof tableCreate>) {
  await checkNewTable(db, table);
  const { website_id, name, description, fields } = table;
  const tableId = await db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: cmsTables.id })
      .from(cmsTables)
      .where(and(eq(cmsTables.websiteId, website_id), eq(cmsTables.name, name)));
    if (taken.length) throw nameTaken(name);
    const [row] = await tx
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
      await tx.insert(cmsFields).values({
        tableId: row.id,
        name: f.name,
        label: f.label,
        type: f.type,
        required: f.required,
        options: f.options,
        refTableId,
        position: index,
      });
    }
    return row.id;
  });
  return readTable(db, tableId);
}

/** Renames or describes a table (404 when there is none, 422 on a name another table of the website has). */
export async function updateTable(db: Db, tableId: number, change: z.infer<typeof tableUpdate>) {
  const table = orNotFound((await db.select().from(cmsTables).where(eq(cmsTables.id, tableId)))[0]);
  if (change.name !== undefined) {
    const taken = await db
      .select({ id: cmsTables.id })
      .from(cmsTables)
      .where(
        and(eq(cmsTables.websiteId, table.websiteId), eq(cmsTables.name, change.name), ne(cmsTables.id, table.id)),
      );
    if (taken.length) throw nameTaken(change.name);
  }
  await updateOrRead(db, cmsTables, change, eq(cmsTables.id, table.id));
  return readTable(db, table.id);
}

/** Deletes a table with its fields and rows; 404 when there is none. */
export async function deleteTable(db: Db, tableId: number) {
  orNotFound((await db.delete(cmsTables).where(eq(cmsTables.id, tableId)).returning({ id: cmsTables.id }))[0]);
}
