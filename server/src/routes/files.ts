// Files under /api/files_v2: upload (multipart field `upload`, query dir_path and tags), read a
// record, change its name and tags, delete, list folders; the bytes and thumbnails by signed URL or session; and for
// superusers the files screen's search and storage use. Storage, type checks and thumbnails live in ../files.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, requireSuperuser, requireUser } from '../auth/guards';
import type { FileRow, User } from '../db/schema/index';
import { authSecurity } from '../docs';
import type { Db } from '../db/client';
import { errorResponses, httpError, notFound, validationError } from '../errors';
import { mayReadFile, readableFiles } from '../files/access';
import { isValidDirPath, isValidPathKey, normaliseDirPath, cleanFileName } from '../files/keys';
import {
  browseFiles,
  deleteFileRecord,
  filesIn,
  findFile,
  findFiles,
  folderUsage,
  toFileRecord,
  updateFileMetadata,
} from '../files/records';
import { sendFile } from '../files/serve';
import { verifyFileSignature } from '../files/signing';
import { ALLOWED_TYPES } from '../files/sniff';
import { removeStored, storeUpload, tooLarge, uploadMultipartOptions } from '../files/upload';
import { listResponse, queryInt, zInt } from '../schemas/common';
import { routeSchemas, deletedResponse } from './route-schema';

const tags = ['files'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

export const fileRecord = z
  .object({
    path_key: z.string(),
    dir_path: z.string(),
    name: z.string(),
    size: z.int(),
    mime_type: z.string(),
    tags: z.array(z.string()),
    width: z.int().nullable(),
    height: z.int().nullable(),
    is_public: z.boolean(),
    uploaded_by: z.string().nullable(),
    created_at: z.date(),
    updated_at: z.date(),
    url: z.string().describe('Reads the bytes; signed, so it works in <img src> for 1 to 2 hours'),
    thumbnail_url: z.string().nullable().describe('A WebP of at most 320 px for images, else null'),
    cell_picture: z
      .string()
      .nullable()
      .describe(
        "An image's picture for a list cell (its shorter side 80 px), as a data:image/webp;base64 URL, else null",
      ),
  })
  .meta({ id: 'FileRecord' });

const pathKey = z
  .string()
  .max(1200)
  .refine(isValidPathKey, { message: 'Value error, not a valid path_key' })
  .describe("A stored file's key, as the upload answered it");
export const dirPath = z
  .string()
  .trim()
  .max(600)
  .refine(isValidDirPath, {
    message: "Value error, a folder is up to 8 names of letters, digits, spaces, '_', '-', '.', none starting with '.'",
  })
  .transform(normaliseDirPath);
const tag = z.string().trim().min(1).max(50);
/** `tags=a,b` or `tags=a&tags=b`. */
const tagsQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : [v])
        .flatMap((t) => t.split(','))
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(tag).max(20));
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).min(1).max(100)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

const bytes = z.unknown().describe("The file's bytes, with its own content type");
const keyQuery = z.object({ path_key: pathKey });
const signedQuery = z.object({
  path_key: pathKey,
  exp: queryInt(zInt()).optional(),
  sig: z.string().max(64).optional(),
  download: z.enum(['1', 'true']).optional(),
});
const metadataBody = z
  .object({
    name: z.string().trim().min(1).max(120).transform(cleanFileName).optional(),
    tags: z.array(tag).max(20).optional(),
  })
  .describe('Only what is given changes');

const FORBIDDEN = "The user doesn't have enough privileges";

/** Who may change or delete a file: a superuser or whoever uploaded it. */
const assertOwner = (user: User, row: FileRow) => {
  if (!user.isSuperuser && row.uploadedBy !== user.id) throw httpError(403, FORBIDDEN);
};

/** The file's record, or a 404. */
async function found(db: Db, key: string): Promise<FileRow> {
  const row = await findFile(db, key);
  if (!row) throw notFound();
  return row;
}

/** 403 unless the signed-in user may read the file (files/access.ts: by what holds it). */
async function assertReadable(request: FastifyRequest, row: FileRow): Promise<FileRow> {
  if (!(await mayReadFile(request, currentUser(request), row))) throw httpError(403, FORBIDDEN);
  return row;
}

/**
 * Public files for anyone; private ones with a valid signature (handed out only to whoever may read the file) or
 * signed in as someone who may read it.
 */
async function readable(request: FastifyRequest, purpose: string, query: z.output<typeof signedQuery>) {
  const { db, config } = request.server;
  const row = await findFile(db, query.path_key);
  const signed =
    query.exp !== undefined &&
    query.sig !== undefined &&
    verifyFileSignature(config.secretKey, purpose, query.path_key, query.exp, query.sig);
  if (row?.isPublic || signed) {
    if (!row) throw notFound();
    return row;
  }
  const user = await authenticate(request);
  if (!row) throw notFound();
  if (!(await mayReadFile(request, user, row))) throw httpError(403, FORBIDDEN);
  return row;
}

/** Uploading: what an upload may be, and the upload. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, storage } = app;
  const record = (row: FileRow) => toFileRecord(config, row);
  app.get('/limits', {
    onRequest: requireUser,
    schema: doc('What an upload may be: largest size and the allowed types', {
      response: { 200: z.object({ max_bytes: z.int(), types: z.array(z.string()) }) },
      errors: [401],
    }),
    handler: async () => ({ max_bytes: config.filesMaxBytes, types: ALLOWED_TYPES }),
  });

  app.post('/upload', {
    onRequest: requireUser,
    schema: doc('Upload one file (multipart field `upload`); the type is read from its bytes', {
      consumes: ['multipart/form-data'],
      querystring: z.object({ dir_path: dirPath.default(''), tags: tagsQuery.optional() }),
      response: { 200: fileRecord },
      errors: [401, 413, 415, 422],
    }),
    handler: async (request) => {
      if (!request.isMultipart()) throw validationError(['body', 'upload'], 'Field required', null, 'missing');
      const part = await request.file();
      if (!part || part.fieldname !== 'upload') {
        part?.file.resume();
        throw validationError(['body', 'upload'], 'Field required', null, 'missing');
      }
      const row = await storeUpload(db, storage, request.log, {
        stream: part.file,
        filename: part.filename,
        dirPath: request.query.dir_path,
        tags: request.query.tags ?? [],
        isPublic: false,
        uploadedBy: currentUser(request).id,
        maxBytes: config.filesMaxBytes,
      });
      if (part.file.truncated) throw tooLarge(config.filesMaxBytes);
      return record(row);
    },
  });
};

/** File records: read one or several, changed, deleted, a folder's. */
const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, storage } = app;
  const record = (row: FileRow) => toFileRecord(config, row);
  app.get('/', {
    onRequest: requireUser,
    schema: doc('A file record by path_key (readable by whoever may read what holds the file)', {
      querystring: keyQuery,
      response: { 200: fileRecord },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request) => record(await assertReadable(request, await found(db, request.query.path_key))),
  });

  app.get('/records', {
    onRequest: requireUser,
    schema: doc(
      'Several file records at once (the records of a form or a list page); unknown keys, and files the user may not read, are left out',
      {
        querystring: z.object({ path_key: oneOrMany(pathKey) }),
        response: { 200: z.array(fileRecord) },
        errors: [401, 422],
      },
    ),
    handler: async (request) =>
      (await readableFiles(request, currentUser(request), await findFiles(db, request.query.path_key))).map(record),
  });

  app.put('/', {
    onRequest: requireUser,
    schema: doc("Change a file's name or tags (the uploader or a superuser)", {
      querystring: keyQuery,
      body: metadataBody,
      response: { 200: fileRecord },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request) => {
      const row = await found(db, request.query.path_key);
      assertOwner(currentUser(request), row);
      const { name, tags: newTags } = request.body;
      if (name === undefined && newTags === undefined) return record(row);
      const updated = await updateFileMetadata(db, row.pathKey, { name, tags: newTags });
      return record(updated);
    },
  });

  app.delete('/', {
    onRequest: requireUser,
    schema: doc('Delete a file and its thumbnail (the uploader or a superuser)', {
      querystring: keyQuery,
      response: { 204: deletedResponse() },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request, reply) => {
      const row = await found(db, request.query.path_key);
      assertOwner(currentUser(request), row);
      await deleteFileRecord(db, row.pathKey);
      await removeStored(storage, row);
      return reply.code(204).send(null);
    },
  });

  app.get('/list', {
    onRequest: requireUser,
    schema: doc('The files of one folder or several (dir_path repeated), newest first', {
      querystring: z.object({ dir_path: oneOrMany(dirPath) }),
      response: { 200: z.array(fileRecord) },
      errors: [401, 422],
    }),
    handler: async (request) =>
      (await readableFiles(request, currentUser(request), await filesIn(db, request.query.dir_path))).map(record),
  });
};

/** The bytes and thumbnails, by signed URL or session. */
const byteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app;
  app.get('/download', {
    schema: {
      tags,
      summary:
        "A file's bytes: public files for anyone, others by the record's signed url or a session; Range supported",
      security: [...authSecurity, {}],
      querystring: signedQuery,
      response: {
        200: bytes,
        206: bytes.describe('The asked range of the bytes'),
        ...errorResponses(401, 403, 404, 416, 422),
      },
    },
    handler: async (request, reply) =>
      sendFile(request, reply, storage, await readable(request, 'file', request.query), {
        download: request.query.download !== undefined,
      }),
  });

  app.get('/thumbnail', {
    schema: {
      tags,
      summary: "An image's WebP thumbnail (as download)",
      security: [...authSecurity, {}],
      querystring: signedQuery,
      response: { 200: bytes, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request, reply) =>
      sendFile(request, reply, storage, await readable(request, 'thumb', request.query), { thumbnail: true }),
  });
};

/** The files screen's search and storage use, for superusers. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, storage } = app;
  const record = (row: FileRow) => toFileRecord(config, row);
  app.get('/browse', {
    onRequest: requireSuperuser,
    schema: doc('The files screen: a folder with its subfolders, a name search and a tag, newest first (superusers)', {
      querystring: z.object({
        dir_path: dirPath.optional(),
        q: z.string().trim().max(200).optional(),
        tag: tag.optional(),
        skip: queryInt(zInt().min(0)).default(0),
        limit: queryInt(zInt().min(1).max(200)).default(48),
      }),
      response: { 200: listResponse(fileRecord) },
      errors: [401, 403, 422],
    }),
    handler: async (request) => {
      const { items, total } = await browseFiles(db, {
        dirPath: request.query.dir_path,
        q: request.query.q,
        tag: request.query.tag,
        skip: request.query.skip,
        limit: request.query.limit,
      });
      return { items: items.map(record), total };
    },
  });

  app.get('/folders', {
    onRequest: requireSuperuser,
    schema: doc('Every folder with its number of files and bytes, and the storage used in all (superusers)', {
      response: {
        200: z.object({
          folders: z.array(z.object({ dir_path: z.string(), files: z.int(), bytes: z.int() })),
          total_files: z.int(),
          total_bytes: z.int(),
          storage: z.string().describe("'local' or 's3'"),
        }),
      },
      errors: [401, 403],
    }),
    handler: async () => {
      const folders = await folderUsage(db);
      return {
        folders,
        total_files: folders.reduce((n, f) => n + f.files, 0),
        total_bytes: folders.reduce((n, f) => n + f.bytes, 0),
        storage: storage.kind,
      };
    },
  });
};

/** The multipart parser serves the uploads; the sub-areas register in this order, the API document's order. */
const files_v2: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, uploadMultipartOptions(app.config.filesMaxBytes));
  await app.register(uploadRoutes);
  await app.register(recordRoutes);
  await app.register(byteRoutes);
  await app.register(adminRoutes);
};

export default files_v2;
