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
 * Puts the row `rowId` at `position` among its group's rows (default last; clamped to the group) and renumbers the
 * others around it. The group's rows are locked first, so two writers renumber one after the other.
 */
export async function placeInOrder(
  tx: Tx,
  { table, group }: DenseOrder,
  groupId: number,
  rowId: number,
  at: number | undefined,
): Promise<void> {
  const { id, position } = table;
  const order = (
    await tx.select({ id }).from(table).where(eq(group, groupId)).orderBy(asc(position), asc(id)).for('update')
  ).map((row) => row.id as number);
  const rest = order.filter((other) => other !== rowId);
  rest.splice(Math.max(0, Math.min(at ?? rest.length, rest.length)), 0, rowId);
  for (const [index, other] of rest.entries())
    await tx
      .update(table)
      .set({ position: index } as never)
      .where(and(eq(id, other), ne(position, index)));
}
