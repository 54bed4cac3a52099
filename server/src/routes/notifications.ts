// The notification center under /api/notifications: the signed-in person's notifications, newest first,
// with the number unread; mark one read or unread, or all read; a live stream of the count and new arrivals
// (notifications/live.ts). Nobody sees or marks another person's.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { NOTIFICATION_KINDS } from '../db/schema/index';
import { notFound } from '../errors';
import type { LiveUpdate } from '../../../definitions/wire/notifications';
import { NotificationHub } from '../notifications/live';
import { RecordChangeFeed } from '../notifications/record-changes';
import { listNotifications, markAllRead, markRead, unreadCount } from '../notifications/inbox';
import { preferencesOf, preferencesSchema, setPreferences } from '../notifications/preferences';
import { notificationJson as wire, notificationSchema } from '../notifications/wire';
import { listResponse, queryBool, queryInt, zInt } from '../schemas/common';
import { byIntId, routeSchemas, guardedRoutes } from './route-schema';

const tags = ['notifications'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
/** A stream ends after this long; the admin opens another (signed in anew, so a signed-out person's stream stops). */
const STREAM_LIFETIME_MS = 5 * 60_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** The list, the unread count and the preferences. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/', {
    schema: doc("The signed-in person's notifications, newest first, and how many are unread", {
      querystring: z
        .object({
          skip: queryInt(zInt().min(0)).default(0),
          limit: queryInt(zInt().min(1).max(200)).default(50),
          unread: queryBool().optional(),
          kind: z.enum(NOTIFICATION_KINDS).optional(),
        })
        .strict(),
      response: { 200: listResponse(notificationSchema).extend({ unread: z.int() }) },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { rows, total } = await listNotifications(db, userId, request.query);
      return { items: rows.map(wire), total, unread: await unreadCount(db, userId) };
    },
  });

  app.get('/unread_count', {
    schema: doc('How many notifications the signed-in person has not read (the bell)', {
      response: { 200: z.object({ unread: z.int() }) },
      errors: [401],
    }),
    handler: async (request) => ({ unread: await unreadCount(db, currentUser(request).id) }),
  });

  app.get('/preferences', {
    schema: doc(
      'Which kinds notify the signed-in person in the app and which by e-mail (every kind, defaults filled in)',
      { response: { 200: preferencesSchema }, errors: [401] },
    ),
    handler: async (request) => preferencesOf(db, currentUser(request).id),
  });

  app.put('/preferences', {
    schema: doc("Set the signed-in person's preferences for the kinds given (others keep theirs)", {
      body: preferencesSchema,
      response: { 200: preferencesSchema },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const userId = currentUser(request).id;
      await setPreferences(db, userId, request.body.items);
      return preferencesOf(db, userId);
    },
  });
};

/** The live stream of the count, new arrivals and changed records. */
const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const hub = new NotificationHub(db, (error) => app.log.error({ err: error }, 'notification stream refresh failed'));
  const records = new RecordChangeFeed(
    db,
    new Map(app.entities.map((entity) => [entity.name, entity.base])),
    app.config.changeFeedDelayMs,
  );
  const openStreams = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    records.close();
    for (const stream of openStreams) stream.end();
  });

  app.get('/stream', {
    schema: doc(
      'Server-sent events: the unread count at once, then again with the new notifications whenever they change',
      {
        description:
          'text/event-stream of `update` events, data `{unread, live, fresh: [Notification & {urgent}]}`, and `records` events, data `{paths}`: the API paths of the records another person (or this one) just changed, for lists on screen to refresh. First a `feed` event, data `{paths}`: every API path `records` events may name (a list elsewhere is never told of its changes); the first `records` event names what changed in the last 30 seconds (maybe nothing; every path while the server has not heard the database that long), for lists read just before the stream opened. The stream ends after five minutes; open it again (EventSource does by itself).',
        response: { 200: z.string().meta({ description: 'An event stream' }) },
        errors: [401],
      },
    ),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const stream = new PassThrough();
      openStreams.add(stream);
      const write = (update: LiveUpdate) => stream.write(`event: update\ndata: ${JSON.stringify(update)}\n\n`);
      stream.write('retry: 3000\n\n');
      stream.write(`event: feed\ndata: ${JSON.stringify({ paths: records.covered() })}\n\n`);
      const unregister = await hub.open(user.id, write);
      const unlisten = records.listen((paths) =>
        stream.write(`event: records\ndata: ${JSON.stringify({ paths })}\n\n`),
      );
      const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
      const done = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unregister();
        unlisten();
        openStreams.delete(stream);
      };
      stream.on('close', done);
      reply.raw.on('close', () => stream.destroy());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The socket goes with the stream: a server closing (which ends every stream) need not wait for it to idle.
          .header('connection', 'close')
          .send(stream as unknown as string)
      ); // a stream, sent as it is written (the schema documents the text it carries)
    },
  });
};

/** Marking read or unread. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/:id/read', {
    schema: doc('Mark one notification read (or unread with read=false)', {
      ...byIntId,
      body: z
        .object({ read: z.boolean().default(true) })
        .strict()
        .optional(),
      response: { 200: notificationSchema },
    }),
    handler: async (request) => {
      const row = await markRead(db, currentUser(request).id, request.params.id, request.body?.read ?? true);
      if (!row) throw notFound();
      return wire(row);
    },
  });

  app.post('/read_all', {
    schema: doc('Mark every notification of the signed-in person read', {
      response: { 200: z.object({ unread: z.int() }) },
      errors: [401],
    }),
    handler: async (request) => {
      await markAllRead(db, currentUser(request).id);
      return { unread: 0 };
    },
  });
};

const notificationRoutes = guardedRoutes(requireUser, inboxRoutes, streamRoutes, readRoutes);

export default notificationRoutes;
