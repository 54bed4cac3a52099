// The customer import under /api/person/import (registered and guarded by person.ts): the wizard's records in
// one request, written in one transaction, with a stored report that can be read and reverted.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { personImports, users } from '../db/schema/index';
import type { Db } from '../db/client';
import { authSecurity } from '../docs';
import { errorResponses, orNotFound } from '../errors';
import { IMPORT_MAX_RECORDS, OVERWRITABLE } from '../people/import-plan';
import { revertImport, runImport, toImportReport, type ImportReport } from '../people/import';
import { intIdParams, queryBool, queryInt, zInt } from '../schemas/common';

const tags = ['people import'];

/** 100,000 records of a few hundred bytes each, with room to spare. */
const IMPORT_BODY_LIMIT = 128 * 1024 * 1024;

const reason = z.object({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  input: z.unknown(),
  ctx: z.record(z.string(), z.unknown()).optional().describe('As in a 422: ctx.code names the reason of a person rule'),
});
const failure = z
  .object({
    row: z.int().describe('Index of the record in the request (0-based)'),
    who: z
      .string()
      .optional()
      .describe(
        "How people know the row: its name, else its first e-mail or phone, else its national id ('' when none)",
      ),
    reasons: z.array(reason),
  })
  .meta({ id: 'ImportFailure' });

const reportFields = {
  id: z.int(),
  status: z.enum(['completed', 'reverted']),
  total_rows: z.int(),
  created: z.int().describe('People created'),
  merged: z.int().describe('Rows merged into a person who existed, or into one created by an earlier row'),
  failed_count: z.int(),
  overwrite: z.array(z.string()),
  created_by: z.string().nullable(),
  created_by_name: z
    .string()
    .nullable()
    .describe("Who imported: the user's first and last name, else their e-mail; null once that user is deleted"),
  created_at: z.date(),
  reverted_at: z.date().nullable(),
};
const report = z.object({ ...reportFields, failed: z.array(failure) }).meta({ id: 'PersonImportReport' });
const summary = z.object(reportFields).meta({ id: 'PersonImportSummary' });

const importBody = z.object({
  records: z
    .array(z.unknown())
    .min(1)
    .max(IMPORT_MAX_RECORDS)
    .describe(
      'Records keyed by field id: first_name, last_name, national_id, roles (list or comma-separated), emails [{value}], ' +
        'phones [{value, is_primary}], addresses [{street, city, zip, country}]. Each is validated on its own.',
    ),
  overwrite: z
    .array(z.enum(OVERWRITABLE))
    .default([])
    .describe('Fields a matched person may have overwritten by the file; other fields are only filled where empty'),
});

const listQuery = z.object({
  skip: queryInt(zInt().min(0)).default(0),
  limit: queryInt(zInt().min(1).max(100)).default(20),
  mine: queryBool()
    .default(false)
    .describe("Only the signed-in user's imports (the list's shortcut to one's newest report)"),
});

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
async function withCreatorName(
  db: Db,
  report: ImportReport,
): Promise<ImportReport & { created_by_name: string | null }> {
  if (!report.created_by) return { ...report, created_by_name: null };
  const [user] = await db.select({ name: userName }).from(users).where(eq(users.id, report.created_by));
  return { ...report, created_by_name: user?.name ?? null };
}

const personImport: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post('/', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Import people in one transaction: new ones created, those matched by e-mail, phone or national id merged',
      description:
        'Every valid row is written, or none (any failure rolls the whole import back). Matched people get the contacts ' +
        'they lack; their fields are filled where empty, or overwritten for the fields named in overwrite. Rows that fail ' +
        'validation, or match two different people, are reported with their reasons (pydantic-style, loc inside the record).',
      security: authSecurity,
      body: importBody,
      response: { 201: report, ...errorResponses(401, 413, 422) },
    },
    handler: async (request, reply) => {
      const result = await runImport(db, request.body, { userId: currentUser(request).id, queue: app.queue });
      return reply.code(201).send(await withCreatorName(db, result));
    },
  });

  app.get('/', {
    schema: {
      tags,
      summary: 'Imports, newest first (without the failed rows; read one import for those)',
      security: authSecurity,
      querystring: listQuery,
      response: { 200: z.object({ items: z.array(summary), total: z.int() }), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { skip, limit, mine } = request.query;
      const where = mine ? eq(personImports.createdBy, currentUser(request).id) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(personImports)
          .leftJoin(users, eq(users.id, personImports.createdBy))
          .where(where)
          .orderBy(desc(personImports.id))
          .limit(limit)
          .offset(skip),
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
    },
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: 'The report of an import',
      security: authSecurity,
      params: intIdParams,
      response: { 200: report, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const [row] = await db.select().from(personImports).where(eq(personImports.id, request.params.id));
      return withCreatorName(db, toImportReport(orNotFound(row)));
    },
  });

  app.post('/:id/revert', {
    schema: {
      tags,
      summary:
        'Revert an import: its people removed, the contacts it added taken off, changed fields restored (400 the second time)',
      security: authSecurity,
      params: intIdParams,
      response: { 200: report, ...errorResponses(400, 401, 404, 422) },
    },
    handler: async (request) => withCreatorName(db, await revertImport(db, request.params.id)),
  });
};

export default personImport;
