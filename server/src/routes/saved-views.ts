// Saved views of the admin's lists under /api/saved_views: a person keeps a list's filters, sort, page
// size and columns under a name, for themselves or shared with the team. Everyone signed in reads their own and the
// shared ones of a list; only the owner changes or deletes a view (a superuser may delete a shared one too, to tidy
// the team's list). A name is unique per person and list.
// Not a definition: a view belongs to the signed-in person (its owner set from the session, the list only theirs and
// the shared ones, theirs first, changes by the owner alone) and needs no right, where the factory lists every record
// to whoever holds the entity's right and lets them change any.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import type { SavedView, User } from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { intIdParams } from '../schemas/common';
import { createView, deleteView, listVisibleViews, updateView, visibleView } from '../saved-views/store';
import { savedViewParams, savedViewSchema } from '../../../definitions/wire/savedViews';
import { routeSchemas } from './route-schema';

const tags = ['saved views'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

const name = z.string().trim().min(1).max(80);
const params = savedViewParams;
const resource = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_./-]{0,99}$/);

const viewSchema = savedViewSchema;
const createBody = z.object({ resource, name, shared: z.boolean().default(false), params }).strict();
const updateBody = z
  .object({ name: name.optional(), shared: z.boolean().optional(), params: params.optional() })
  .strict();

const ownerName = (owner: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  `${owner.firstName} ${owner.lastName}`.trim() || owner.email;
const wire = (view: SavedView, owner: Pick<User, 'firstName' | 'lastName' | 'email'>, me: User) => ({
  id: view.id,
  resource: view.resource,
  name: view.name,
  shared: view.shared,
  params: view.params,
  mine: view.ownerId === me.id,
  owner: ownerName(owner),
});

const savedViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  /** The view if the person may see it (theirs or shared), else 404. */
  const visible = async (id: number, me: User) => {
    const row = await visibleView(db, id, me.id);
    if (!row) throw notFound();
    return row;
  };

  app.get('/', {
    schema: doc("A list's saved views the signed-in person may use: their own, then the team's shared ones, by name", {
      querystring: z.object({ resource }).strict(),
      response: { 200: z.object({ items: z.array(viewSchema) }) },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const me = currentUser(request);
      const rows = await listVisibleViews(db, request.query.resource, me.id);
      const items = rows.map((r) => wire(r.view, r.owner, me));
      return { items: [...items.filter((v) => v.mine), ...items.filter((v) => !v.mine)] };
    },
  });

  app.post('/', {
    schema: doc('Save a view of a list', { body: createBody, response: { 201: viewSchema }, errors: [401, 422] }),
    handler: async (request, reply) => {
      const me = currentUser(request);
      const created = await createView(db, me.id, request.body);
      return reply.code(201).send(wire(created, me, me));
    },
  });

  app.put('/:id', {
    schema: doc('Rename, share or change a view (its owner only)', {
      params: intIdParams,
      body: updateBody,
      response: { 200: viewSchema },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request) => {
      const me = currentUser(request);
      const { view } = await visible(request.params.id, me);
      if (view.ownerId !== me.id) throw httpError(403, 'VIEW_NOT_YOURS');
      return wire(await updateView(db, view, request.body), me, me);
    },
  });

  app.delete('/:id', {
    schema: doc('Delete a view (its owner; a superuser may delete a shared one)', {
      params: intIdParams,
      response: { 204: z.null() },
      errors: [401, 403, 404, 422],
    }),
    handler: async (request, reply) => {
      const me = currentUser(request);
      const { view } = await visible(request.params.id, me);
      if (view.ownerId !== me.id && !me.isSuperuser) throw httpError(403, 'VIEW_NOT_YOURS');
      await deleteView(db, view.id);
      return reply.code(204).send(null);
    },
  });
};

export default savedViewRoutes;
