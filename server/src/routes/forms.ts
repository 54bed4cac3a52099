// Forms and their submissions under /api/form ('Forms': GET/POST /form; PUT /form/{name}; GET/POST
// /form/{name} with limit and skip for submissions). `{name}` is the form's name, or its id (a name never is all
// digits). The public calls (the form's definition for /f/:name and sending it) need no sign-in; the rest is staff's.
import { and, asc, count, desc, eq, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { forms, formSubmissions, people } from '../db/schema/index';
import { authSecurity } from '../docs';
import { dbError, errorResponses, httpError, notFound, RequestValidationError, validationError } from '../errors';
import multipart from '@fastify/multipart';
import { findFiles, toFileRecord } from '../files/records';
import { storeUpload, tooLarge, uploadMultipartOptions } from '../files/upload';
import { sanitizeHtml } from '../html';
import { assertNestingSound, nestedSchemas, submittedFiles } from '../forms/nested';
import { personForSubmission } from '../forms/people';
import { personNameOf } from '../people/name';
import { notifySubmission } from '../forms/notify';
import {
  assertSchemaSound,
  emptySchema,
  formCreate,
  formOut,
  formSettings,
  formUpdate,
  publicFormOut,
  submissionOut,
  type FormSettings,
} from '../forms/wire';
import { listResponse, queryInt, zInt } from '../schemas/common';
import {
  errorLeaves,
  hasKind,
  uploadFolder,
  validateSubmission,
  type ErrorPath,
  type FormSchema,
} from '../../../definitions/forms/rules';
import { textSearch } from '../db/text-search';
import { registerFileHolder } from '../files/access';

const tags = ['form'];
const nestedOut = z
  .record(z.string(), z.unknown())
  .describe('The schemas of the forms its bagelform elements nest, by name');
const nameParams = z.object({ name: z.string().min(1).max(63) });
/** Largest body of one submission (signatures are images). */
const SUBMISSION_BODY_LIMIT = 1024 * 1024;

type FormRow = typeof forms.$inferSelect;

/** What was sent at a path inside the answers (the `input` of a 422 entry). */
const valueAt = (data: unknown, path: ErrorPath): unknown =>
  path.reduce<unknown>(
    (at, step) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined),
    data,
  );

const whereName = (name: string): SQL =>
  /^\d+$/.test(name) ? eq(forms.id, Number(name)) : eq(forms.name, name.toLowerCase());

async function findForm(db: Db, name: string): Promise<FormRow> {
  if (/^\d+$/.test(name) && Number(name) > 2_147_483_647) throw notFound();
  const [row] = await db.select().from(forms).where(whereName(name)).limit(1);
  if (!row) throw notFound();
  return row;
}

type Figures = { count: number; last: string | null };

/** How many submissions each form has and when the last came, in one query for a whole page of forms. */
async function figuresOf(db: Db, formIds: number[]): Promise<Map<number, Figures>> {
  if (!formIds.length) return new Map();
  const rows = await db
    .select({ formId: formSubmissions.formId, count: count(), last: max(formSubmissions.createdAt) })
    .from(formSubmissions)
    .where(inArray(formSubmissions.formId, formIds))
    .groupBy(formSubmissions.formId);
  return new Map(
    rows.map((row) => [row.formId, { count: row.count, last: row.last ? new Date(row.last).toISOString() : null }]),
  );
}

const submissionFigures = async (db: Db, formId: number): Promise<Figures> =>
  (await figuresOf(db, [formId])).get(formId) ?? { count: 0, last: null };

/** Open now: switched on, not past its closing time, under its submission limit. */
const isOpen = (settings: FormSettings, submissions: number, now = Date.now()): boolean =>
  settings.is_open &&
  (!settings.closes_at || Date.parse(settings.closes_at) > now) &&
  (settings.submission_limit === null || submissions < settings.submission_limit);

const settingsOf = (row: FormRow): FormSettings => formSettings.parse(row.settings ?? {});

function wire(row: FormRow, figures: Figures): z.infer<typeof formOut> {
  const settings = settingsOf(row);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    schema: row.schema,
    settings,
    version: row.version,
    submission_count: figures.count,
    last_submission_at: figures.last,
    open: isOpen(settings, figures.count),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function nameTaken(error: unknown, name: string): never {
  if (dbError(error)?.code === '23505')
    throw validationError(
      ['body', 'name'],
      'Value error, a form with this name already exists',
      name,
      'value_error',
      'unique',
    );
  throw error;
}

async function optionalUser(request: FastifyRequest) {
  try {
    return await authenticate(request);
  } catch {
    return null;
  }
}

const submissionQuery = z.object({
  skip: queryInt(zInt().min(0)).default(0),
  limit: queryInt(zInt().min(1).max(10_000)).default(100),
  q: z.string().trim().max(200).optional().describe('Words found anywhere in the answers'),
  from: z.iso.date().optional().describe('Sent on or after this day (UTC)'),
  to: z.iso.date().optional().describe('Sent on or before this day (UTC)'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  // a form's uploads (its folder) are its submissions' files: read by whoever may read the form
  const FORM_FOLDER = /^forms\/\d+$/;
  registerFileHolder({
    name: 'form',
    need: { resource: 'form', action: 'read' },
    holding: async (_db, rows) =>
      new Set(rows.filter((row) => FORM_FOLDER.test(row.dirPath)).map((row) => row.pathKey)),
  });
  const { db, config, storage } = app;
  const staff = { onRequest: requireUser };
  await app.register(multipart, uploadMultipartOptions(config.filesMaxBytes));
  const rateLimited: { rateLimit?: { max: number; timeWindow: number } } =
    config.formRateLimitMax > 0 ? { rateLimit: { max: config.formRateLimitMax, timeWindow: 60_000 } } : {};

  app.get('/', {
    ...staff,
    schema: {
      tags,
      summary: 'Forms, newest change first',
      security: authSecurity,
      querystring: z.object({
        skip: queryInt(zInt().min(0)).default(0),
        limit: queryInt(zInt().min(1).max(1000)).default(100),
        q: z.string().trim().max(200).optional(),
      }),
      response: { 200: listResponse(formOut), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { skip, limit, q } = request.query;
      const where = textSearch(q, [forms.title, forms.name]);
      const [total] = await db.select({ n: count() }).from(forms).where(where);
      const rows = await db
        .select()
        .from(forms)
        .where(where)
        .orderBy(desc(forms.updatedAt), desc(forms.id))
        .limit(limit)
        .offset(skip);
      const figures = await figuresOf(
        db,
        rows.map((row) => row.id),
      );
      const items = rows.map((row) => wire(row, figures.get(row.id) ?? { count: 0, last: null }));
      return { items, total: total?.n ?? 0 };
    },
  });

  app.post('/', {
    ...staff,
    schema: {
      tags,
      summary: 'Create a form (an empty one-step schema unless given)',
      security: authSecurity,
      body: formCreate,
      response: { 201: formOut, ...errorResponses(401, 422) },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const schema = (body.schema as FormSchema | undefined) ?? emptySchema();
      assertSchemaSound(schema);
      await assertNestingSound(db, body.name, schema);
      const settings = formSettings.parse(body.settings ?? {});
      const row = await db
        .insert(forms)
        .values({ name: body.name, title: body.title, description: body.description ?? '', schema, settings })
        .returning()
        .then((rows) => rows[0]!)
        .catch((error: unknown) => nameTaken(error, body.name));
      return reply.code(201).send(wire(row, { count: 0, last: null }));
    },
  });

  app.get('/:name/definition', {
    ...staff,
    schema: {
      tags,
      summary: 'One form with its schema and settings (staff), and the schemas of the forms it nests',
      security: authSecurity,
      params: nameParams,
      response: { 200: formOut.extend({ nested: nestedOut }), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const row = await findForm(db, request.params.name);
      return {
        ...wire(row, await submissionFigures(db, row.id)),
        nested: await nestedSchemas(db, row.schema as FormSchema),
      };
    },
  });

  app.get('/:name/public', {
    schema: {
      tags,
      summary: 'What the public page needs to show a form (no sign-in)',
      params: nameParams,
      response: { 200: publicFormOut.extend({ nested: nestedOut }), ...errorResponses(404, 422) },
    },
    handler: async (request, reply) => {
      const row = await findForm(db, request.params.name);
      const settings = settingsOf(row);
      const figures = await submissionFigures(db, row.id);
      void reply.header('cache-control', 'no-store');
      return {
        name: row.name,
        title: row.title,
        description: row.description,
        schema: row.schema,
        version: row.version,
        step_validation: settings.step_validation,
        success_message: settings.success_message,
        redirect_url: settings.redirect_url,
        open: isOpen(settings, figures.count),
        nested: await nestedSchemas(db, row.schema as FormSchema),
      };
    },
  });

  app.put('/:name', {
    ...staff,
    schema: {
      tags,
      summary: 'Change a form; a changed schema is a new version (earlier submissions keep theirs)',
      security: authSecurity,
      params: nameParams,
      body: formUpdate,
      response: { 200: formOut, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const body = request.body;
      if (Object.keys(body).length === 0)
        throw validationError(['body'], 'Value error, nothing to change', {}, 'value_error', 'empty');
      const row = await findForm(db, request.params.name);
      const values: Partial<typeof forms.$inferInsert> = {};
      if (body.name !== undefined) values.name = body.name;
      if (body.title !== undefined) values.title = body.title;
      if (body.description !== undefined) values.description = body.description;
      if (body.settings !== undefined) values.settings = formSettings.parse({ ...settingsOf(row), ...body.settings });
      if (body.schema !== undefined || (body.name !== undefined && body.name !== row.name)) {
        assertSchemaSound((body.schema ?? row.schema) as FormSchema);
        await assertNestingSound(db, body.name ?? row.name, (body.schema ?? row.schema) as FormSchema);
      }
      if (body.schema !== undefined) {
        if (!isDeepStrictEqual(body.schema, row.schema)) {
          values.schema = body.schema;
          values.version = row.version + 1;
        }
      }
      if (Object.keys(values).length === 0) return wire(row, await submissionFigures(db, row.id));
      const [updated] = await db
        .update(forms)
        .set(values)
        .where(eq(forms.id, row.id))
        .returning()
        .catch((error: unknown) => nameTaken(error, body.name ?? row.name));
      return wire(updated!, await submissionFigures(db, row.id));
    },
  });

  app.delete('/:name', {
    ...staff,
    schema: {
      tags,
      summary: 'Delete a form with its submissions',
      security: authSecurity,
      params: nameParams,
      response: { 204: z.null(), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const row = await findForm(db, request.params.name);
      await db.delete(forms).where(eq(forms.id, row.id));
      return reply.code(204).send(null);
    },
  });

  app.get('/:name', {
    ...staff,
    schema: {
      tags,
      summary: 'Submissions of a form, newest first',
      security: authSecurity,
      params: nameParams,
      querystring: submissionQuery,
      response: { 200: listResponse(submissionOut), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const row = await findForm(db, request.params.name);
      const { skip, limit, q, from, to, order } = request.query;
      const conditions: SQL[] = [eq(formSubmissions.formId, row.id)];
      const found = textSearch(q, [sql`${formSubmissions.data}::text`]);
      if (found) conditions.push(found);
      if (from) conditions.push(gte(formSubmissions.createdAt, `${from}T00:00:00Z`));
      if (to) conditions.push(lt(formSubmissions.createdAt, sql`(${to}::date + 1)::timestamptz`));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(formSubmissions).where(where);
      const rows = await db
        .select({ submission: formSubmissions, personName: personNameOf(formSubmissions.personId) })
        .from(formSubmissions)
        .where(where)
        .orderBy(
          order === 'asc' ? asc(formSubmissions.createdAt) : desc(formSubmissions.createdAt),
          order === 'asc' ? asc(formSubmissions.id) : desc(formSubmissions.id),
        )
        .limit(limit)
        .offset(skip);
      return {
        total: total?.n ?? 0,
        items: rows.map(({ submission: s, personName }) => ({
          id: s.id,
          form_id: s.formId,
          version: s.version,
          data: s.data as Record<string, unknown>,
          person_id: s.personId,
          person_name: personName,
          user_id: s.userId,
          created_at: new Date(s.createdAt).toISOString(),
        })),
      };
    },
  });

  app.get('/:name/daily', {
    ...staff,
    schema: {
      tags,
      summary: 'Submissions per day (Israel time) over the last `days` days',
      security: authSecurity,
      params: nameParams,
      querystring: z.object({ days: queryInt(zInt().min(1).max(366)).default(30) }),
      response: { 200: z.array(z.object({ day: z.string(), count: z.int() })), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const row = await findForm(db, request.params.name);
      const day = sql<string>`to_char(${formSubmissions.createdAt} at time zone 'Asia/Jerusalem', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, count: count() })
        .from(formSubmissions)
        .where(
          and(
            eq(formSubmissions.formId, row.id),
            gte(formSubmissions.createdAt, sql`now() - make_interval(days => ${request.query.days})`),
          ),
        )
        .groupBy(day)
        .orderBy(day);
      return rows;
    },
  });

  app.post('/:name', {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    config: rateLimited,
    schema: {
      tags,
      summary:
        'Send a form (no sign-in needed): checked against its schema; hidden fields are neither required nor kept',
      params: nameParams,
      body: z
        .object({
          data: z.record(z.string(), z.unknown()),
          person_id: zInt().min(1).max(2_147_483_647).optional().describe('Staff only: the customer it is for'),
        })
        .strict(),
      response: { 201: submissionOut, ...errorResponses(404, 409, 413, 422, 429) },
    },
    handler: async (request, reply) => {
      const row = await findForm(db, request.params.name);
      const settings = settingsOf(row);
      const figures = await submissionFigures(db, row.id);
      if (!isOpen(settings, figures.count)) throw httpError(409, 'This form is closed');
      const schema = row.schema as FormSchema;
      const nested = await nestedSchemas(db, schema);
      const { values, errors } = validateSubmission(schema, request.body.data, undefined, {
        nested,
        cleanHtml: sanitizeHtml,
        uploadFolder: uploadFolder(row.id),
      });
      // a repeating group or a nested form answers one error for each of its fields that is wrong, `loc` naming it
      // inside (an item by its index from 0, a nested form's field by its id, as deep as they go)
      const problems = Object.entries(errors).flatMap(([id, error]) => errorLeaves(error, [id]));
      if (problems.length) {
        throw new RequestValidationError(
          problems.map(({ path, error }) => ({
            type: error.code === 'required' ? 'missing' : 'value_error',
            loc: ['body', 'data', ...path],
            msg:
              error.code === 'required'
                ? 'Field required'
                : `Value error, ${error.code.replace(/_/g, ' ')}${error.limit !== undefined ? ` (${error.limit})` : ''}${error.row ? ` in row ${error.row}` : ''}${error.column ? ` (${error.column})` : ''}`,
            input: valueAt(request.body.data, path) ?? null,
            ctx: {
              code: error.code,
              ...(error.limit !== undefined ? { limit: error.limit } : {}),
              ...(error.row ? { row: error.row } : {}),
              ...(error.column ? { column: error.column } : {}),
            },
          })),
        );
      }
      const keys = [...new Set(submittedFiles(schema, values, nested))];
      if (keys.length) {
        const stored = new Set((await findFiles(db, keys)).map((file) => file.pathKey));
        const missing = keys.find((key) => !stored.has(key));
        if (missing)
          throw validationError(
            ['body', 'data'],
            'Value error, a file named in the answers was not uploaded to this form',
            missing,
            'value_error',
            'file',
          );
      }
      const user = await optionalUser(request);
      if (request.body.person_id !== undefined && !user) throw httpError(401, 'Not authenticated');
      let personId = request.body.person_id ?? null;
      if (personId !== null) {
        const [found] = await db.select({ id: people.id }).from(people).where(eq(people.id, personId));
        if (!found)
          throw validationError(
            ['body', 'person_id'],
            'Value error, no such customer',
            personId,
            'value_error',
            'not_found',
          );
      } else {
        personId = await personForSubmission(db, schema, values);
      }
      const [saved] = await db
        .insert(formSubmissions)
        .values({
          formId: row.id,
          version: row.version,
          data: values,
          personId,
          userId: user?.id ?? null,
          ip: request.ip,
        })
        .returning();
      notifySubmission(app, row, settings, values, nested).catch((error: unknown) =>
        request.log.warn({ err: error, form: row.name }, 'form notification failed'),
      );
      return reply.code(201).send({
        id: saved!.id,
        form_id: row.id,
        version: saved!.version,
        data: values,
        person_id: personId,
        person_name: null,
        user_id: saved!.userId,
        created_at: new Date(saved!.createdAt).toISOString(),
      });
    },
  });

  app.post('/:name/upload', {
    config: rateLimited,
    schema: {
      tags,
      summary:
        "Upload a file for a form's upload field (no sign-in needed; multipart field `upload`); its path_key goes in the answers",
      params: nameParams,
      consumes: ['multipart/form-data'],
      response: {
        200: z.object({
          path_key: z.string(),
          name: z.string(),
          size: z.int(),
          mime_type: z.string(),
          thumbnail_url: z.string().nullable(),
        }),
        ...errorResponses(404, 409, 413, 415, 422, 429),
      },
    },
    handler: async (request) => {
      const row = await findForm(db, request.params.name);
      const figures = await submissionFigures(db, row.id);
      if (!isOpen(settingsOf(row), figures.count)) throw httpError(409, 'This form is closed');
      if (!hasKind(row.schema as FormSchema, 'upload', await nestedSchemas(db, row.schema as FormSchema)))
        throw httpError(409, 'This form takes no files');
      if (!request.isMultipart()) throw validationError(['body', 'upload'], 'Field required', null, 'missing');
      const part = await request.file();
      if (!part || part.fieldname !== 'upload') {
        part?.file.resume();
        throw validationError(['body', 'upload'], 'Field required', null, 'missing');
      }
      const user = await optionalUser(request);
      const stored = await storeUpload(db, storage, request.log, {
        stream: part.file,
        filename: part.filename,
        dirPath: uploadFolder(row.id),
        tags: ['form'],
        isPublic: false,
        uploadedBy: user?.id ?? null,
        maxBytes: config.filesMaxBytes,
      });
      if (part.file.truncated) throw tooLarge(config.filesMaxBytes);
      const record = toFileRecord(config, stored);
      return {
        path_key: record.path_key,
        name: record.name,
        size: record.size,
        mime_type: record.mime_type,
        thumbnail_url: record.thumbnail_url,
      };
    },
  });

  app.delete('/:name/submissions/:id', {
    ...staff,
    schema: {
      tags,
      summary: 'Delete one submission',
      security: authSecurity,
      params: nameParams.extend({ id: queryInt(zInt().min(1).max(2_147_483_647)) }),
      response: { 204: z.null(), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      const row = await findForm(db, request.params.name);
      const deleted = await db
        .delete(formSubmissions)
        .where(and(eq(formSubmissions.formId, row.id), eq(formSubmissions.id, request.params.id)))
        .returning({ id: formSubmissions.id });
      if (!deleted.length) throw notFound();
      return reply.code(204).send(null);
    },
  });
};

export default routes;
