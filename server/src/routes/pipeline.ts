// Stages, deals (items) and tags of pipelines under /api/pipeline (pipelines themselves come from the
// CRUD factory, server/src/entities/pipelines.ts). Every write that changes places runs in one transaction with the
// touched stages locked (deals/positions.ts), so the board's order stays whole under concurrent moves.
// Stages and tags are not definitions: they live under their pipeline (`/pipeline/{id}/stages`, one at
// `/pipeline/stages/{id}`), a stage's position is renumbered with its siblings locked on every add, move and delete,
// a stage holding deals is deleted only with the stage they go to (`move_to`), a stage is read with its deals' count
// and value, and a deleted tag is taken off its deals; the factory has no parent scope, order or such delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { currentUser, requireUser } from '../auth/guards';
import { STAGE_KINDS } from '../db/schema/index';
import { boardSchema, readBoard } from '../deals/board';
import { createItem, deleteItem, listOwners, moveDeal, setItemTag, updateItem } from '../deals/items';
import { readPipeline } from '../deals/pipeline';
import { addStage, deleteStage, readStage, updateStage } from '../deals/stages';
import { addTag, deleteTag, updateTag } from '../deals/tags';
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
} from '../deals/wire';
import {
  byIntId,
  deleteByIdRoute,
  deletedResponse,
  type DeleteRoutes,
  routeSchemas,
  guardedRoutes,
} from './route-schema';
import { orNotFound } from '../errors';
import { intIdParams, listResponse, queryInt, zInt, zId } from '../schemas/common';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['pipeline'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
/** What every plain delete here is described with. */
const deletes: DeleteRoutes = { tags, params: intIdParams, errors: [401, 404] };
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
  person_id: zId().nullable().optional(),
  value: zInt().min(0).max(10_000_000_000).optional().describe('Agorot'),
  expected_close: z.iso.date().nullable().optional(),
  owner_id: z.uuid().nullable().optional(),
  tag_ids: z.array(zId()).max(50).optional(),
  lost_reason: z.string().trim().max(1000).nullable().optional(),
};
const itemCreate = z
  .object({
    ...itemFields,
    stage_id: zId().optional().describe('Default: the first open stage'),
    position: zInt().min(0).optional().describe('Default: the end of the stage'),
  })
  .strict();
const itemUpdate = z.object(itemFields).partial().strict();
const moveBody = z
  .object({ stage_id: zId(), position: zInt().min(0).describe('0 is the top; beyond the end means the end') })
  .strict();
const idTag = z.object({ id: queryInt(zId()), tagId: queryInt(zId()) });

/** A page of what a pipeline holds (its stages, its tags) in their order; a missing pipeline is 404. */
function pipelineListRoute<S extends z.ZodType>(
  app: App,
  path: string,
  summary: string,
  item: S,
  paging: ReturnType<typeof page>,
  list: (
    db: Db,
    pipelineId: number,
    offset: number,
    limit: number,
  ) => Promise<z.infer<ReturnType<typeof listResponse<S>>>>,
): void {
  app.get(path, {
    schema: doc(summary, { ...byIntId, querystring: z.object(paging), response: { 200: listResponse(item) } }),
    handler: async (request) => {
      await readPipeline(app.db, request.params.id);
      return list(app.db, request.params.id, request.query.offset, request.query.limit);
    },
  });
}

/** A pipeline's stages, its board, and a stage's deals. */
const stageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  pipelineListRoute(
    app,
    '/:id/stages',
    "A pipeline's stages in order, each with its number of deals and their value",
    stageSchema,
    page(50, 200),
    listStages,
  );

  app.post('/:id/stages', {
    schema: doc('Add a stage (at `position`, default last)', {
      ...byIntId,
      body: stageCreate,
      response: { 201: stageSchema },
    }),
    handler: async (request, reply) => {
      await readPipeline(db, request.params.id);
      return reply.code(201).send(await addStage(db, request.params.id, request.body));
    },
  });

  app.put('/stages/:id', {
    schema: doc(
      'Rename, recolour, change the kind of, or move a stage; a deal entering or leaving won/lost is not changed',
      { ...byIntId, body: stageUpdate, response: { 200: stageSchema } },
    ),
    handler: async (request) => updateStage(db, request.params.id, request.body),
  });

  app.delete('/stages/:id', {
    schema: doc(
      'Delete a stage; one that holds deals needs `move_to`, the stage of the same pipeline they go to (at its end, in their order)',
      {
        params: intIdParams,
        querystring: z.object({ move_to: queryInt(zId()).optional() }),
        response: { 204: deletedResponse() },
        errors: [401, 404, 409, 422],
      },
    ),
    handler: async (request, reply) => {
      await deleteStage(db, request.params.id, request.query.move_to);
      return reply.code(204).send(null);
    },
  });

  app.get('/:id/board', {
    schema: doc(
      "The board in one read: the stages in order with their counts and values and first deals (per_stage), narrowed by a search of title and customer, an owner and a tag; and the pipeline's tags",
      {
        ...byIntId,
        querystring: z.object({
          per_stage: queryInt(zInt().min(1).max(500)).default(25),
          q: z.string().trim().max(200).optional(),
          owner_id: z.uuid().optional(),
          tag_id: queryInt(zId()).optional(),
        }),
        response: { 200: boardSchema },
      },
    ),
    handler: async (request) => {
      await readPipeline(db, request.params.id);
      const { per_stage, q, owner_id, tag_id } = request.query;
      return readBoard(db, request.params.id, { q, ownerId: owner_id, tagId: tag_id }, per_stage);
    },
  });

  app.get('/stages/:id/items', {
    schema: doc("A stage's deals in board order", {
      ...byIntId,
      querystring: z.object(page(500, 2000)),
      response: { 200: listResponse(itemSchema) },
    }),
    handler: async (request) => {
      await readStage(db, request.params.id);
      return listItems(db, { stageId: request.params.id }, request.query.offset, request.query.limit);
    },
  });
};

/** A pipeline's tags. */
const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  pipelineListRoute(app, '/:id/tags', "A pipeline's tags by name", tagSchema, page(50, 500), listTags);

  app.post('/:id/tags', {
    schema: doc('Add a tag (names are unique in a pipeline: 409)', {
      params: intIdParams,
      body: tagCreate,
      response: { 201: tagSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request, reply) => {
      await readPipeline(db, request.params.id);
      return reply.code(201).send(await addTag(db, request.params.id, request.body));
    },
  });

  app.put('/tags/:id', {
    schema: doc('Rename or recolour a tag', {
      params: intIdParams,
      body: tagCreate.partial(),
      response: { 200: tagSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => updateTag(db, request.params.id, request.body),
  });

  deleteByIdRoute(app, '/tags/:id', 'Delete a tag; deals lose it', (id) => deleteTag(db, id), deletes);
};

/** Deals: who may own one, the list, and adding, reading, changing, deleting and moving one. */
const dealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/owners', {
    schema: doc(
      'Who may own a deal: the active staff, by name (for every signed-in user; the users list is for superusers)',
      { response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) }, errors: [401] },
    ),
    handler: async () => listOwners(db),
  });

  app.get('/items', {
    schema: doc(
      'Deals by pipeline, stage, customer, owner, tag, expected close and a search of title and customer (the list view, a customer page)',
      {
        querystring: z.object({
          ...page(50, 1000),
          pipeline_id: queryInt(zId()).optional(),
          stage_id: queryInt(zId()).optional(),
          person_id: queryInt(zId()).optional(),
          owner_id: z.uuid().optional(),
          tag_id: queryInt(zId()).optional(),
          close_from: z.iso.date().optional(),
          close_to: z.iso.date().optional(),
          q: z.string().trim().max(200).optional(),
        }),
        response: { 200: listResponse(itemSchema) },
        errors: [401, 422],
      },
    ),
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
    schema: doc('Add a deal to a stage (default the first open one, at its end)', {
      ...byIntId,
      body: itemCreate,
      response: { 201: itemSchema },
    }),
    handler: async (request, reply) => {
      await readPipeline(db, request.params.id);
      return reply.code(201).send(await createItem(db, request.params.id, request.body, currentUser(request).id));
    },
  });

  app.get('/items/:id', {
    schema: doc('A deal with its way through the stages', {
      ...byIntId,
      response: { 200: itemSchema.extend({ moves: z.array(moveSchema) }) },
    }),
    handler: async (request) => ({
      ...orNotFound(await readItem(db, request.params.id)),
      moves: await itemMoves(db, request.params.id),
    }),
  });

  app.put('/items/:id', {
    schema: doc("Change a deal's details (its stage and place change by the move call)", {
      ...byIntId,
      body: itemUpdate,
      response: { 200: itemSchema },
    }),
    handler: async (request) => updateItem(db, request.params.id, request.body),
  });

  deleteByIdRoute(
    app,
    '/items/:id',
    'Delete a deal (the others in its stage close ranks)',
    (id) => deleteItem(db, id),
    deletes,
  );

  app.post('/items/:id/move', {
    schema: doc(
      'Move a deal to a stage and place; into a won or lost stage sets its closed time, back to an open one clears it',
      { ...byIntId, body: moveBody, response: { 200: itemSchema } },
    ),
    handler: async (request) =>
      moveDeal(db, request.params.id, request.body.stage_id, request.body.position, currentUser(request).id),
  });
};

/** Putting a pipeline's tag on a deal and taking it off. */
const dealTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/items/:id/tags/:tagId', {
    schema: doc('Put a tag on a deal (twice is once)', {
      params: idTag,
      response: { 200: itemSchema },
      errors: [401, 404, 422],
    }),
    handler: async (request) => setItemTag(db, request.params.id, request.params.tagId, true),
  });
  app.delete('/items/:id/tags/:tagId', {
    schema: doc('Take a tag off a deal', { params: idTag, response: { 200: itemSchema }, errors: [401, 404, 422] }),
    handler: async (request) => setItemTag(db, request.params.id, request.params.tagId, false),
  });
};

const pipelineRoutes = guardedRoutes(requireUser, stageRoutes, tagRoutes, dealRoutes, dealTagRoutes);

export default pipelineRoutes;
