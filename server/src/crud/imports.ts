// The generic import of a factory entity: POST <base>/import, its history <base>/imports, one report, revert.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { displayName } from '../auth/users';
import type { Db } from '../db/client';
import type { User } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { toValidationItem } from '../pydantic';
import { listResponse, queryBool, queryInt, zInt, zId } from '../schemas/common';
import type { CrudEntity } from './defineCrud';
import { resolveImportRefs } from './import-refs';
import { findImport, pastImports, revertImport, writeImport, type RefusedRow } from './import-reports';

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
  insertRows(tx: Db, rows: ImportRow[], user: User): Promise<{ created: number[]; failed: RefusedRow[] }>;
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

/**
 * An import's records sorted: the valid ones (the create schema's, their references' names found) and the others, with
 * their reasons.
 */
async function checkRecords(db: Db, entity: CrudEntity, records: Record<string, unknown>[]) {
  const valid: ImportRow[] = [];
  const refused: RefusedRow[] = [];
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
  return { valid, refused };
}

export function importRoutes({ entity, tags, insertRows, deleteRows, userOf }: Options): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app;
    const path = `${entity.base}/import`;
    const idParams = z.object({ id: queryInt(zId()) });

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
        const { valid, refused } = await checkRecords(db, entity, records);
        const user = userOf(request);
        const written = await writeImport(db, app.queue, entity, {
          totalRows: records.length,
          refused,
          dryRun,
          user,
          insert: (tx) => insertRows(tx, valid, user),
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
        response: { 200: listResponse(summary), ...errorResponses(401, 403, 422) },
      },
      handler: async (request) => {
        const { skip, limit, mine: onlyMine } = request.query as { skip: number; limit: number; mine: boolean };
        return pastImports(db, entity, { skip, limit, createdBy: onlyMine ? userOf(request).id : undefined });
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
      handler: async (request) => findImport(db, entity, (request.params as { id: number }).id),
    });

    app.post(`${path}s/:id/revert`, {
      schema: {
        tags,
        summary: `Revert an import of ${entity.name}: the records it created are deleted (one transaction)`,
        security: authSecurity,
        params: idParams,
        response: { 200: report, ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) =>
        revertImport(db, entity, (request.params as { id: number }).id, (tx, ids) =>
          deleteRows(tx, ids, userOf(request)),
        ),
    });
  };
}
