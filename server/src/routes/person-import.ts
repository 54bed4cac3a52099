// The customer import under /api/person/import (registered and guarded by person.ts): the wizard's records in
// one request, written in one transaction, with a stored report that can be read and reverted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { IMPORT_MAX_RECORDS, OVERWRITABLE } from '../people/import-plan';
import { revertImport, runImport } from '../people/import';
import { listImportReports, readImportReport, withCreatorName } from '../people/import-reports';
import { intIdParams, listResponse, queryBool, queryInt, zInt } from '../schemas/common';
import { byIntId, routeSchemas } from './route-schema';

const tags = ['people import'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

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

const personImport: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post('/', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: doc(
      'Import people in one transaction: new ones created, those matched by e-mail, phone or national id merged',
      {
        description:
          'Every valid row is written, or none (any failure rolls the whole import back). Matched people get the contacts ' +
          'they lack; their fields are filled where empty, or overwritten for the fields named in overwrite. Rows that fail ' +
          'validation, or match two different people, are reported with their reasons (pydantic-style, loc inside the record).',
        body: importBody,
        response: { 201: report },
        errors: [401, 413, 422],
      },
    ),
    handler: async (request, reply) => {
      const result = await runImport(db, request.body, { userId: currentUser(request).id, queue: app.queue });
      return reply.code(201).send(await withCreatorName(db, result));
    },
  });

  app.get('/', {
    schema: doc('Imports, newest first (without the failed rows; read one import for those)', {
      querystring: listQuery,
      response: { 200: listResponse(summary) },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const { skip, limit, mine } = request.query;
      return listImportReports(db, { skip, limit, createdBy: mine ? currentUser(request).id : undefined });
    },
  });

  app.get('/:id', {
    schema: doc('The report of an import', { ...byIntId, response: { 200: report } }),
    handler: async (request) => {
      return withCreatorName(db, await readImportReport(db, request.params.id));
    },
  });

  app.post('/:id/revert', {
    schema: doc(
      'Revert an import: its people removed, the contacts it added taken off, changed fields restored (400 the second time)',
      { params: intIdParams, response: { 200: report }, errors: [400, 401, 404, 422] },
    ),
    handler: async (request) => withCreatorName(db, await revertImport(db, request.params.id)),
  });
};

export default personImport;
