// The library app's readers (POST signup, lib_item_link user): a reader
// signs up from the app and gets a user account marked as a reader, linked to a new person (the customer staff see).
// A reader's token opens only the routes marked `appReader` (guards.ts): the app's catalogue and home, their own
// library and their own progress; every admin route answers 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { LIBRARY_LINK_REASONS } from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { findFiles, toFileRecord } from '../files/records';
import { inLibraryOf, itemFilesOf, readerLibrary, readerPersonId, signUpReader } from '../library/readers';
import { intIdParams } from '../schemas/common';
import { fileRecord } from './files';
import { authRateLimit } from '../rate-limit';
import { userRegister } from '../auth/user-schemas';
import { routeSchemas } from './route-schema';

const tags = ['library_reader'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
/** The routes here anyone may call, signed in or not. */
const publicDoc = routeSchemas({ tags, security: 'public' });
const EMAIL_TAKEN = 'The user with this email already exists in the system';

const readerItem = z
  .object({
    item_id: z.int(),
    title: z.string(),
    subtitle: z.string().nullable(),
    kind: z.string(),
    cover: z.string().nullable(),
    files: z.array(z.string()),
    reason: z.enum(LIBRARY_LINK_REASONS),
    granted_at: z.date(),
    progress: z.object({ percent: z.int(), seconds: z.int().nullable(), read_at: z.date() }).nullable(),
  })
  .meta({ id: 'ReaderLibraryItem' });

const libraryReaderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post('/signup', {
    config: authRateLimit(app.config),
    schema: publicDoc(
      'Sign up as a reader of the library app: an active account for the app only (never the admin), linked to a new person',
      {
        body: userRegister,
        response: { 201: z.object({ id: z.uuid(), email: z.string(), person_id: z.int() }) },
        errors: [400, 422, 429],
      },
    ),
    handler: async (request, reply) => {
      const created = await signUpReader(db, request.body);
      if (!created) throw httpError(400, EMAIL_TAKEN);
      return reply.code(201).send(created);
    },
  });

  app.get('/lib_item_link/user', {
    onRequest: requireUser,
    config: { appReader: true },
    schema: doc("The signed-in reader's library: published items granted to them, why and when, with their progress", {
      response: { 200: z.array(readerItem) },
      errors: [401, 403],
    }),
    handler: async (request) => {
      const personId = await readerPersonId(db, currentUser(request).id);
      if (personId === null) return [];
      return readerLibrary(db, personId);
    },
  });

  app.get('/item/:id/content', {
    onRequest: requireUser,
    config: { appReader: true },
    schema: doc(
      "An item's cover and content files (e-book, audio, PDF) as file records whose signed urls read the bytes for 1 to 2 hours (Range supported). A reader gets them only for a published item in their own library (another item: 403); staff for any item",
      {
        params: intIdParams,
        response: {
          200: z
            .object({ item_id: z.int(), cover: fileRecord.nullable(), files: z.array(fileRecord) })
            .meta({ id: 'LibraryItemContent' }),
        },
        errors: [401, 403, 404, 422],
      },
    ),
    handler: async (request) => {
      const user = currentUser(request);
      const item = await itemFilesOf(db, request.params.id);
      if (!item || (user.isReader && item.status !== 'published')) throw notFound();
      if (user.isReader) {
        const personId = await readerPersonId(db, user.id);
        if (personId === null || !(await inLibraryOf(db, personId, item.id)))
          throw httpError(403, 'The item is not in your library');
      }
      const rows = await findFiles(db, [...(item.cover ? [item.cover] : []), ...(item.files as string[])]);
      // a reader is not told which staff member uploaded a file
      const byKey = new Map(
        rows.map((row) => [
          row.pathKey,
          { ...toFileRecord(app.config, row), ...(user.isReader ? { uploaded_by: null } : {}) },
        ]),
      );
      // in the item's order; a key whose file is gone is left out
      return {
        item_id: item.id,
        cover: (item.cover && byKey.get(item.cover)) || null,
        files: (item.files as string[]).flatMap((key) => byKey.get(key) ?? []),
      };
    },
  });
};

export default libraryReaderRoutes;
