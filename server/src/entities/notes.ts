// Notes under /api/note/ (GET /note/ with ref_id, type, category; GET/POST/PUT/DELETE /note/{id}):
// kept on any record a note may name (crud/note-targets.ts: customers as 'person', entities with `notes: true`),
// with a category, the author (user id and the display name at writing time) and times. POST /note/{id} writes a
// note about the record {id}.
// Not a definition: a note points at a record of any entity (type and ref_id, checked against the note targets),
// where a definition's reference names one entity; and its author is the signed-in person, set on write.
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { displayName } from '../auth/users';
import { defineCrud } from '../crud/defineCrud';
import { checkNoteTarget } from '../crud/note-targets';
import { recordSchema, toColumns, toWire } from '../crud/records';
import type { Tx } from '../db/client';
import { notes, people, type User } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { notifyMentions } from '../notifications/mentions';
import { noteRecordLink } from '../crud/note-links';
import { intIdParams, queryInt, zId } from '../schemas/common';
import { afterWrite } from '../crud/rules';

const type = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9_]+$/);
const category = z
  .string()
  .trim()
  .max(50)
  .nullish()
  .transform((v) => (v ? v : null));
const content = z.string().trim().min(1).max(20_000);
const refId = zId();

const create = z
  .object({
    ref_id: refId.describe('Id of the record the note is about'),
    type: type.default('person').describe("Kind of record: 'person' for customers, else an entity's name"),
    category,
    content,
  })
  .strict();
const update = z
  .object({
    type: type.optional(),
    ref_id: refId.optional(),
    category: category.optional(),
    content: content.optional(),
  })
  .strict();
const createForRef = create.omit({ ref_id: true });

/** People mentioned in a new note hear of it, with a link to the page of the record it is kept on. */
const mentionIn = (tx: Tx, queue: PgBoss | null, record: Record<string, unknown>, user: User) =>
  notifyMentions(
    tx,
    queue,
    String(record.content ?? ''),
    user,
    noteRecordLink(String(record.type), Number(record.ref_id)),
  );

/** The signed-in user as the author of a new note. */
const authored = (values: Record<string, unknown>, user: User) => ({
  ...values,
  author_id: user.id,
  author_name: displayName(user),
});

export default defineCrud({
  name: 'note',
  table: notes,
  base: '/note',
  create,
  update,
  sortable: ['id', 'created_at', 'updated_at', 'category'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  search: ['content'],
  filters: {
    ref_id: { schema: queryInt(refId) },
    type: { schema: type },
    category: { schema: z.string().trim().min(1).max(50) },
  },
  hooks: {
    async beforeWrite(tx, values, { id, user, queue }) {
      const record = await afterWrite(tx, notes, values, id);
      if (id === undefined || values.type !== undefined || values.ref_id !== undefined)
        await checkNoteTarget(tx, String(record.type), Number(record.ref_id));
      if (id !== undefined) return values;
      await mentionIn(tx, queue, record, user);
      return authored(values, user);
    },
  },
  extend: async (app) => {
    app.post('/note/:id', {
      schema: {
        tags: ['note'],
        summary: 'Write a note about the record {id} (404 when there is none)',
        security: authSecurity,
        params: intIdParams,
        body: createForRef,
        response: { 201: recordSchema(notes, 'note'), ...errorResponses(401, 404, 422) },
      },
      handler: async (request, reply) => {
        const body = request.body as z.output<typeof createForRef>;
        const refId = (request.params as { id: number }).id;
        const row = await app.db.transaction(async (tx) => {
          await checkNoteTarget(tx as unknown as Tx, body.type, refId, 'path');
          const [inserted] = await tx
            .insert(notes)
            .values(
              toColumns(notes, authored({ ...body, ref_id: refId }, currentUser(request))) as typeof notes.$inferInsert,
            )
            .returning();
          await mentionIn(
            tx as unknown as Tx,
            app.queue,
            { type: body.type, ref_id: refId, content: body.content },
            currentUser(request),
          );
          return inserted!;
        });
        return reply.code(201).send(toWire(notes, row));
      },
    });
  },
  sample: (unique) => ({ content: `הערה ${unique}`, category: 'call' }),
  async sampleRefs(db) {
    const [person] = await db
      .insert(people)
      .values({ firstName: 'הערה', lastName: 'לדוגמה' })
      .returning({ id: people.id });
    return { ref_id: person!.id, type: 'person' };
  },
});
