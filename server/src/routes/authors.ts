// Authors under /api/authors (signed-in users): CRUD, list with search by name and sorting.
import { eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards';
import { likePattern, listRows, orderBy } from '../db/list';
import { authors, type Author } from '../db/schema/index';
import { crudEntities } from '../crud/registry';
import { checkNotReferenced } from '../crud/routes';
import type { Tx } from '../db/client';
import { authSecurity } from '../docs';
import { errorResponses, orNotFound } from '../errors';
import { intIdParams, listQuery, listResponse } from '../schemas/common';
import { updateOrRead } from '../db/update-or-read';

const tags = ['authors'];

const author = z
  .object({
    id: z.int(),
    name: z.string(),
    bio: z.string().nullable(),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .meta({ id: 'Author' });

const name = z.string().trim().min(1).max(200);
const bio = z.string().max(20_000).nullable();

const authorCreate = z.object({ name, bio: bio.optional() });
const authorUpdate = z.object({ name: name.optional(), bio: bio.optional() });

const sortColumns = { id: authors.id, name: authors.name, created_at: authors.createdAt, updated_at: authors.updatedAt } as const;
const sortable = Object.keys(sortColumns) as [keyof typeof sortColumns, ...(keyof typeof sortColumns)[]];
const authorsQuery = listQuery({ sortable, defaultSort: 'name', defaultLimit: 100 });

function toPublic(row: Author) {
  return { id: row.id, name: row.name, bio: row.bio, created_at: row.createdAt, updated_at: row.updatedAt };
}

const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  const item = { 200: author, ...errorResponses(401, 404, 422) };

  app.get('/', {
    schema: {
      tags,
      summary: 'List authors (q searches the name)',
      security: authSecurity,
      querystring: authorsQuery,
      response: { 200: listResponse(author), ...errorResponses(401, 422) },
    },
    handler: async (request) => {
      const { skip, limit, sort, order, q } = request.query;
      const where = q ? ilike(authors.name, likePattern(q)) : undefined;
      const page = await listRows(db, authors, { where, orderBy: orderBy(sortColumns[sort], order, authors.id), skip, limit });
      return { items: page.items.map(toPublic), total: page.total };
    },
  });

  app.post('/', {
    schema: { tags, summary: 'Create an author', security: authSecurity, body: authorCreate, response: { 201: author, ...errorResponses(401, 422) } },
    handler: async (request, reply) => {
      const [row] = await db.insert(authors).values({ name: request.body.name, bio: request.body.bio ?? null }).returning();
      return reply.code(201).send(toPublic(row!));
    },
  });

  app.get('/:id', {
    schema: { tags, summary: 'One author', security: authSecurity, params: intIdParams, response: item },
    handler: async (request) => {
      const [row] = await db.select().from(authors).where(eq(authors.id, request.params.id));
      return toPublic(orNotFound(row));
    },
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: 'Change an author (fields left out stay as they are)',
      security: authSecurity,
      params: intIdParams,
      body: authorUpdate,
      response: item,
    },
    handler: async (request) => {
      const row = await updateOrRead(db, authors, { name: request.body.name, bio: request.body.bio }, eq(authors.id, request.params.id));
      return toPublic(orNotFound(row));
    },
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: 'Delete an author',
      security: authSecurity,
      params: intIdParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request, reply) => {
      // An author still named by a product stays (409 IN_USE), like any record another one points at.
      const deleted = await db.transaction(async (tx) => {
        await checkNotReferenced(tx as unknown as Tx, authors, [request.params.id], crudEntities);
        return tx.delete(authors).where(eq(authors.id, request.params.id)).returning({ id: authors.id });
      });
      orNotFound(deleted[0]);
      return reply.code(204).send(null);
    },
  });
};

export default authorRoutes;
