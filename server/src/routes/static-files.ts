// Public assets under /api/static_files: POST /upload (multipart field `file`, optional topic) stores
// a file anyone may read (site images, newsletter pictures) under the folder static/<topic>; GET /images lists the
// public images (the page editor's image library), so a picture already uploaded is used again.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { authSecurity } from '../docs';
import { errorResponses, validationError } from '../errors';
import { browseFiles, toFileRecord } from '../files/records';
import { listResponse, queryInt, zInt } from '../schemas/common';
import { storeUpload, tooLarge, uploadMultipartOptions } from '../files/upload';
import { fileRecord } from './files';

const topic = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}_-]{1,50}$/u, { message: "Value error, a topic is letters, digits, '_' and '-'" });

const staticFiles: FastifyPluginAsyncZod = async (app) => {
  const { config, db, storage } = app;
  await app.register(multipart, uploadMultipartOptions(config.filesMaxBytes));

  app.post('/upload', {
    onRequest: requireUser,
    schema: {
      tags: ['files'],
      summary: 'Upload a public file (multipart field `file`) under static/<topic>; its url needs no signing in',
      security: authSecurity,
      consumes: ['multipart/form-data'],
      querystring: z.object({ topic: topic.optional() }),
      response: { 200: fileRecord, ...errorResponses(401, 413, 415, 422) },
    },
    handler: async (request) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw validationError(['body', 'file'], 'Field required', null, 'missing');
      }
      const row = await storeUpload(db, storage, request.log, {
        stream: part.file,
        filename: part.filename,
        dirPath: `static/${request.query.topic ?? 'general'}`,
        tags: [],
        isPublic: true,
        uploadedBy: currentUser(request).id,
        maxBytes: config.filesMaxBytes,
      });
      if (part.file.truncated) throw tooLarge(config.filesMaxBytes);
      return toFileRecord(config, row);
    },
  });

  app.get('/images', {
    onRequest: requireUser,
    schema: {
      tags: ['files'],
      summary:
        'Public images (any topic), newest first, searched by name: their urls need no signing and do not expire',
      security: authSecurity,
      querystring: z
        .object({
          q: z.string().trim().max(200).optional(),
          skip: queryInt(zInt().min(0)).default(0),
          limit: queryInt(zInt().min(1).max(100)).default(24),
        })
        .strict(),
      response: { 200: listResponse(fileRecord), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { items, total } = await browseFiles(db, {
        q: request.query.q,
        skip: request.query.skip,
        limit: request.query.limit,
        publicImages: true,
      });
      return { items: items.map((row) => toFileRecord(config, row)), total };
    },
  });
};

export default staticFiles;
