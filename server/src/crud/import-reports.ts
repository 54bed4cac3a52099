// A factory entity's imports as they are kept (entity_imports): each import written with its report, the reports
// newest first, one report, and an import reverted.
import { and, count, desc, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { displayName } from '../auth/users';
import type { Db } from '../db/client';
import { entityImports, type EntityImport, type User } from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { notifyUsers } from '../notifications/notify';
import type { ValidationItem } from '../pydantic';
import type { CrudEntity } from './defineCrud';

/** A record of an import that was not written, with its reasons. */
export interface RefusedRow {
  row: number;
  reasons: ValidationItem[];
}

/** An import's report as the API answers it. */
export const toReport = (row: EntityImport) => ({
  id: row.id,
  status: row.status as 'completed' | 'reverted',
  total_rows: row.totalRows,
  created: row.created,
  failed_count: row.failedCount,
  failed: row.failed as RefusedRow[],
  created_by_name: row.createdByName,
  created_at: row.createdAt,
  reverted_at: row.revertedAt,
});

/** One import of the entity by its id. */
const mine = (entity: CrudEntity, id: number) => and(eq(entityImports.id, id), eq(entityImports.entity, entity.name));

interface Written {
  created: number[];
  failed: RefusedRow[];
}

/**
 * Writes an import in one transaction: its rows (`insert`), its report, and a notification to its author. A dry run
 * rolls everything back and answers null.
 */
export async function writeImport(
  db: Db,
  queue: PgBoss | null,
  entity: CrudEntity,
  run: { totalRows: number; refused: RefusedRow[]; dryRun: boolean; user: User; insert(tx: Db): Promise<Written> },
) {
  const { totalRows, refused, dryRun, user } = run;
  return db
    .transaction(async (tx) => {
      const result = await run.insert(tx as unknown as Db);
      const failed = [...refused, ...result.failed].sort((a, b) => a.row - b.row);
      if (dryRun) {
        tx.rollback();
      }
      const [row] = await tx
        .insert(entityImports)
        .values({
          entity: entity.name,
          totalRows,
          created: result.created.length,
          failedCount: failed.length,
          failed,
          createdIds: result.created,
          createdBy: user.id,
          createdByName: displayName(user),
        })
        .returning();
      await notifyUsers(tx as unknown as Db, queue, [user.id], {
        kind: 'import_finished',
        params: { count: result.created.length },
        link: `/${entity.name}`,
      });
      return toReport(row!);
    })
    .catch((error: unknown) => {
      if (dryRun && error instanceof Error && /rollback/i.test(error.message)) return null;
      throw error;
    });
}

/** The entity's imports, newest first (`createdBy`: only that user's), without their refused rows; and their total. */
export async function pastImports(
  db: Db,
  entity: CrudEntity,
  page: { skip: number; limit: number; createdBy?: string },
) {
  const where = and(
    eq(entityImports.entity, entity.name),
    page.createdBy !== undefined ? eq(entityImports.createdBy, page.createdBy) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(entityImports)
      .where(where)
      .orderBy(desc(entityImports.createdAt), desc(entityImports.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ total: count() }).from(entityImports).where(where),
  ]);
  return {
    items: rows.map(({ failed: _failed, ...row }) => toReport({ ...row, failed: [] } as EntityImport)),
    total: totals[0]?.total ?? 0,
  };
}

/** One import of the entity with its refused rows; 404 when there is none. */
export async function findImport(db: Db, entity: CrudEntity, id: number) {
  const [row] = await db.select().from(entityImports).where(mine(entity, id));
  if (!row) throw notFound();
  return toReport(row);
}

/** Reverts an import in one transaction: `deleteCreated` deletes the records it created; 409 when reverted already. */
export async function revertImport(
  db: Db,
  entity: CrudEntity,
  id: number,
  deleteCreated: (tx: Db, ids: number[]) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(entityImports).where(mine(entity, id)).for('update');
    if (!row) throw notFound();
    if (row.status === 'reverted') throw httpError(409, 'IMPORT_ALREADY_REVERTED');
    await deleteCreated(tx as unknown as Db, row.createdIds);
    const [done] = await tx
      .update(entityImports)
      .set({ status: 'reverted', revertedAt: new Date() })
      .where(eq(entityImports.id, id))
      .returning();
    return toReport(done!);
  });
}
