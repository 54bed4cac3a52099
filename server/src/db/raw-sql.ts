// Raw SQL's array parameters, and the rows of a raw query whichever driver (PGlite, node-postgres) ran it.
import { sql, type SQL } from 'drizzle-orm';

/** Rows of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** An int[] query parameter. */
export function intArray(values: readonly number[]): SQL {
  return sql`${sql.param(values)}::int[]`;
}

/** A text[] query parameter. */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}
