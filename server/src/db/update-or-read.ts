// An update of the fields a request gave: drizzle refuses `.set()` when every value is undefined ('No values to
// set', a 500), so an update with nothing to change reads the row instead and answers it unchanged.
import type { SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** The row after the update (or as it is, when `values` sets nothing), or undefined when `where` matches none. */
export async function updateOrRead<T extends PgTable>(
  db: Db | Tx,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const changes = Object.values(values).some((value) => value !== undefined);
  const rows = (
    changes
      ? await db.update(table).set(values).where(where).returning()
      : await db
          .select()
          .from(table as PgTable)
          .where(where)
  ) as unknown[];
  return rows[0] as T['$inferSelect'] | undefined;
}
