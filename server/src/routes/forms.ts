// Forms and their submissions under /api/form ('Forms': GET/POST /form; PUT /form/{name}; GET/POST
// /form/{name} with limit and skip for submissions). `{name}` is the form's name, or its id (a name never is all
// digits). The public calls (the form's definition for /f/:name and sending it) need no sign-in; the rest is staff's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticate, requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { httpError, notFound, RequestValidationError, validationError } from '../errors';
import multipart from '@fastify/multipart';
import { findFiles, toFileRecord } from '../files/records';
import { storeUpload, tooLarge, uploadMultipartOptions } from '../files/upload';
import { sanitizeHtml } from '../html';
import {
  createForm,
  deleteForm,
  findForm,
  formWire,
  isOpen,
  listForms,
  settingsOf,
  submissionFigures,
  updateForm,
} from '../forms/forms';
import { nestedSchemas, submittedFiles } from '../forms/nested';
import { publicForm } from '../forms/public-form';
import { personForSubmission } from '../forms/people';
import { notifySubmission } from '../forms/notify';
import { dailySubmissions, deleteSubmission, listSubmissions, saveSubmission } from '../forms/submissions';
import { normalisePhone } from '../people/phone';
import { personExists } from '../people/write';
import { formCreate, formOut, formUpdate, publicFormOut, submissionOut } from '../forms/wire';
import { listResponse, queryInt, zInt, zId } from '../schemas/common';
import {
  errorLeaves,
  hasKind,
  uploadFolder,
  validateSubmission,
  type Answers,
  type ErrorPath,
  type FormSchema,
} from '../../../definitions/forms/rules';
import { registerFileHolder } from '../files/access';
import { routeSchemas } from './route-schema';

const tags = ['form'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
/** The routes here anyone may call, signed in or not. */
const publicDoc = routeSchemas({ tags, security: 'public' });
const nestedOut = z
  .record(z.string(), z.unknown())
  .describe('The schemas of the forms its bagelform elements nest, by name');
const nameParams = z.object({ name: z.string().min(1).max(63) });
/** Largest body of one submission (signatures are images). */
const SUBMISSION_BODY_LIMIT = 1024 * 1024;

/** A route sent by the public is rate limited per client when the limit is set (0 switches it off). */
const rateLimited = (max: number): { rateLimit?: { max: number; timeWindow: number } } =>
  max > 0 ? { rateLimit: { max, timeWindow: 60_000 } } : {};

/** What was sent at a path inside the answers (the `input` of a 422 entry). */
const valueAt = (data: unknown, path: ErrorPath): unknown =>
  path.reduce<unknown>(
    (at, step) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined),
    data,
  );

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

/**
 * The answers' errors as one 422: a repeating group or a nested form answers one error for each of its fields that is
 * wrong, `loc` naming it inside (an item by its index from 0, a nested form's field by its id, as deep as they go).
 */
function assertAnswered(errors: ReturnType<typeof validateSubmission>['errors'], data: Answers): void {
  const problems = Object.entries(errors).flatMap(([id, error]) => errorLeaves(error, [id]));
  if (!problems.length) return;
  throw new RequestValidationError(
    problems.map(({ path, error }) => ({
      type: error.code === 'required' ? 'missing' : 'value_error',
      loc: ['body', 'data', ...path],
      msg:
        error.code === 'required'
          ? 'Field required'
          : `Value error, ${error.code.replace(/_/g, ' ')}${error.limit !== undefined ? ` (${error.limit})` : ''}${error.row ? ` in row ${error.row}` : ''}${error.column ? ` (${error.column})` : ''}`,
      input: valueAt(data, path) ?? null,
      ctx: {
        code: error.code,
        ...(error.limit !== undefined ? { limit: error.limit } : {}),
        ...(error.row ? { row: error.row } : {}),
        ...(error.column ? { column: error.column } : {}),
      },
    })),
  );
}

/** Every file the answers name was uploaded (to this form's folder): a 422 on `data` otherwise. */
async function assertFilesStored(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
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

/** The customer a submission is for: the one staff name (it must exist), else the one its answers find or make. */
async function submissionPerson(db: Db, personId: number | null, schema: FormSchema, values: Answers) {
  if (personId === null) return personForSubmission(db, schema, values);
  if (!(await personExists(db, personId)))
    throw validationError(['body', 'person_id'], 'Value error, no such customer', personId, 'value_error', 'not_found');
  return personId;
}

const staff = { onRequest: requireUser };

/** Forms themselves: listed, created, read (by staff and by the public page), changed and deleted. */
const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/', {
    ...staff,
    schema: doc('Forms, newest change first', {
      querystring: z.object({
        skip: queryInt(zInt().min(0)).default(0),
        limit: queryInt(zInt().min(1).max(1000)).default(100),
        q: z.string().trim().max(200).optional(),
      }),
      response: { 200: listResponse(formOut) },
      errors: [401, 422],
    }),
    handler: async (request) => listForms(db, request.query.skip, request.query.limit, request.query.q),
  });

  app.post('/', {
    ...staff,
    schema: doc('Create a form (an empty one-step schema unless given)', {
      body: formCreate,
      response: { 201: formOut },
      errors: [401, 422],
    }),
    handler: async (request, reply) => reply.code(201).send(await createForm(db, request.body)),
  });

  app.get('/:name/definition', {
    ...staff,
    schema: doc('One form with its schema and settings (staff), and the schemas of the forms it nests', {
      params: nameParams,
      response: { 200: formOut.extend({ nested: nestedOut }) },
      errors: [401, 404, 422],
    }),
    handler: async (request) => {
      const row = await findForm(db, request.params.name);
      return {
        ...formWire(row, await submissionFigures(db, row.id)),
        nested: await nestedSchemas(db, row.schema as FormSchema),
      };
    },
  });

  app.get('/:name/public', {
    schema: publicDoc('What the public page needs to show a form (no sign-in)', {
      params: nameParams,
      response: { 200: publicFormOut.extend({ nested: nestedOut }) },
      errors: [404, 422],
    }),
    handler: async (request, reply) => {
      const form = await publicForm(db, request.params.name);
      void reply.header('cache-control', 'no-store');
      return form;
    },
  });

  app.put('/:name', {
    ...staff,
    schema: doc('Change a form; a changed schema is a new version (earlier submissions keep theirs)', {
      params: nameParams,
      body: formUpdate,
      response: { 200: formOut },
      errors: [401, 404, 422],
    }),
    handler: async (request) => {
      if (Object.keys(request.body).length === 0)
        throw validationError(['body'], 'Value error, nothing to change', {}, 'value_error', 'empty');
      return updateForm(db, await findForm(db, request.params.name), request.body);
    },
  });

  app.delete('/:name', {
    ...staff,
    schema: doc('Delete a form with its submissions', {
      params: nameParams,
      response: { 204: z.null() },
      errors: [401, 404, 422],
    }),
    handler: async (request, reply) => {
      await deleteForm(db, (await findForm(db, request.params.name)).id);
      return reply.code(204).send(null);
    },
  });
};

/** What staff read of a form's submissions: a page of them, and their count per day. */
const submissionReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/:name', {
    ...staff,
    schema: doc('Submissions of a form, newest first', {
      params: nameParams,
      querystring: submissionQuery,
      response: { 200: listResponse(submissionOut) },
      errors: [401, 404, 422],
    }),
    handler: async (request) => listSubmissions(db, (await findForm(db, request.params.name)).id, request.query),
  });

  app.get('/:name/daily', {
    ...staff,
    schema: doc('Submissions per day (Israel time) over the last `days` days', {
      params: nameParams,
      querystring: z.object({ days: queryInt(zInt().min(1).max(366)).default(30) }),
      response: { 200: z.array(z.object({ day: z.string(), count: z.int() })) },
      errors: [401, 404, 422],
    }),
    handler: async (request) => dailySubmissions(db, (await findForm(db, request.params.name)).id, request.query.days),
  });
};

/** Sending a form and uploading its files: open to the public, while the form is open. */
const sendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  app.post('/:name', {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    config: rateLimited(config.formRateLimitMax),
    schema: publicDoc(
      'Send a form (no sign-in needed): checked against its schema; hidden fields are neither required nor kept',
      {
        params: nameParams,
        body: z
          .object({
            data: z.record(z.string(), z.unknown()),
            person_id: zId().optional().describe('Staff only: the customer it is for'),
          })
          .strict(),
        response: { 201: submissionOut },
        errors: [404, 409, 413, 422, 429],
      },
    ),
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
        phone: normalisePhone,
      });
      assertAnswered(errors, request.body.data);
      await assertFilesStored(db, [...new Set(submittedFiles(schema, values, nested))]);
      const user = await optionalUser(request);
      if (request.body.person_id !== undefined && !user) throw httpError(401, 'Not authenticated');
      const personId = await submissionPerson(db, request.body.person_id ?? null, schema, values);
      const saved = await saveSubmission(db, {
        formId: row.id,
        version: row.version,
        data: values,
        personId,
        userId: user?.id ?? null,
        ip: request.ip,
      });
      notifySubmission(app, row, settings, values, nested).catch((error: unknown) =>
        request.log.warn({ err: error, form: row.name }, 'form notification failed'),
      );
      return reply.code(201).send({
        id: saved.id,
        form_id: row.id,
        version: saved.version,
        data: values,
        person_id: personId,
        person_name: null,
        user_id: saved.userId,
        created_at: new Date(saved.createdAt).toISOString(),
      });
    },
  });

  app.post('/:name/upload', {
    config: rateLimited(config.formRateLimitMax),
    schema: publicDoc(
      "Upload a file for a form's upload field (no sign-in needed; multipart field `upload`); its path_key goes in the answers",
      {
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
        },
        errors: [404, 409, 413, 415, 422, 429],
      },
    ),
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
};

/** Staff delete one submission. */
const submissionDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.delete('/:name/submissions/:id', {
    ...staff,
    schema: doc('Delete one submission', {
      params: nameParams.extend({ id: queryInt(zId()) }),
      response: { 204: z.null() },
      errors: [401, 404, 422],
    }),
    handler: async (request, reply) => {
      const row = await findForm(db, request.params.name);
      if (!(await deleteSubmission(db, row.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  });
};

/** A form's uploads (its folder) are its submissions' files, read by whoever may read the form. */
const FORM_FOLDER = /^forms\/\d+$/;

/** The multipart parser serves the uploads; the sub-areas register in this order, the API document's order. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerFileHolder({
    name: 'form',
    need: { resource: 'form', action: 'read' },
    holding: async (_db, rows) =>
      new Set(rows.filter((row) => FORM_FOLDER.test(row.dirPath)).map((row) => row.pathKey)),
  });
  await app.register(multipart, uploadMultipartOptions(app.config.filesMaxBytes));
  await app.register(formRoutes);
  await app.register(submissionReadRoutes);
  await app.register(sendingRoutes);
  await app.register(submissionDeleteRoutes);
};

export default routes;
