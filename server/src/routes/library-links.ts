// A person's library under /api/library (lib_item_link person GET/POST/DELETE; progress PUT): the
// items granted to a customer with the reason (bought, subscription, gift), who granted them and when, and how far
// the person is in each. Progress keeps the newest reading by the device's time, so a stale device never moves it
// back. (The reader's own calls, signup and `lib_item_link user`, come with reader accounts.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { LIBRARY_LINK_REASONS } from '../db/schema/index';
import { httpError, validationError } from '../errors';
import {
  assertItemExists,
  grantItem,
  itemReaders,
  itemStats,
  personLibrary,
  recordProgress,
  revokeItem,
} from '../library/links';
import { assertPersonExists } from '../people/write';
import { listResponse, queryInt, zInt, zId } from '../schemas/common';
import { readerPersonId } from '../library/readers';
import { routeSchemas, guardedRoutes } from './route-schema';

const tags = ['library_link'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const personParams = z.object({ person_id: queryInt(zId()) });

const progress = z
  .object({ percent: z.int(), seconds: z.int().nullable(), read_at: z.date() })
  .meta({ id: 'LibraryProgress' });
/** A grant of an item to a person, seen from either side: why, when and by whom, and how far they read. */
const grant = {
  reason: z.enum(LIBRARY_LINK_REASONS),
  granted_at: z.date(),
  granted_by_name: z.string().nullable(),
  progress: progress.nullable(),
};
const link = z
  .object({ item_id: z.int(), title: z.string(), kind: z.string(), cover: z.string().nullable(), ...grant })
  .meta({ id: 'LibraryLink' });

const reader = z
  .object({ person_id: z.int(), person_name: z.string().nullable(), ...grant })
  .meta({ id: 'LibraryReader' });
const readerPage = listResponse(reader);
const stats = z
  .object({
    readers: z.int().describe('People who have the item'),
    started: z.int().describe('Readers with any progress'),
    average_percent: z
      .number()
      .nullable()
      .describe('Average progress of the readers who started, 0 to 100, one decimal'),
    completions: z.int().describe('Readers at 100%'),
    opened_last_30_days: z.int().describe('Readers whose last reading is within the last 30 days'),
    by_reason: z.record(z.enum(LIBRARY_LINK_REASONS), z.int()),
  })
  .meta({ id: 'LibraryItemStats' });

/** A person's library: read, granted an item, an item taken out. */
const personLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/lib_item_link/person/:person_id', {
    schema: doc("A person's library: the items granted, why, by whom and when, with their progress", {
      params: personParams,
      response: { 200: z.array(link) },
      errors: [401, 404, 422],
    }),
    handler: async (request) => {
      await assertPersonExists(db, request.params.person_id);
      return personLibrary(db, request.params.person_id);
    },
  });

  app.post('/lib_item_link/person/:person_id', {
    schema: doc('Grant an item to a person with the reason (409 ALREADY_GRANTED when they have it)', {
      params: personParams,
      body: z.object({ item_id: zId(), reason: z.enum(LIBRARY_LINK_REASONS).default('gift') }).strict(),
      response: { 201: z.array(link).describe("The person's library after the grant") },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request, reply) => {
      const personId = request.params.person_id;
      await assertPersonExists(db, personId);
      await grantItem(db, personId, request.body.item_id, request.body.reason, currentUser(request).id);
      return reply.code(201).send(await personLibrary(db, personId));
    },
  });

  app.delete('/lib_item_link/person/:person_id/:item_id', {
    schema: doc("Take an item out of a person's library (its progress goes too)", {
      params: personParams.extend({ item_id: queryInt(zId()) }),
      response: { 204: z.null().describe('Removed') },
      errors: [401, 404, 422],
    }),
    handler: async (request, reply) => {
      await revokeItem(db, request.params.person_id, request.params.item_id);
      return reply.code(204).send(null);
    },
  });
};

/** An item's readers, in a list and in numbers. */
const itemReaderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/item/:id/readers', {
    schema: doc(
      'Who has an item: each person, granted how, when and by whom, with their progress (last opened first)',
      {
        params: z.object({ id: queryInt(zId()) }),
        querystring: z.object({
          skip: queryInt(zInt().min(0).max(1_000_000)).default(0),
          limit: queryInt(zInt().min(1).max(500)).default(100),
        }),
        response: { 200: readerPage },
        errors: [401, 404, 422],
      },
    ),
    handler: async (request) => {
      await assertItemExists(db, request.params.id);
      return itemReaders(db, request.params.id, request.query.skip, request.query.limit);
    },
  });

  app.get('/item/:id/stats', {
    schema: doc(
      "An item's readers in numbers: how many have it, started, finished, opened it in the last 30 days, and their average progress",
      { params: z.object({ id: queryInt(zId()) }), response: { 200: stats }, errors: [401, 404, 422] },
    ),
    handler: async (request) => {
      await assertItemExists(db, request.params.id);
      return itemStats(db, request.params.id, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString());
    },
  });
};

/** Progress in an item, recorded by staff for anyone and by a reader for themselves. */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.put('/progress', {
    config: { appReader: true },
    schema: doc(
      "Record how far a person is in an item of their library; a reading older than the stored one (by `read_at`) leaves it as it is. A reader records their own (person_id left out, or their own: another's is 403)",
      {
        body: z
          .object({
            person_id: zId().optional(),
            item_id: zId(),
            percent: zInt().min(0).max(100),
            seconds: zInt().min(0).max(100_000_000).nullable().optional(),
            read_at: z.iso.datetime({ offset: true }).describe("The device's time of this reading"),
          })
          .strict(),
        response: {
          200: progress.extend({ applied: z.boolean().describe('false: a newer reading was already stored') }),
        },
        errors: [401, 403, 404, 422],
      },
    ),
    handler: async (request) => {
      const { item_id, percent, seconds, read_at } = request.body;
      const user = currentUser(request);
      let person_id = request.body.person_id;
      if (user.isReader) {
        const own = await readerPersonId(db, user.id);
        if (own === null || (person_id !== undefined && person_id !== own))
          throw httpError(403, 'A reader records only their own progress');
        person_id = own;
      }
      if (person_id === undefined) throw validationError(['body', 'person_id'], 'Field required', undefined, 'missing');
      return recordProgress(db, person_id, item_id, { percent, seconds: seconds ?? null, at: new Date(read_at) });
    },
  });
};

const libraryLinkRoutes = guardedRoutes(requireUser, personLibraryRoutes, itemReaderRoutes, progressRoutes);

export default libraryLinkRoutes;
