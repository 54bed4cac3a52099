// The stored reports of person imports as the import screens read them: the list (summaries, newest first, or one
// user's), one report, each with the name of who imported.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personImports, users } from '../db/schema/index';
import { orNotFound } from '../errors';
import { toImportReport, type ImportReport } from './import';

/** A user's display name (first and last name joined by a space), else the e-mail. */
const userName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The summary columns of the list: never the failed rows nor what a revert needs (large arrays). */
const summaryColumns = {
  id: personImports.id,
  status: personImports.status,
  total_rows: personImports.totalRows,
  created: personImports.createdCount,
  merged: personImports.mergedCount,
  failed_count: sql<number>`jsonb_array_length(${personImports.failed})::int`,
  overwrite: personImports.overwrite,
  created_by: personImports.createdBy,
  created_by_name: userName,
  created_at: personImports.createdAt,
  reverted_at: personImports.revertedAt,
};

/** A report with its author's name. */
export async function withCreatorName(
  db: Db,
  report: ImportReport,
): Promise<ImportReport & { created_by_name: string | null }> {
  if (!report.created_by) return { ...report, created_by_name: null };
  const [user] = await db.select({ name: userName }).from(users).where(eq(users.id, report.created_by));
  return { ...report, created_by_name: user?.name ?? null };
}

/** A page of the imports, newest first, without the failed rows; only `createdBy`'s when given. */
export async function listImportReports(db: Db, options: { skip: number; limit: number; createdBy?: string }) {
  const where = options.createdBy ? eq(personImports.createdBy, options.createdBy) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(personImports)
      .leftJoin(users, eq(users.id, personImports.createdBy))
      .where(where)
      .orderBy(desc(personImports.id))
      .limit(options.limit)
      .offset(options.skip),
    db.select({ total: count() }).from(personImports).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      status: row.status === 'reverted' ? ('reverted' as const) : ('completed' as const),
      // a left join: no name when the user is gone
      created_by_name: row.created_by ? row.created_by_name : null,
    })),
    total: totals?.total ?? 0,
  };
}

/** One import's report, or a 404. */
export async function readImportReport(db: Db, id: number): Promise<ImportReport> {
  const [row] = await db.select().from(personImports).where(eq(personImports.id, id));
  return toImportReport(orNotFound(row));
}
