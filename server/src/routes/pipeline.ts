// Stages, deals (items) and tags of pipelines under /api/pipeline (pipelines themselves come from the
// CRUD factory, server/src/entities/pipelines.ts). Every write that changes places runs in one transaction with the
// touched stages locked (deals/positions.ts), so the board's order stays whole under concurrent moves.
// Stages and tags are not definitions: they live under their pipeline (`/pipeline/{id}/stages`, one at
// `/pipeline/stages/{id}`), a stage's position is renumbered with its siblings locked on every add, move and delete,
// a stage holding deals is deleted only with the stage they go to (`move_to`), a stage is read with its deals' count
// and value, and a deleted tag is taken off its deals; the factory has no parent scope, order or such delete.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import type { Tx } from '../db/client';
import { people, pipelineItems, pipelines, pipelineStages, pipelineTags, STAGE_KINDS, users } from '../db/schema/index';
import { updateOrRead } from '../db/update-or-read';
import { boardSchema, readBoard } from '../deals/board';
import { closeGap, lockStages, moveItem, openGap, stageSize } from '../deals/positions';
import {
  itemMoves,
  itemSchema,
  listItems,
  listStages,
  listTags,
  moveSchema,
  readItem,
  stageSchema,
  tagSchema,
  wireOf,
} from '../deals/wire';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound, validationError } from '../errors';
import { intIdParams, listResponse, queryInt, zInt } from '../schemas/common';

const tags = ['pipeline'];
const id = () => zInt().min(1).max(2_147_483_647);
const color = () =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Value error, a colour is #rrggbb' });
const page = (defaultLimit: number, maxLimit: number) => ({
  offset: queryInt(zInt().min(0)).default(0),
  limit: queryInt(zInt().min(1).max(maxLimit)).default(defaultLimit),
});

const stageCreate = z
  .object({
    name: z.string().trim().min(1).max(100),
    color: color().optional(),
    kind: z.enum(STAGE_KINDS).optional(),
    position: zInt().min(0).optional(),
  })
  .strict();
const stageUpdate = stageCreate.partial();
const tagCreate = z.object({ name: z.string().trim().min(1).max(50), color: color().optional() }).strict();
const itemFields = {
  title: z.string().trim().min(1).max(300),
  person_id: id().nullable().optional(),
  value: zInt().min(0).max(10_000_000_000).optional().describe('Agorot'),
  expected_close: z.iso.date().nullable().optional(),
  owner_id: z.uuid().nullable().optional(),
  tag_ids: z.array(id()).max(50).optional(),
  lost_reason: z.string().trim().max(1000).nullable().optional(),
};
const itemCreate = z
  .object({
    ...itemFields,
    stage_id: id().optional().describe('Default: the first open stage'),
    position: zInt().min(0).optional().describe('Default: the end of the stage'),
  })
  .strict();
const itemUpdate = z.object(itemFields).partial().strict();
const moveBody = z
  .object({ stage_id: id(), position: zInt().min(0).describe('0 is the top; beyond the end means the end') })
  .strict();
const idTag = z.object({ id: queryInt(id()), tagId: queryInt(id()) });

const orNotFound = <T>(value: T | undefined | null): T => {
  if (value === undefined || value === null) throw notFound();
  return value;
};

/** The references of a deal's fields must exist (and tags belong to its pipeline): 422 not_found on the field. */
async function checkItemRefs(
  tx: Tx,
  pipelineId: number,
  values: { person_id?: number | null; owner_id?: string | null; tag_ids?: number[] },
) {
  if (values.person_id) {
    const [found] = await tx.select({ id: people.id }).from(people).where(eq(people.id, values.person_id)).limit(1);
    if (!found)
      throw validationError(
        ['body', 'person_id'],
        'Value error, no such customer',
        values.person_id,
        'value_error',
        'not_found',
      );
  }
  if (values.owner_id) {
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, values.owner_id)).limit(1);
    if (!found)
      throw validationError(
        ['body', 'owner_id'],
        'Value error, no such user',
        values.owner_id,
        'value_error',
        'not_found',
      );
  }
  if (values.tag_ids?.length) {
    const unique = [...new Set(values.tag_ids)];
    const found = await tx
      .select({ id: pipelineTags.id })
      .from(pipelineTags)
      .where(and(eq(pipelineTags.pipelineId, pipelineId), inArray(pipelineTags.id, unique)));
    if (found.length !== unique.length)
      throw validationError(
        ['body', 'tag_ids'],
        "Value error, a tag of another pipeline or one that doesn't exist",
        values.tag_ids,
        'value_error',
        'not_found',
      );
  }
}

const itemColumnsOf = (body: z.infer<typeof itemUpdate>) => ({
  ...(body.title !== undefined ? { title: body.title } : {}),
  ...(body.person_id !== undefined ? { personId: body.person_id } : {}),
  ...(body.value !== undefined ? { value: body.value } : {}),
  ...(body.expected_close !== undefined ? { expectedClose: body.expected_close } : {}),
  ...(body.owner_id !== undefined ? { ownerId: body.owner_id } : {}),
  ...(body.tag_ids !== undefined ? { tagIds: [...new Set(body.tag_ids)] } : {}),
  ...(body.lost_reason !== undefined ? { lostReason: body.lost_reason } : {}),
});

const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  const pipelineOf = async (pipelineId: number) =>
    orNotFound((await db.select().from(pipelines).where(eq(pipelines.id, pipelineId)).limit(1))[0]);

  // ---------- stages ----------
  app.get('/:id/stages', {
    schema: {
      tags,
      summary: "A pipeline's stages in order, each with its number of deals and their value",
      security: authSecurity,
      params: intIdParams,
      querystring: z.object(page(50, 200)),
      response: { 200: listResponse(stageSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await pipelineOf(request.params.id);
      return listStages(db, request.params.id, request.query.offset, request.query.limit);
    },
  });

  const stageWire = async (tx: Tx, stageId: number) =>
    (
      await listStages(
        tx,
        (await tx.select().from(pipelineStages).where(eq(pipelineStages.id, stageId)))[0]!.pipelineId,
        0,
        1000,
      )
    ).items.find((s) => s.id === stageId)!;

  /** Puts a stage at `position` among its pipeline's stages (dense 0..n-1). */
  const placeStage = async (tx: Tx, pipelineId: number, stageId: number, position: number | undefined) => {
    const order = (
      await tx
        .select({ id: pipelineStages.id })
        .from(pipelineStages)
        .where(eq(pipelineStages.pipelineId, pipelineId))
        .orderBy(asc(pipelineStages.position), asc(pipelineStages.id))
        .for('update')
    ).map((s) => s.id);
    const rest = order.filter((s) => s !== stageId);
    rest.splice(Math.max(0, Math.min(position ?? rest.length, rest.length)), 0, stageId);
    for (const [index, sid] of rest.entries())
      await tx
        .update(pipelineStages)
        .set({ position: index })
        .where(and(eq(pipelineStages.id, sid), ne(pipelineStages.position, index)));
  };

  app.post('/:id/stages', {
    schema: {
      tags,
      summary: 'Add a stage (at `position`, default last)',
      security: authSecurity,
      params: intIdParams,
      body: stageCreate,
      response: { 201: stageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await pipelineOf(request.params.id);
      const stage = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pipelineStages)
          .values({
            pipelineId: request.params.id,
            name: request.body.name,
            color: request.body.color,
            kind: request.body.kind,
            position: 1_000_000,
          })
          .returning();
        await placeStage(tx, request.params.id, row.id, request.body.position);
        return stageWire(tx, row.id);
      });
      return reply.code(201).send(stage);
    },
  });

  app.put('/stages/:id', {
    schema: {
      tags,
      summary:
        'Rename, recolour, change the kind of, or move a stage; a deal entering or leaving won/lost is not changed',
      security: authSecurity,
      params: intIdParams,
      body: stageUpdate,
      response: { 200: stageSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const [stage] = await lockStages(tx, [request.params.id]);
        if (!stage) throw notFound();
        const { name, color: newColor, kind, position } = request.body;
        if (name !== undefined || newColor !== undefined || kind !== undefined)
          await tx
            .update(pipelineStages)
            .set({
              ...(name !== undefined ? { name } : {}),
              ...(newColor !== undefined ? { color: newColor } : {}),
              ...(kind !== undefined ? { kind } : {}),
            })
            .where(eq(pipelineStages.id, stage.id));
        if (position !== undefined) await placeStage(tx, stage.pipelineId, stage.id, position);
        return stageWire(tx, stage.id);
      }),
  });

  app.delete('/stages/:id', {
    schema: {
      tags,
      summary:
        'Delete a stage; one that holds deals needs `move_to`, the stage of the same pipeline they go to (at its end, in their order)',
      security: authSecurity,
      params: intIdParams,
      querystring: z.object({ move_to: queryInt(id()).optional() }),
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        const moveTo = request.query.move_to;
        const locked = await lockStages(tx, moveTo ? [request.params.id, moveTo] : [request.params.id]);
        const stage = orNotFound(locked.find((s) => s.id === request.params.id));
        const held = await stageSize(tx, stage.id);
        if (held > 0) {
          const target = locked.find((s) => s.id === moveTo);
          if (!moveTo) throw httpError(409, 'STAGE_NOT_EMPTY');
          if (!target || target.pipelineId !== stage.pipelineId || target.id === stage.id)
            throw validationError(
              ['query', 'move_to'],
              'Value error, another stage of the same pipeline',
              moveTo,
              'value_error',
              'not_found',
            );
          const start = await stageSize(tx, target.id);
          await tx
            .update(pipelineItems)
            .set({
              stageId: target.id,
              position: sql`${pipelineItems.position} + ${start}`,
              closedAt: target.kind === 'open' ? null : sql`coalesce(${pipelineItems.closedAt}, now())`,
            })
            .where(eq(pipelineItems.stageId, stage.id));
        }
        await tx.delete(pipelineStages).where(eq(pipelineStages.id, stage.id));
        const remaining = await tx
          .select({ id: pipelineStages.id })
          .from(pipelineStages)
          .where(eq(pipelineStages.pipelineId, stage.pipelineId))
          .orderBy(asc(pipelineStages.position));
        for (const [index, s] of remaining.entries())
          await tx.update(pipelineStages).set({ position: index }).where(eq(pipelineStages.id, s.id));
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/:id/board', {
    schema: {
      tags,
      summary:
        "The board in one read: the stages in order with their counts and values and first deals (per_stage), narrowed by a search of title and customer, an owner and a tag; and the pipeline's tags",
      security: authSecurity,
      params: intIdParams,
      querystring: z.object({
        per_stage: queryInt(zInt().min(1).max(500)).default(25),
        q: z.string().trim().max(200).optional(),
        owner_id: z.uuid().optional(),
        tag_id: queryInt(id()).optional(),
      }),
      response: { 200: boardSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await pipelineOf(request.params.id);
      const { per_stage, q, owner_id, tag_id } = request.query;
      return readBoard(db, request.params.id, { q, ownerId: owner_id, tagId: tag_id }, per_stage);
    },
  });

  app.get('/stages/:id/items', {
    schema: {
      tags,
      summary: "A stage's deals in board order",
      security: authSecurity,
      params: intIdParams,
      querystring: z.object(page(500, 2000)),
      response: { 200: listResponse(itemSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      orNotFound(
        (
          await db
            .select({ id: pipelineStages.id })
            .from(pipelineStages)
            .where(eq(pipelineStages.id, request.params.id))
        )[0],
      );
      return listItems(db, { stageId: request.params.id }, request.query.offset, request.query.limit);
    },
  });

  // ---------- tags ----------
  app.get('/:id/tags', {
    schema: {
      tags,
      summary: "A pipeline's tags by name",
      security: authSecurity,
      params: intIdParams,
      querystring: z.object(page(50, 500)),
      response: { 200: listResponse(tagSchema), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => {
      await pipelineOf(request.params.id);
      return listTags(db, request.params.id, request.query.offset, request.query.limit);
    },
  });

  app.post('/:id/tags', {
    schema: {
      tags,
      summary: 'Add a tag (names are unique in a pipeline: 409)',
      security: authSecurity,
      params: intIdParams,
      body: tagCreate,
      response: { 201: tagSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      await pipelineOf(request.params.id);
      const [row] = await db
        .insert(pipelineTags)
        .values({ pipelineId: request.params.id, name: request.body.name, color: request.body.color })
        .returning();
      return reply.code(201).send({ id: row.id, pipeline_id: row.pipelineId, name: row.name, color: row.color });
    },
  });

  app.put('/tags/:id', {
    schema: {
      tags,
      summary: 'Rename or recolour a tag',
      security: authSecurity,
      params: intIdParams,
      body: tagCreate.partial(),
      response: { 200: tagSchema, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) => {
      const tag = orNotFound(
        await updateOrRead(db, pipelineTags, request.body, eq(pipelineTags.id, request.params.id)),
      );
      return { id: tag.id, pipeline_id: tag.pipelineId, name: tag.name, color: tag.color };
    },
  });

  app.delete('/tags/:id', {
    schema: {
      tags,
      summary: 'Delete a tag; deals lose it',
      security: authSecurity,
      params: intIdParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(pipelineTags).where(eq(pipelineTags.id, request.params.id)).returning();
        if (!gone) throw notFound();
        await tx
          .update(pipelineItems)
          .set({ tagIds: sql`array_remove(${pipelineItems.tagIds}, ${gone.id})` })
          .where(sql`${pipelineItems.tagIds} @> array[${gone.id}]::int[]`);
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/owners', {
    schema: {
      tags,
      summary:
        'Who may own a deal: the active staff, by name (for every signed-in user; the users list is for superusers)',
      security: authSecurity,
      response: { 200: z.array(z.object({ id: z.string(), name: z.string() })), ...errorResponses(401) },
    },
    handler: async () =>
      db
        .select({
          id: users.id,
          name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
        })
        .from(users)
        .where(eq(users.isActive, true))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
        .limit(1000),
  });

  // ---------- deals ----------
  app.get('/items', {
    schema: {
      tags,
      summary:
        'Deals by pipeline, stage, customer, owner, tag, expected close and a search of title and customer (the list view, a customer page)',
      security: authSecurity,
      querystring: z.object({
        ...page(50, 1000),
        pipeline_id: queryInt(id()).optional(),
        stage_id: queryInt(id()).optional(),
        person_id: queryInt(id()).optional(),
        owner_id: z.uuid().optional(),
        tag_id: queryInt(id()).optional(),
        close_from: z.iso.date().optional(),
        close_to: z.iso.date().optional(),
        q: z.string().trim().max(200).optional(),
      }),
      response: { 200: listResponse(itemSchema), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const q = request.query;
      return listItems(
        db,
        {
          pipelineId: q.pipeline_id,
          stageId: q.stage_id,
          personId: q.person_id,
          ownerId: q.owner_id,
          tagId: q.tag_id,
          closeFrom: q.close_from,
          closeTo: q.close_to,
          q: q.q,
        },
        q.offset,
        q.limit,
      );
    },
  });

  app.post('/:id/items', {
    schema: {
      tags,
      summary: 'Add a deal to a stage (default the first open one, at its end)',
      security: authSecurity,
      params: intIdParams,
      body: itemCreate,
      response: { 201: itemSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await pipelineOf(request.params.id);
      const item = await db.transaction(async (tx) => {
        const body = request.body;
        let stageId = body.stage_id;
        if (stageId === undefined) {
          const [first] = await tx
            .select({ id: pipelineStages.id })
            .from(pipelineStages)
            .where(and(eq(pipelineStages.pipelineId, request.params.id), eq(pipelineStages.kind, 'open')))
            .orderBy(asc(pipelineStages.position))
            .limit(1);
          if (!first)
            throw validationError(
              ['body', 'stage_id'],
              'Value error, the pipeline has no open stage',
              null,
              'value_error',
              'not_found',
            );
          stageId = first.id;
        }
        const [stage] = await lockStages(tx, [stageId]);
        if (!stage || stage.pipelineId !== request.params.id)
          throw validationError(
            ['body', 'stage_id'],
            'Value error, a stage of this pipeline',
            stageId,
            'value_error',
            'not_found',
          );
        await checkItemRefs(tx, request.params.id, body);
        const size = await stageSize(tx, stage.id);
        const position = Math.min(body.position ?? size, size);
        await openGap(tx, stage.id, position);
        const [row] = await tx
          .insert(pipelineItems)
          .values({
            pipelineId: request.params.id,
            stageId: stage.id,
            position,
            ...itemColumnsOf(body),
            title: body.title,
            ownerId: body.owner_id === undefined ? currentUser(request).id : body.owner_id,
            closedAt: stage.kind === 'open' ? null : new Date(),
          })
          .returning();
        return wireOf(tx, row);
      });
      return reply.code(201).send(item);
    },
  });

  app.get('/items/:id', {
    schema: {
      tags,
      summary: 'A deal with its way through the stages',
      security: authSecurity,
      params: intIdParams,
      response: { 200: itemSchema.extend({ moves: z.array(moveSchema) }), ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => ({
      ...orNotFound(await readItem(db, request.params.id)),
      moves: await itemMoves(db, request.params.id),
    }),
  });

  app.put('/items/:id', {
    schema: {
      tags,
      summary: "Change a deal's details (its stage and place change by the move call)",
      security: authSecurity,
      params: intIdParams,
      body: itemUpdate,
      response: { 200: itemSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, request.params.id)).limit(1);
        if (!item) throw notFound();
        await checkItemRefs(tx, item.pipelineId, request.body);
        const set = itemColumnsOf(request.body);
        if (Object.keys(set).length) await tx.update(pipelineItems).set(set).where(eq(pipelineItems.id, item.id));
        return (await readItem(tx, item.id))!;
      }),
  });

  app.delete('/items/:id', {
    schema: {
      tags,
      summary: 'Delete a deal (the others in its stage close ranks)',
      security: authSecurity,
      params: intIdParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404) },
    },
    handler: async (request, reply) => {
      await db.transaction(async (tx) => {
        const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, request.params.id)).limit(1);
        if (!item) throw notFound();
        await lockStages(tx, [item.stageId]);
        const [gone] = await tx.delete(pipelineItems).where(eq(pipelineItems.id, item.id)).returning();
        if (gone) await closeGap(tx, gone.stageId, gone.position);
      });
      return reply.code(204).send(null);
    },
  });

  app.post('/items/:id/move', {
    schema: {
      tags,
      summary:
        'Move a deal to a stage and place; into a won or lost stage sets its closed time, back to an open one clears it',
      security: authSecurity,
      params: intIdParams,
      body: moveBody,
      response: { 200: itemSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) =>
      db.transaction(async (tx) => {
        const [item] = await tx
          .select({ pipelineId: pipelineItems.pipelineId })
          .from(pipelineItems)
          .where(eq(pipelineItems.id, request.params.id))
          .limit(1);
        if (!item) throw notFound();
        const [stage] = await tx
          .select({ pipelineId: pipelineStages.pipelineId })
          .from(pipelineStages)
          .where(eq(pipelineStages.id, request.body.stage_id))
          .limit(1);
        if (!stage || stage.pipelineId !== item.pipelineId)
          throw validationError(
            ['body', 'stage_id'],
            'Value error, a stage of the same pipeline',
            request.body.stage_id,
            'value_error',
            'not_found',
          );
        const moved = await moveItem(
          tx,
          request.params.id,
          request.body.stage_id,
          request.body.position,
          currentUser(request).id,
        );
        if (!moved) throw notFound();
        return wireOf(tx, moved);
      }),
  });

  const tagRoute = (add: boolean) => async (request: { params: { id: number; tagId: number } }) =>
    db.transaction(async (tx) => {
      const [item] = await tx.select().from(pipelineItems).where(eq(pipelineItems.id, request.params.id)).limit(1);
      if (!item) throw notFound();
      const [tag] = await tx
        .select()
        .from(pipelineTags)
        .where(and(eq(pipelineTags.id, request.params.tagId), eq(pipelineTags.pipelineId, item.pipelineId)))
        .limit(1);
      if (!tag) throw notFound();
      const tagIds = add ? [...new Set([...item.tagIds, tag.id])] : item.tagIds.filter((t) => t !== tag.id);
      await tx.update(pipelineItems).set({ tagIds }).where(eq(pipelineItems.id, item.id));
      return (await readItem(tx, item.id))!;
    });
  app.post('/items/:id/tags/:tagId', {
    schema: {
      tags,
      summary: 'Put a tag on a deal (twice is once)',
      security: authSecurity,
      params: idTag,
      response: { 200: itemSchema, ...errorResponses(401, 404, 422) },
    },
    handler: tagRoute(true),
  });
  app.delete('/items/:id/tags/:tagId', {
    schema: {
      tags,
      summary: 'Take a tag off a deal',
      security: authSecurity,
      params: idTag,
      response: { 200: itemSchema, ...errorResponses(401, 404, 422) },
    },
    handler: tagRoute(false),
  });
};

export default pipelineRoutes;
