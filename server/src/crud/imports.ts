// The generic import of a factory entity: POST <base>/import, its history <base>/imports, one report, revert.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayName } from '../auth/users';
import type { Db } from '../db/client';
import { entityImports, type EntityImport, type User } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound } from '../errors';
import { notifyUsers } from '../notifications/notify';
import { toValidationItem, type ValidationItem } from '../pydantic';
import { queryBool, queryInt, zInt } from '../schemas/common';
import type { CrudEntity } from './defineCrud';
import { resolveImportRefs } from './import-refs';

export const IMPORT_MAX_RECORDS = 100_000;

export interface ImportRow {
  /** Index of the record in the request (0-based). */
  index: number;
  values: Record<string, unknown>;
}

interface Options {
  entity: CrudEntity;
  tags: string[];
  /** Writes the valid rows inside the import's transaction; a row the database refuses is reported, not fatal. */
  insertRows(
    tx: Db,
    rows: ImportRow[],
    user: User,
  ): Promise<{ created: number[]; failed: Array<{ row: number; reasons: ValidationItem[] }> }>;
  deleteRows(tx: Db, ids: number[], user?: User): Promise<void>;
  userOf(request: FastifyRequest): User;
}

export const importReason = z.object({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  input: z.unknown(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
const summaryFields = {
  id: z.int().nullable(),
  status: z.enum(['completed', 'reverted', 'dry_run']),
  total_rows: z.int(),
  created: z.int(),
  failed_count: z.int(),
  created_by_name: z.string().nullable(),
  created_at: z.date(),
  reverted_at: z.date().nullable(),
};
const report = z
  .object({ ...summaryFields, failed: z.array(z.object({ row: z.int(), reasons: z.array(importReason) })) })
  .meta({ id: 'EntityImportReport' });
const summary = z.object(summaryFields).meta({ id: 'EntityImportSummary' });

const toReport = (row: EntityImport) => ({
  id: row.id,
  status: row.status as 'completed' | 'reverted',
  total_rows: row.totalRows,
  created: row.created,
  failed_count: row.failedCount,
  failed: row.failed as Array<{ row: number; reasons: ValidationItem[] }>,
  created_by_name: row.createdByName,
  created_at: row.createdAt,
  reverted_at: row.revertedAt,
});

export function importRoutes({ entity, tags, insertRows, deleteRows, userOf }: Options): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app;
    const path = `${entity.base}/import`;
    const idParams = z.object({ id: queryInt(zInt().min(1).max(2_147_483_647)) });
    const mine = (id: number) => and(eq(entityImports.id, id), eq(entityImports.entity, entity.name));

    app.post(path, {
      bodyLimit: 128 * 1024 * 1024,
      schema: {
        tags,
        summary: `Import ${entity.name}: valid records written in one transaction, the others reported with their reasons`,
        security: authSecurity,
        body: z
          .object({
            records: z.array(z.record(z.string(), z.unknown())).min(1).max(IMPORT_MAX_RECORDS),
            dry_run: z.boolean().default(false),
          })
          .strict(),
        response: { 200: report, ...errorResponses(401, 403, 422) },
      },
      handler: async (request) => {
        const { records, dry_run: dryRun } = request.body as { records: Record<string, unknown>[]; dry_run: boolean };
        const valid: ImportRow[] = [];
        const refused: Array<{ row: number; reasons: ValidationItem[] }> = [];
        const unknownNames = await resolveImportRefs(db, entity, records);
        records.forEach((record, index) => {
          const parsed = entity.create.strict().safeParse(record);
          const names = unknownNames.get(index) ?? [];
          if (parsed.success && !names.length) valid.push({ index, values: parsed.data as Record<string, unknown> });
          else {
            const issues = parsed.success
              ? []
              : parsed.error.issues.map((issue) => ({
                  ...toValidationItem(issue, 'body', record),
                  loc: issue.path.filter((p) => typeof p !== 'symbol') as Array<string | number>,
                }));
            refused.push({ row: index, reasons: [...names, ...issues] });
          }
        });
        const user = userOf(request);
        const written = await db
          .transaction(async (tx) => {
            const result = await insertRows(tx as unknown as Db, valid, user);
            const failed = [...refused, ...result.failed].sort((a, b) => a.row - b.row);
            if (dryRun) {
              tx.rollback();
            }
            const [row] = await tx
              .insert(entityImports)
              .values({
                entity: entity.name,
                totalRows: records.length,
                created: result.created.length,
                failedCount: failed.length,
                failed,
                createdIds: result.created,
                createdBy: user.id,
                createdByName: displayName(user),
              })
              .returning();
            await notifyUsers(tx as unknown as Db, app.queue, [user.id], {
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
        if (written) return written;
        return {
          id: null,
          status: 'dry_run' as const,
          total_rows: records.length,
          created: valid.length,
          failed_count: refused.length,
          failed: refused,
          created_by_name: displayName(user),
          created_at: new Date(),
          reverted_at: null,
        };
      },
    });

    app.get(`${path}s`, {
      schema: {
        tags,
        summary: `Past imports of ${entity.name}, newest first`,
        security: authSecurity,
        querystring: z
          .object({
            skip: queryInt(zInt().min(0).max(2_147_483_647)).default(0),
            limit: queryInt(zInt().min(1).max(100)).default(20),
            mine: queryBool().default(false).describe("Only the signed-in user's imports"),
          })
          .strict(),
        response: { 200: z.object({ items: z.array(summary), total: z.int() }), ...errorResponses(401, 403, 422) },
      },
      handler: async (request) => {
        const { skip, limit, mine: onlyMine } = request.query as { skip: number; limit: number; mine: boolean };
        const where = and(
          eq(entityImports.entity, entity.name),
          onlyMine ? eq(entityImports.createdBy, userOf(request).id) : undefined,
        );
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(entityImports)
            .where(where)
            .orderBy(desc(entityImports.createdAt), desc(entityImports.id))
            .limit(limit)
            .offset(skip),
          db.select({ total: count() }).from(entityImports).where(where),
        ]);
        return {
          items: rows.map(({ failed: _failed, ...row }) => toReport({ ...row, failed: [] } as EntityImport)),
          total: totals[0]?.total ?? 0,
        };
      },
    });

    app.get(`${path}s/:id`, {
      schema: {
        tags,
        summary: `One import of ${entity.name} with its refused rows`,
        security: authSecurity,
        params: idParams,
        response: { 200: report, ...errorResponses(401, 403, 404, 422) },
      },
      handler: async (request) => {
        const [row] = await db
          .select()
          .from(entityImports)
          .where(mine((request.params as { id: number }).id));
        if (!row) throw notFound();
        return toReport(row);
      },
    });

    app.post(`${path}s/:id/revert`, {
      schema: {
        tags,
        summary: `Revert an import of ${entity.name}: the records it created are deleted (one transaction)`,
        security: authSecurity,
        params: idParams,
        response: { 200: report, ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const id = (request.params as { id: number }).id;
        return db.transaction(async (tx) => {
          const [row] = await tx.select().from(entityImports).where(mine(id)).for('update');
          if (!row) throw notFound();
          if (row.status === 'reverted') throw httpError(409, 'IMPORT_ALREADY_REVERTED');
          await deleteRows(tx as unknown as Db, row.createdIds, userOf(request));
          const [done] = await tx
            .update(entityImports)
            .set({ status: 'reverted', revertedAt: new Date() })
            .where(eq(entityImports.id, id))
            .returning();
          return toReport(done!);
        });
      },
    });
  };
}
