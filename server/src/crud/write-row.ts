// One row written by the factory, the same way for a create, an update, a bulk update, an import row, a reverted
// change and a restored record: the entity's declared rules (rich text made safe, slug made from a name, a tree
// without cycles, reference arrays that exist), its hooks before and after, inside the caller's transaction.
import type { PgBoss } from 'pg-boss';
import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { User } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { rowsOf } from '../db/raw-sql';
import { freeSlug, slugify } from '../../../definitions/slug';
import { wireColumns, type CrudEntity } from './defineCrud';
import { sanitiseRichText } from './fields';
import { recordChange } from './history';
import { toColumns, toWire } from './records';

/**
 * A slug left empty (or not given on create) is made from the entity's `slug.from` column by the one slug rule, and
 * made unique: the person never typed it, so a name another record has already gives `name-2`, `name-3`... instead of
 * a refusal on a field they did not fill. A slug the person gave is theirs: a taken one is refused on its field.
 */
async function withSlug(
  tx: Tx,
  entity: CrudEntity,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<Record<string, unknown>> {
  if (!entity.slug) return values;
  const column = entity.slug.column ?? 'slug';
  const slug = values[column];
  if (slug !== '' && !(id === undefined && slug === undefined)) return values;
  const made = slugify(String(values[entity.slug.from] ?? '')) || `${entity.name.replace(/_/g, '-')}-${Date.now()}`;
  return { ...values, [column]: await freeSlugOf(tx, entity, column, made, id) };
}

/** `made`, or the first `made-<n>` (n from 2) no other record of the entity holds. */
async function freeSlugOf(
  tx: Tx,
  entity: CrudEntity,
  column: string,
  made: string,
  id: number | undefined,
): Promise<string> {
  const columns = wireColumns(entity.table);
  const slugColumn = columns.get(column)!.column;
  const idColumn = columns.get('id')!.column;
  // slugify's output holds no LIKE wildcard (only letters, digits and hyphens)
  const rows = await tx
    .select({ slug: slugColumn })
    .from(entity.table as PgTable)
    .where(
      and(or(eq(slugColumn, made), like(slugColumn, `${made}-%`)), id === undefined ? undefined : ne(idColumn, id)),
    );
  return freeSlug(made, new Set(rows.map((row) => String(row.slug))));
}

/** A record may not sit under itself or under one of its own descendants (422 `tree_cycle` on the parent field). */
async function checkTree(
  tx: Tx,
  entity: CrudEntity,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<void> {
  const parentName = entity.tree;
  const parent = parentName ? values[parentName] : undefined;
  if (!parentName || id === undefined || typeof parent !== 'number') return;
  const columns = wireColumns(entity.table);
  const idColumn = columns.get('id')!.column;
  const parentColumn = columns.get(parentName)!.column;
  const table = entity.table;
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with recursive up(id, parent) as (
        select ${idColumn}, ${parentColumn} from ${table} where ${idColumn} = ${parent}
        union select t.${sql.identifier(idColumn.name)}, t.${sql.identifier(parentColumn.name)} from ${table} t join up on t.${sql.identifier(idColumn.name)} = up.parent)
      select id from up where id = ${id} limit 1`),
  );
  if (rows.length)
    throw validationError(
      ['body', parentName],
      'Value error, a record cannot sit under itself or its descendants',
      parent,
      'value_error',
      'tree_cycle',
    );
}

/** Every id in the entity's reference arrays names a record of its table; else a 422 on the field. */
export async function checkRefs(tx: Tx, entity: CrudEntity, values: Record<string, unknown>): Promise<void> {
  for (const [name, ref] of Object.entries(entity.refs ?? {})) {
    const ids = values[name];
    if (!Array.isArray(ids) || !ids.length) continue;
    const targetId = wireColumns(ref.table).get('id')!.column;
    const found = await tx
      .select({ id: targetId })
      .from(ref.table)
      .where(inArray(targetId, ids as number[]));
    const missing = (ids as number[]).filter((id) => !found.some((row) => row.id === id));
    if (missing.length)
      throw validationError(['body', name], 'Value error, no record with this id', missing, 'value_error', 'not_found');
  }
}

/**
 * Inserts (no `id`) or updates one row inside `tx` and answers it on the wire, with its history entry. An update
 * reads the row as it was under a row lock (two writers of one record take turns; its hooks and history see it);
 * a missing record is a 404.
 */
export async function writeRow(
  tx: Tx,
  entity: CrudEntity,
  values: Record<string, unknown>,
  context: { id?: number; user: User; queue: PgBoss | null; action?: 'restore' },
): Promise<Record<string, unknown>> {
  const { id, user, queue } = context;
  const table = entity.table as PgTable;
  const idColumn = wireColumns(table).get('id')!.column;
  const hooks = entity.hooks;
  let previous: Record<string, unknown> | undefined;
  if (id !== undefined) {
    const [row] = await tx.select().from(table).where(eq(idColumn, id)).for('update');
    if (!row) throw notFound();
    previous = toWire(table, row as Record<string, unknown>);
  }
  const slugged = await withSlug(tx, entity, sanitiseRichText(entity.create, values), id);
  const prepared = hooks?.beforeWrite ? await hooks.beforeWrite(tx, slugged, { id, user, queue }) : slugged;
  await checkTree(tx, entity, prepared, id);
  await checkRefs(tx, entity, prepared);
  const set = toColumns(table, prepared);
  const rows =
    id === undefined
      ? await tx.insert(table).values(set).returning()
      : await tx.update(table).set(set).where(eq(idColumn, id)).returning();
  if (!rows[0]) throw notFound();
  const written = toWire(table, rows[0] as Record<string, unknown>);
  if (id === undefined) await hooks?.afterCreate?.(tx, rows[0] as Record<string, unknown>);
  else if (previous) await hooks?.afterUpdate?.(tx, written, previous, { id, user, queue });
  await recordChange(tx, entity, id === undefined ? (context.action ?? 'create') : 'update', user, {
    before: previous,
    after: written,
  });
  return written;
}
