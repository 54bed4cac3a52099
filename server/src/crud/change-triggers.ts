// Every factory entity's table tells of its writes on the channel `table_changed` (the list cache and the live lists
// follow it): the factory puts the trigger on each table that lacks it when the app starts, so a new entity needs no
// migration of its own for it. The trigger's function is made by a migration (notify_table_changed).
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CrudEntity } from './defineCrud';

export async function ensureChangeTriggers(db: Db, entities: readonly CrudEntity[]): Promise<string[]> {
  const tables = [...new Set(entities.map((entity) => getTableName(entity.table)))];
  const { rows } = (await db.execute(
    sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'table_changed' and not g.tgisinternal`,
  )) as unknown as { rows: Array<{ name: string }> };
  const present = new Set(rows.map((row) => row.name));
  const missing = tables.filter((table) => !present.has(table));
  for (const table of missing) {
    await db.execute(
      sql`create or replace trigger table_changed after insert or update or delete or truncate on ${sql.identifier(table)} for each statement execute function notify_table_changed()`,
    );
  }
  return missing;
}
