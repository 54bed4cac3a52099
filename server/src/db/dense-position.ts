// Rows that keep a dense position (0..n-1) among the rows of their group: a schema table's fields, a pipeline's stages.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** A table with `id` and `position` columns, and the column naming a row's group. */
export interface DenseOrder {
  table: PgTable & { id: PgColumn; position: PgColumn };
  group: PgColumn;
}

/**
 * Renumbers the group's rows 0..n-1 in the order `arrange` gives their ids (in their current order). The group's
 * rows are locked first, so two writers renumber one after the other; a row already in its place is not written.
 */
async function renumber(
  tx: Tx,
  { table, group }: DenseOrder,
  groupId: number,
  arrange: (ids: number[]) => number[],
): Promise<void> {
  const { id, position } = table;
  const order = (
    await tx.select({ id }).from(table).where(eq(group, groupId)).orderBy(asc(position), asc(id)).for('update')
  ).map((row) => row.id as number);
  for (const [index, other] of arrange(order).entries())
    await tx
      .update(table)
      .set({ position: index } as never)
      .where(and(eq(id, other), ne(position, index)));
}

/** Puts the row `rowId` at `position` among its group's rows (default last; clamped to the group). */
export function placeInOrder(
  tx: Tx,
  order: DenseOrder,
  groupId: number,
  rowId: number,
  at: number | undefined,
): Promise<void> {
  return renumber(tx, order, groupId, (ids) => {
    const rest = ids.filter((other) => other !== rowId);
    rest.splice(Math.max(0, Math.min(at ?? rest.length, rest.length)), 0, rowId);
    return rest;
  });
}

/** Closes the gap a row left in its group: the others renumbered 0..n-1 in their order. */
export function closeRanks(tx: Tx, order: DenseOrder, groupId: number): Promise<void> {
  return renumber(tx, order, groupId, (ids) => ids);
}
