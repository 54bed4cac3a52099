// Rich text stored before its field was declared rich text (./fields.ts) may hold what the sanitiser removes now (an
// event handler, a script). Once per field and database, at start, every stored value with markup is made safe the
// same way a write makes it; the run is recorded in seed_runs in the same transaction, so a field declared rich text
// later gets its own run, and several processes starting together clean a field once.
import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { seedRuns } from '../db/schema/index';
import { sanitizeHtml } from '../html';
import type { CrudEntity } from './defineCrud';
import { wireColumns } from './defineCrud';
import { fieldsOfKind } from './fields';

const BATCH = 500;

/** Cleans the stored values of every rich-text field not cleaned yet; answers the fields cleaned by this call. */
export async function sanitiseStoredRichText(db: Db, entities: CrudEntity[]): Promise<string[]> {
  const cleaned: string[] = [];
  for (const entity of entities) {
    for (const field of fieldsOfKind(entity.create, 'rich-text')) {
      const name = `rich-text:${entity.name}.${field}`;
      const ran = await db.transaction(async (tx) => {
        const claimed = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
        if (claimed.length === 0) return false;
        const columns = wireColumns(entity.table);
        const id = columns.get('id')!.column;
        await cleanColumn(tx as unknown as Db, entity.table, id, columns.get(field)!);
        return true;
      });
      if (ran) cleaned.push(name);
    }
  }
  return cleaned;
}

/** Every value of `column` with a tag in it, a batch at a time in id order, written back when its safe form differs. */
async function cleanColumn(
  tx: Db,
  table: PgTable,
  id: PgColumn,
  column: { key: string; column: PgColumn },
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await tx
      .select({ id, value: column.column })
      .from(table)
      .where(and(gt(id, after), like(column.column, '%<%')))
      .orderBy(asc(id))
      .limit(BATCH)) as Array<{ id: number; value: string }>;
    for (const row of rows) {
      const safe = sanitizeHtml(row.value);
      if (safe !== row.value)
        await tx
          .update(table)
          .set({ [column.key]: safe })
          .where(eq(id, row.id));
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}
