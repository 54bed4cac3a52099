// The typed fields of a website's schema tables. A field's name is unique in its table and its position dense
// (0..n-1) among the table's fields; a select field has options and a reference field names a table of the same
// website. Renaming a field renames its values in every row; changing its type or options converts the values that
// convert and keeps the others as they were (flagged on read). Each write is one transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { closeRanks, placeInOrder } from '../db/dense-position';
import { cmsFields, cmsRows, cmsTables, type CmsField } from '../db/schema/index';
import { orNotFound, validationError } from '../errors';
import { convertValue } from './rows';
import type { fieldCreate, fieldUpdate } from './schemas';

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

/** A table's fields in order. */
export const fieldsOf = (db: Db | Tx, tableId: number) =>
  db.select().from(cmsFields).where(eq(cmsFields.tableId, tableId)).orderBy(asc(cmsFields.position), asc(cmsFields.id));

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

const nameTaken = (name: string) =>
  validationError(
    ['body', 'name'],
    'Value error, this table has a field by this name',
    name,
    'value_error',
    'field_name_taken',
  );

/** A reference field names a table of the same website (422 on ref_table_id otherwise); other types keep none. */
export async function refTableOf(
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

/** A table's fields in their order (dense 0..n-1). */
const fieldOrder = { table: cmsFields, group: cmsFields.tableId };

const readFieldRow = async (db: Db | Tx, fieldId: number) =>
  (await db.select().from(cmsFields).where(eq(cmsFields.id, fieldId)))[0];

/** Adds a field to a table that exists (of the website `websiteId`) at `position`, default last. */
export async function addField(db: Db, tableId: number, websiteId: number, field: z.infer<typeof fieldCreate>) {
  const { position, ref_table_id, ...values } = field;
  selectNeedsOptions(values.type, values.options);
  const refTableId = await refTableOf(db, websiteId, values.type, ref_table_id, ['body', 'ref_table_id']);
  const row = await db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: cmsFields.id })
      .from(cmsFields)
      .where(and(eq(cmsFields.tableId, tableId), eq(cmsFields.name, values.name)));
    if (taken.length) throw nameTaken(values.name);
    const [added] = await tx
      .insert(cmsFields)
      .values({ ...values, refTableId, tableId, position: 1_000_000 })
      .returning();
    await placeInOrder(tx, fieldOrder, tableId, added.id, position);
    return (await readFieldRow(tx, added.id))!;
  });
  return fieldWire(row);
}

/** A field, or a 404. */
export async function readField(db: Db, fieldId: number) {
  return fieldWire(orNotFound(await readFieldRow(db, fieldId)));
}

/** Renames a field's values in every row of its table. */
async function renameValues(tx: Tx, tableId: number, from: string, to: string) {
  await tx
    .update(cmsRows)
    .set({ data: sql`(${cmsRows.data} - ${from}) || jsonb_build_object(${to}::text, ${cmsRows.data}->${from})` })
    .where(and(eq(cmsRows.tableId, tableId), sql`${cmsRows.data} ? ${from}`));
}

/** Converts a field's values in every row of its table to its type and options, where they convert. */
async function convertValues(tx: Tx, tableId: number, name: string, type: CmsField['type'], options: string[]) {
  const rows = await tx
    .select()
    .from(cmsRows)
    .where(and(eq(cmsRows.tableId, tableId), sql`${cmsRows.data} ? ${name}`))
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

/**
 * Changes a field (404 when there is none) with its row locked: label, required, options, position, name (the rows'
 * values follow) or type (values that convert are converted).
 */
export async function updateField(db: Db, fieldId: number, change: z.infer<typeof fieldUpdate>) {
  const field = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(cmsFields).where(eq(cmsFields.id, fieldId)).for('update');
    const before = orNotFound(current);
    const { position, ref_table_id, ...values } = change;
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
      if (taken.length) throw nameTaken(values.name);
      await renameValues(tx, before.tableId, before.name, values.name);
    }
    if (type !== before.type || values.options !== undefined)
      await convertValues(tx, before.tableId, values.name ?? before.name, type, options);
    if (Object.keys(values).length || refTableId !== before.refTableId)
      await tx
        .update(cmsFields)
        .set({ ...values, refTableId })
        .where(eq(cmsFields.id, before.id));
    if (position !== undefined) await placeInOrder(tx, fieldOrder, before.tableId, before.id, position);
    return (await readFieldRow(tx, before.id))!;
  });
  return fieldWire(field);
}

/** Deletes a field (404 when there is none) and its values in every row; the table's fields are renumbered. */
export function deleteField(db: Db, fieldId: number) {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(cmsFields).where(eq(cmsFields.id, fieldId)).returning();
    const field = orNotFound(gone);
    await tx
      .update(cmsRows)
      .set({ data: sql`${cmsRows.data} - ${field.name}` })
      .where(eq(cmsRows.tableId, field.tableId));
    await closeRanks(tx, fieldOrder, field.tableId);
  });
}
