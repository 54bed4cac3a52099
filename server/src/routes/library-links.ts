// A person's library under /api/library (lib_item_link person GET/POST/DELETE; progress PUT): the
// items granted to a customer with the reason (bought, subscription, gift), who granted them and when, and how far
// the person is in each. Progress keeps the newest reading by the device's time, so a stale device never moves it
// back. (The reader's own calls, signup and `lib_item_link user`, come with reader accounts.)
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { LIBRARY_LINK_REASONS, libraryItems, libraryLinks, libraryProgress, people, users } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound, validationError } from '../errors';
import { queryInt, zInt } from '../schemas/common';
import { readerPersonId } from './library-readers';

const tags = ['library_link'];
const id = () => zInt().min(1).max(2_147_483_647);
const personParams = z.object({ person_id: queryInt(id()) });

const progress = z
  .object({ percent: z.int(), seconds: z.int().nullable(), read_at: z.date() })
  .meta({ id: 'LibraryProgress' });
const link = z
  .object({
    item_id: z.int(),
    title: z.string(),
    kind: z.string(),
    cover: z.string().nullable(),
    reason: z.enum(LIBRARY_LINK_REASONS),
    granted_at: z.date(),
    granted_by_name: z.string().nullable(),
    progress: progress.nullable(),
  })
  .meta({ id: 'LibraryLink' });

const reader = z
  .object({
    person_id: z.int(),
    person_name: z.string().nullable(),
    reason: z.enum(LIBRARY_LINK_REASONS),
    granted_at: z.date(),
    granted_by_name: z.string().nullable(),
    progress: progress.nullable(),
  })
  .meta({ id: 'LibraryReader' });
const readerPage = z.object({ items: z.array(reader), total: z.int() });
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

const personName = sql<string | null>`nullif(trim(${people.firstName} || ' ' || ${people.lastName}), '')`;
const grantedBy = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

const libraryLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  const personLibrary = async (personId: number) => {
    const rows = await db
      .select({
        item_id: libraryLinks.itemId,
        title: libraryItems.title,
        kind: libraryItems.kind,
        cover: libraryItems.cover,
        reason: libraryLinks.reason,
        granted_at: libraryLinks.grantedAt,
        granted_by_name: grantedBy,
        percent: libraryProgress.percent,
        seconds: libraryProgress.seconds,
        read_at: libraryProgress.readAt,
      })
      .from(libraryLinks)
      .innerJoin(libraryItems, eq(libraryItems.id, libraryLinks.itemId))
      .leftJoin(users, eq(users.id, libraryLinks.grantedBy))
      .leftJoin(
        libraryProgress,
        and(eq(libraryProgress.personId, libraryLinks.personId), eq(libraryProgress.itemId, libraryLinks.itemId)),
      )
      .where(eq(libraryLinks.personId, personId))
      .orderBy(asc(libraryLinks.grantedAt), asc(libraryLinks.id));
    return rows.map(({ percent, seconds, read_at, ...rest }) => ({
      ...rest,
      progress: read_at ? { percent: percent ?? 0, seconds, read_at } : null,
    }));
  };
  const personExists = async (personId: number) => {
    const [row] = await db.select({ id: people.id }).from(people).where(eq(people.id, personId)).limit(1);
    if (!row) throw notFound();
  };

  app.get('/lib_item_link/person/:person_id', {
    schema: {
      tags,
      summary: "A person's library: the items granted, why, by whom and when, with their progress",
      security: authSecurity,
      params: personParams,
      response: { 200: z.array(link), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await personExists(request.params.person_id);
      return personLibrary(request.params.person_id);
    },
  });

  app.post('/lib_item_link/person/:person_id', {
    schema: {
      tags,
      summary: 'Grant an item to a person with the reason (409 ALREADY_GRANTED when they have it)',
      security: authSecurity,
      params: personParams,
      body: z.object({ item_id: id(), reason: z.enum(LIBRARY_LINK_REASONS).default('gift') }).strict(),
      response: {
        201: z.array(link).describe("The person's library after the grant"),
        ...errorResponses(401, 404, 409, 422),
      },
    },
    handler: async (request, reply) => {
      await personExists(request.params.person_id);
      const [item] = await db
        .select({ id: libraryItems.id })
        .from(libraryItems)
        .where(eq(libraryItems.id, request.body.item_id))
        .limit(1);
      if (!item)
        throw validationError(
          ['body', 'item_id'],
          'Value error, no such item',
          request.body.item_id,
          'value_error',
          'not_found',
        );
      const added = await db
        .insert(libraryLinks)
        .values({
          personId: request.params.person_id,
          itemId: item.id,
          reason: request.body.reason,
          grantedBy: currentUser(request).id,
        })
        .onConflictDoNothing()
        .returning();
      if (!added.length) throw httpError(409, 'ALREADY_GRANTED');
      return reply.code(201).send(await personLibrary(request.params.person_id));
    },
  });

  app.delete('/lib_item_link/person/:person_id/:item_id', {
    schema: {
      tags,
      summary: "Take an item out of a person's library (its progress goes too)",
      security: authSecurity,
      params: personParams.extend({ item_id: queryInt(id()) }),
      response: { 204: z.null().describe('Removed'), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(libraryLinks)
          .where(
            and(eq(libraryLinks.personId, request.params.person_id), eq(libraryLinks.itemId, request.params.item_id)),
          )
          .returning();
        if (!gone.length) throw notFound();
        await tx
          .delete(libraryProgress)
          .where(
            and(
              eq(libraryProgress.personId, request.params.person_id),
              eq(libraryProgress.itemId, request.params.item_id),
            ),
          );
      });
      return reply.code(204).send(null);
    },
  });

  const itemExists = async (itemId: number) => {
    const [row] = await db
      .select({ id: libraryItems.id })
      .from(libraryItems)
      .where(eq(libraryItems.id, itemId))
      .limit(1);
    if (!row) throw notFound();
  };

  app.get('/item/:id/readers', {
    schema: {
      tags,
      summary: 'Who has an item: each person, granted how, when and by whom, with their progress (last opened first)',
      security: authSecurity,
      params: z.object({ id: queryInt(id()) }),
      querystring: z.object({
        skip: queryInt(zInt().min(0).max(1_000_000)).default(0),
        limit: queryInt(zInt().min(1).max(500)).default(100),
      }),
      response: { 200: readerPage, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const itemId = request.params.id;
      await itemExists(itemId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            person_id: libraryLinks.personId,
            person_name: personName,
            reason: libraryLinks.reason,
            granted_at: libraryLinks.grantedAt,
            granted_by_name: grantedBy,
            percent: libraryProgress.percent,
            seconds: libraryProgress.seconds,
            read_at: libraryProgress.readAt,
          })
          .from(libraryLinks)
          .innerJoin(people, eq(people.id, libraryLinks.personId))
          .leftJoin(users, eq(users.id, libraryLinks.grantedBy))
          .leftJoin(
            libraryProgress,
            and(eq(libraryProgress.personId, libraryLinks.personId), eq(libraryProgress.itemId, libraryLinks.itemId)),
          )
          .where(eq(libraryLinks.itemId, itemId))
          .orderBy(sql`${libraryProgress.readAt} desc nulls last`, desc(libraryLinks.grantedAt), asc(libraryLinks.id))
          .offset(request.query.skip)
          .limit(request.query.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(libraryLinks)
          .where(eq(libraryLinks.itemId, itemId)),
      ]);
      return {
        items: rows.map(({ percent, seconds, read_at, ...rest }) => ({
          ...rest,
          progress: read_at ? { percent: percent ?? 0, seconds, read_at } : null,
        })),
        total: Number(total),
      };
    },
  });

  app.get('/item/:id/stats', {
    schema: {
      tags,
      summary:
        "An item's readers in numbers: how many have it, started, finished, opened it in the last 30 days, and their average progress",
      security: authSecurity,
      params: z.object({ id: queryInt(id()) }),
      response: { 200: stats, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      const itemId = request.params.id;
      await itemExists(itemId);
      const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
      const [[row], reasons] = await Promise.all([
        db
          .select({
            readers: sql<number>`count(*)::int`,
            started: sql<number>`count(${libraryProgress.readAt})::int`,
            average: sql<string | null>`round(avg(${libraryProgress.percent}), 1)`,
            completions: sql<number>`count(*) filter (where ${libraryProgress.percent} = 100)::int`,
            recent: sql<number>`count(*) filter (where ${libraryProgress.readAt} >= ${since})::int`,
          })
          .from(libraryLinks)
          .leftJoin(
            libraryProgress,
            and(eq(libraryProgress.personId, libraryLinks.personId), eq(libraryProgress.itemId, libraryLinks.itemId)),
          )
          .where(eq(libraryLinks.itemId, itemId)),
        db
          .select({ reason: libraryLinks.reason, n: sql<number>`count(*)::int` })
          .from(libraryLinks)
          .where(eq(libraryLinks.itemId, itemId))
          .groupBy(libraryLinks.reason),
      ]);
      const byReason = Object.fromEntries(LIBRARY_LINK_REASONS.map((r) => [r, 0])) as Record<
        (typeof LIBRARY_LINK_REASONS)[number],
        number
      >;
      for (const r of reasons) byReason[r.reason] = Number(r.n);
      return {
        readers: Number(row.readers),
        started: Number(row.started),
        average_percent: row.average === null ? null : Number(row.average),
        completions: Number(row.completions),
        opened_last_30_days: Number(row.recent),
        by_reason: byReason,
      };
    },
  });

  app.put('/progress', {
    config: { appReader: true },
    schema: {
      tags,
      summary:
        "Record how far a person is in an item of their library; a reading older than the stored one (by `read_at`) leaves it as it is. A reader records their own (person_id left out, or their own: another's is 403)",
      security: authSecurity,
      body: z
        .object({
          person_id: id().optional(),
          item_id: id(),
          percent: zInt().min(0).max(100),
          seconds: zInt().min(0).max(100_000_000).nullable().optional(),
          read_at: z.iso.datetime({ offset: true }).describe("The device's time of this reading"),
        })
        .strict(),
      response: {
        200: progress.extend({ applied: z.boolean().describe('false: a newer reading was already stored') }),
        ...errorResponses(401, 403, 404, 422),
      },
    },
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
      const [owned] = await db
        .select({ id: libraryLinks.id })
        .from(libraryLinks)
        .where(and(eq(libraryLinks.personId, person_id), eq(libraryLinks.itemId, item_id)))
        .limit(1);
      if (!owned) throw notFound("The item is not in this person's library");
      const at = new Date(read_at);
      // one statement: the newer reading wins, however the two writes interleave
      const [written] = await db
        .insert(libraryProgress)
        .values({ personId: person_id, itemId: item_id, percent, seconds: seconds ?? null, readAt: at })
        .onConflictDoUpdate({
          target: [libraryProgress.personId, libraryProgress.itemId],
          set: { percent, seconds: seconds ?? null, readAt: at, updatedAt: new Date() },
          setWhere: sql`${libraryProgress.readAt} < ${at.toISOString()}`,
        })
        .returning();
      if (written)
        return { percent: written.percent, seconds: written.seconds, read_at: written.readAt, applied: true };
      const [kept] = await db
        .select()
        .from(libraryProgress)
        .where(and(eq(libraryProgress.personId, person_id), eq(libraryProgress.itemId, item_id)));
      return { percent: kept.percent, seconds: kept.seconds, read_at: kept.readAt, applied: false };
    },
  });
};

export default libraryLinkRoutes;
