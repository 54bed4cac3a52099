// Notes under /api/note (signed-in users): kept on any record (type + ref_id; 'person' for customers), with
// category, author (user id and display name at writing time) and times. Person notes move with a merge
// (people/links.ts) and go with the person.
import { and, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { likePattern, listRows, orderBy } from '../db/list';
import { notes, people, type Note, type User } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, orNotFound, validationError } from '../errors';
import { intIdParams, listQuery, listResponse, queryInt, zInt } from '../schemas/common';
import { updateOrRead } from '../db/update-or-read';

const tags = ['notes'];

const note = z
  .object({
    id: z.int(),
    ref_id: z.int(),
    type: z.string(),
    category: z.string().nullable(),
    content: z.string(),
    author_id: z.string().nullable(),
    author_name: z.string(),
    created_at: z.date(),
    updated_at: z.date(),
  })
  .meta({ id: 'Note' });

const typeField = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9_]+$/);
const categoryField = z
  .string()
  .trim()
  .max(50)
  .nullish()
  .transform((v) => (v ? v : null));
const contentField = z.string().trim().min(1).max(20_000);

const noteCreate = z.object({
  ref_id: zInt().min(1).describe('Id of the record the note is about'),
  type: typeField.default('person').describe("Kind of record: 'person' for customers"),
  category: categoryField,
  content: contentField,
});
const noteCreateForRef = noteCreate.omit({ ref_id: true });
const noteUpdate = z.object({ type: typeField.optional(), ref_id: zInt().min(1).optional(), category: categoryField.optional(), content: contentField.optional() });

const sortColumns = { id: notes.id, created_at: notes.createdAt, updated_at: notes.updatedAt, category: notes.category } as const;
const sortable = Object.keys(sortColumns) as [keyof typeof sortColumns, ...(keyof typeof sortColumns)[]];
const notesQuery = listQuery({ sortable, defaultSort: 'created_at', defaultOrder: 'desc', defaultLimit: 100 }).extend({
  ref_id: queryInt(zInt().min(1)).optional(),
  type: typeField.optional(),
  category: z.string().trim().min(1).max(50).optional(),
});

function toPublic(row: Note) {
  return {
    id: row.id,
    ref_id: row.refId,
    type: row.type,
    category: row.category,
    content: row.content,
    author_id: row.authorId,
    author_name: row.authorName,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const displayName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** 422 when a person note points at no person (other types are not checked). */
async function assertRefExists(db: Db, type: string, refId: number): Promise<void> {
  if (type !== 'person') return;
  const [row] = await db.select({ id: people.id }).from(people).where(eq(people.id, refId));
  if (!row) throw validationError(['body', 'ref_id'], 'Value error, no person with this id', refId, 'value_error', 'person_unknown');
}

const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  const one = { 200: note, ...errorResponses(401, 404, 422) };

  const create = async (user: User, body: z.output<typeof noteCreate>) => {
    await assertRefExists(db, body.type, body.ref_id);
    const [row] = await db
      .insert(notes)
      .values({ refId: body.ref_id, type: body.type, category: body.category, content: body.content, authorId: user.id, authorName: displayName(user) })
      .returning();
    return toPublic(row!);
  };

  app.get('/', {
    schema: { tags, summary: 'List notes (ref_id, type, category; q searches the text), newest first', security: authSecurity, querystring: notesQuery, response: { 200: listResponse(note), ...errorResponses(401, 422) } },
    handler: async (request) => {
      const { skip, limit, sort, order, q, ref_id, type, category } = request.query;
      const where = and(
        ref_id === undefined ? undefined : eq(notes.refId, ref_id),
        type === undefined ? undefined : eq(notes.type, type),
        category === undefined ? undefined : eq(notes.category, category),
        q ? ilike(notes.content, likePattern(q)) : undefined,
      );
      const page = await listRows(db, notes, { where, orderBy: orderBy(sortColumns[sort], order, notes.id), skip, limit });
      return { items: page.items.map(toPublic), total: page.total };
    },
  });

  app.post('/', {
    schema: { tags, summary: 'Write a note (the signed-in user is its author)', security: authSecurity, body: noteCreate, response: { 201: note, ...errorResponses(401, 422) } },
    handler: async (request, reply) => reply.code(201).send(await create(currentUser(request), request.body)),
  });

  app.post('/:id', {
    schema: {
      tags,
      summary: 'Write a note about the record {id} (ref_id from the path)',
      security: authSecurity,
      params: intIdParams,
      body: noteCreateForRef,
      response: { 201: note, ...errorResponses(401, 422) },
    },
    handler: async (request, reply) => reply.code(201).send(await create(currentUser(request), { ...request.body, ref_id: request.params.id })),
  });

  app.get('/:id', {
    schema: { tags, summary: 'One note', security: authSecurity, params: intIdParams, response: one },
    handler: async (request) => {
      const [row] = await db.select().from(notes).where(eq(notes.id, request.params.id));
      return toPublic(orNotFound(row));
    },
  });

  app.put('/:id', {
    schema: { tags, summary: 'Change a note (fields left out stay as they are)', security: authSecurity, params: intIdParams, body: noteUpdate, response: one },
    handler: async (request) => {
      const { id } = request.params;
      const [current] = await db.select().from(notes).where(eq(notes.id, id));
      orNotFound(current);
      const { type, ref_id, category, content } = request.body;
      if (type !== undefined || ref_id !== undefined) await assertRefExists(db, type ?? current!.type, ref_id ?? current!.refId);
      const row = await updateOrRead(db, notes, { type, refId: ref_id, category, content }, eq(notes.id, id));
      return toPublic(orNotFound(row));
    },
  });

  app.delete('/:id', {
    schema: { tags, summary: 'Delete a note', security: authSecurity, params: intIdParams, response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 404, 422) } },
    handler: async (request, reply) => {
      const deleted = await db.delete(notes).where(eq(notes.id, request.params.id)).returning({ id: notes.id });
      orNotFound(deleted[0]);
      return reply.code(204).send(null);
    },
  });
};

export default noteRoutes;
