import { asc, count, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../schemas/common';
import type { Db } from './client';

/** ORDER BY for a list: the chosen column, then the tie-breaker (usually the id) so pages never overlap. */
export function orderBy(column: AnyColumn | SQL, order: SortOrder, tieBreaker: AnyColumn): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  return [dir(column), dir(tieBreaker)];
}

export interface ListOptions {
  where?: SQL;
  orderBy: SQL[];
  skip: number;
  limit: number;
}

/** One page of a table and the number of all matching rows: the `{items, total}` every list route answers. */
export async function listRows<T extends PgTable>(
  db: Db,
  table: T,
  options: ListOptions,
): Promise<{ items: T['$inferSelect'][]; total: number }> {
  const source = table as PgTable;
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(source)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.skip),
    db.select({ total: count() }).from(source).where(options.where),
  ]);
  return { items: items as T['$inferSelect'][], total: totals[0]?.total ?? 0 };
}

/** The term with LIKE's wildcard characters escaped. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for ILIKE with the wildcard characters of the term escaped. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
