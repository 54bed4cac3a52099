// A factory entity's fileKey()/fileKeys() fields (./fields.ts) make its records holders of those files: a private
// file one of its records holds is read by whoever may read that record (files/access.ts).
import { sql } from 'drizzle-orm';
import type { Need } from '../auth/permissions';
import { registerFileHolder } from '../files/access';
import { wireColumns, type CrudEntity } from './defineCrud';
import { fieldsOfKind } from './fields';

/** Registers the entity as a holder of the files its file fields name (nothing when it has none). */
export function registerEntityFiles(entity: CrudEntity, readNeed: Need): void {
  const columns = wireColumns(entity.table);
  const single = fieldsOfKind(entity.create, 'file').map((name) => columns.get(name)!.column);
  const many = fieldsOfKind(entity.create, 'files').map((name) => columns.get(name)!.column);
  if (!single.length && !many.length) return;
  registerFileHolder({
    name: `entity:${entity.name}`,
    need: readNeed,
    async holding(db, rows) {
      const keys = rows.map((row) => row.pathKey);
      const list = sql`array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`;
      const found = new Set<string>();
      for (const column of single) {
        const result = await db
          .select({ key: sql<string>`${column}` })
          .from(entity.table)
          .where(sql`${column} = any(${list})`);
        for (const { key } of result) found.add(key);
      }
      for (const column of many) {
        const result = await db
          .select({ key: sql<string>`k` })
          .from(sql`${entity.table}, unnest(${column}) as k`)
          .where(sql`${column} && ${list} and k = any(${list})`);
        for (const { key } of result) found.add(key);
      }
      return found;
    },
  });
}
