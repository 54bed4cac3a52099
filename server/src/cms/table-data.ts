// The rows of a website's schema tables: searched, added (one or a pasted list, all or none), read, changed and
// deleted, each value checked against its field on write (rows.ts) and read back with the problems of values that
// no longer fit.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { cmsRows, cmsTables, type CmsField } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { orNotFound, validationError } from '../errors';
import { fieldsOf } from './fields';
import { assertReferences, rowProblems, validateRow } from './rows';
import type { rowSearch } from './schemas';

export const rowWire = (fields: CmsField[], r: typeof cmsRows.$inferSelect) => ({
  id: r.id,
  table_id: r.tableId,
  data: r.data,
  errors: rowProblems(fields, r.data),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const noSuchField = (loc: (string | number)[], value: unknown) =>
  validationError(loc, 'Value error, no such field', value, 'value_error', 'field_unknown');

/** Rows of a table, filtered by equal values and a text search over every value, sorted by a field or the id. */
export async function searchRows(db: Db, tableId: number, query: z.infer<typeof rowSearch>) {
  const fields = await fieldsOf(db, tableId);
  const conditions: SQL[] = [eq(cmsRows.tableId, tableId)];
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    const field = fields.find((f) => f.name === name);
    if (!field) throw noSuchField(['body', 'filters', name], value);
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
    if (!field) throw noSuchField(['body', 'sort'], query.sort);
    order = sql`${cmsRows.data}->${field.name} ${sql.raw(query.order)} nulls last, ${cmsRows.id}`;
  }
  const where = and(...conditions);
  const rows = await db.select().from(cmsRows).where(where).orderBy(order).offset(query.skip).limit(query.limit);
  const [{ total }] = await db.select({ total: count() }).from(cmsRows).where(where);
  return { items: rows.map((r) => rowWire(fields, r)), total };
}

/** The table must be the website's: a 404 otherwise. */
export async function assertTableOfSite(db: Db, websiteId: number, tableId: number) {
  orNotFound(
    (
      await db
        .select({ id: cmsTables.id })
        .from(cmsTables)
        .where(and(eq(cmsTables.id, tableId), eq(cmsTables.websiteId, websiteId)))
    )[0],
  );
}

/**
 * Adds rows to a table, all or none, each value checked against its field: a 422 per field, at body.data.<field> for
 * one row and body.<index>.data.<field> for a list (`many`).
 */
export async function addRows(db: Db, tableId: number, datas: Record<string, unknown>[], many: boolean) {
  const fields = await fieldsOf(db, tableId);
  const clean = datas.map((data, index) => {
    try {
      return validateRow(fields, data, false);
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
      .values(clean.map((data) => ({ tableId, data })))
      .returning(),
  );
  return rows.map((r) => rowWire(fields, r));
}

const rowOf = async (db: Db, rowId: number) =>
  orNotFound((await db.select().from(cmsRows).where(eq(cmsRows.id, rowId)))[0]);

/** A row with its problems, or a 404. */
export async function readRow(db: Db, rowId: number) {
  const row = await rowOf(db, rowId);
  return rowWire(await fieldsOf(db, row.tableId), row);
}

/** Changes the values given of a row (404 when there is none), each checked against its field. */
export async function updateRow(db: Db, rowId: number, data: Record<string, unknown>) {
  const row = await rowOf(db, rowId);
  const fields = await fieldsOf(db, row.tableId);
  const clean = validateRow(fields, data, true);
  await assertReferences(db, fields, [clean], (_index, name) => ['body', 'data', name]);
  const [updated] = await db
    .update(cmsRows)
    .set({ data: sql`${cmsRows.data} || ${JSON.stringify(clean)}::jsonb` })
    .where(eq(cmsRows.id, row.id))
    .returning();
  return rowWire(fields, orNotFound(updated));
}

/** Deletes a row; 404 when there is none. */
export async function deleteRow(db: Db, rowId: number) {
  orNotFound((await db.delete(cmsRows).where(eq(cmsRows.id, rowId)).returning({ id: cmsRows.id }))[0]);
}
