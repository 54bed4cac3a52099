// People under /api/person (signed-in users): list with search, role filter, sorting and exact totals at any
// depth; CRUD with e-mails, phones and addresses; lookups by user, e-mail, phone (any format) and national id;
// the duplicate check and merge of the admin's save flow. Contacts and the import have their own files.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireGrant, requireUser } from '../auth/guards';
import { PERSON_MERGE } from '../auth/permissions';
import { findUserById } from '../auth/users';
import type { Db } from '../db/client';
import { authSecurity } from '../docs';
import { errorResponses, orNotFound } from '../errors';
import { listPeople, pageJson, personSorts, type PersonPage, type PersonSort } from '../people/list';
import { findOrCreateForUser, findOrCreateWithEmail } from '../people/find-or-create';
import { findByEmail, findByNationalId, findByPhone, findByUser, findDuplicates, rolesInUse } from '../people/lookup';
import { mergeInput, mergePeople, updateAndMerge } from '../people/merge';
import { findPerson } from '../people/read';
import { DEFAULT_ROLE, personCreate, personOut, personUpdateBody } from '../people/schemas';
import { createPerson, deletePeople, updatePerson, writePeople } from '../people/write';
import { emailField, nameField } from '../auth/user-schemas';
import { intIdParams, listQuery, listResponse, queryBool, queryInt, uuidIdParams, zInt } from '../schemas/common';
import personContacts from './person-contacts';
import personImport from './person-import';
import { byIntId, deletedResponse, routeSchemas } from './route-schema';

const tags = ['people'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

/** Roles offered by the admin even before anyone has them (stored values are added to these). */
export const KNOWN_ROLES = [DEFAULT_ROLE, 'lead', 'subscriber', 'supplier', 'staff', 'partner'];

const sortable = Object.keys(personSorts) as [PersonSort, ...PersonSort[]];

const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(queryInt(zInt().min(1))).max(1000),
);

const personListQuery = listQuery({
  sortable,
  defaultSort: 'id',
  defaultOrder: 'desc',
  defaultLimit: 100,
  maxLimit: 1000,
}).extend({
  role: z.string().trim().min(1).max(50).optional().describe('Only people with this role'),
  ids: idList.optional().describe('Only these ids, comma-separated (for reference fields)'),
  has_email: queryBool().optional().describe('true: only people with an e-mail address (whom a newsletter can reach)'),
});

const searchQuery = z.object({
  skip: queryInt(zInt().min(0)).default(0),
  limit: queryInt(zInt().min(1).max(1000)).default(100),
});

const valueParams = z.object({ value: z.string().min(1).max(320) });
const termParams = z.object({ term: z.string().trim().min(1).max(200) });

const duplicateQuery = z.object({
  emails: z.array(z.string().max(320)).max(50).default([]),
  phones: z.array(z.string().max(250)).max(50).default([]),
  national_id: z.string().max(20).nullish(),
  exclude_id: zInt().min(1).optional().describe('The person being edited (never reported as its own duplicate)'),
});
const duplicateOut = personOut
  .extend({ matches: z.object({ emails: z.array(z.string()), phones: z.array(z.string()), national_id: z.boolean() }) })
  .meta({ id: 'PersonDuplicate' });

const mergeBody = z.object({
  duplicate_id: zInt().min(1).describe('The person folded into this one and then deleted'),
});
const withEmailBody = z.object({
  email: emailField,
  first_name: nameField.optional(),
  last_name: nameField.optional(),
});
const fromUserBody = z.object({ user_id: z.uuid() });

/**
 * The list answers up to 1000 people as the JSON text the database wrote (people/read.ts), not parsed by zod or
 * serialised again on the way out (its shape is checked by the API tests; the schema still documents it).
 */
const sendPage = (reply: FastifyReply, page: PersonPage) =>
  reply.type('application/json; charset=utf-8').send(pageJson(page));

export interface PersonRoutesOptions {
  /** Benchmark only: GET / answers this page, without the database and without sign-in (the bench's ceiling). */
  benchFixedPage?: PersonPage;
}

const list = { 200: listResponse(personOut), ...errorResponses(401, 422) };
const one = { 200: personOut, ...errorResponses(401, 404, 422) };
const reload = async (db: Db, id: number) => orNotFound(await findPerson(db, id));

/** The list, creating (or saving into an existing person), the roles in use and the duplicate check. */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/', {
    schema: {
      tags,
      summary:
        'List people with their contacts (q: name, e-mail, phone in any format or national id; role; ids; has_email)',
      security: authSecurity,
      querystring: personListQuery,
      response: list,
    },
    handler: async (request, reply) => sendPage(reply, await listPeople(db, request.query)),
  });

  app.post('/', {
    schema: doc('Create a person, or with merge_into save the form into that existing person', {
      description:
        'Contacts are normalised: e-mails lower-cased, phones to E.164 (Israel by default), the national id checked. ' +
        '409 PERSON_EMAIL_EXISTS / PERSON_NATIONAL_ID_EXISTS / PERSON_USER_EXISTS when another person holds one. ' +
        'With merge_into the answer is 200 with the existing person (its empty fields filled, contacts added).',
      body: personCreate,
      response: { 201: personOut, 200: personOut },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request, reply) => {
      const { merge_into, ...input } = request.body;
      if (merge_into !== undefined) {
        // saving the form into an existing person changes that person
        await requireGrant(request, { resource: 'person', action: 'update' });
        await writePeople(db, (tx) => mergeInput(tx, merge_into, input));
        return reply.code(200).send(await reload(db, merge_into));
      }
      const id = await writePeople(db, (tx) => createPerson(tx, input));
      return reply.code(201).send(await reload(db, id));
    },
  });

  app.get('/roles', {
    schema: doc('Person roles: the known ones and every one in use', {
      response: { 200: z.array(z.string()) },
      errors: [401],
    }),
    handler: async () => [...new Set([...KNOWN_ROLES, ...(await rolesInUse(db)).sort()])],
  });

  app.post('/duplicates', {
    schema: doc('The people already holding any of these e-mails, phones (any format) or national id', {
      description:
        'For the save flow: one call before saving; invalid values are ignored. Each person comes with what matched.',
      body: duplicateQuery,
      response: { 200: z.object({ items: z.array(duplicateOut) }) },
      errors: [401, 422],
    }),
    handler: async (request) => ({ items: await findDuplicates(db, request.body) }),
  });
};

/** The person for an e-mail or a user account, found or created. */
const findOrCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.post('/find_or_create_person_with_email', {
    schema: doc('The person with this e-mail (200), or a new one with it (201)', {
      body: withEmailBody,
      response: { 200: personOut, 201: personOut },
      errors: [401, 422],
    }),
    handler: async (request, reply) => {
      const { email, first_name, last_name } = request.body;
      const existing = await findByEmail(db, email);
      if (existing) return existing;
      const id = await findOrCreateWithEmail(db, email, { first_name, last_name });
      return reply.code(201).send(await reload(db, id));
    },
  });

  app.post('/find_or_create_person_from_user', {
    schema: doc(
      "The person linked to this user (200); else the person with the user's e-mail, now linked (200); else a new linked person (201)",
      { body: fromUserBody, response: { 200: personOut, 201: personOut }, errors: [401, 404, 409, 422] },
    ),
    handler: async (request, reply) => {
      const user = orNotFound(await findUserById(db, request.body.user_id));
      const linked = await findByUser(db, user.id);
      if (linked) return linked;
      const { id, created } = await findOrCreateForUser(db, user);
      return reply.code(created ? 201 : 200).send(await reload(db, id));
    },
  });
};

/** Look-ups by user, e-mail, phone, national id, and the search. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/by_user/:id', {
    schema: {
      tags,
      summary: 'The person linked to a user account',
      security: authSecurity,
      params: uuidIdParams,
      response: one,
    },
    handler: async (request) => orNotFound(await findByUser(db, request.params.id)),
  });

  app.get('/by_email/:value', {
    schema: {
      tags,
      summary: 'The person with this e-mail (case-insensitive)',
      security: authSecurity,
      params: valueParams,
      response: one,
    },
    handler: async (request) => orNotFound(await findByEmail(db, request.params.value)),
  });

  app.get('/by_phone/:value', {
    schema: {
      tags,
      summary: 'The person with this phone, written in any format (+972-50-123-4567, 0501234567, ...)',
      security: authSecurity,
      params: valueParams,
      response: one,
    },
    handler: async (request) => orNotFound(await findByPhone(db, request.params.value)),
  });

  app.get('/by_national_id/:value', {
    schema: {
      tags,
      summary: 'The person with this national id (leading zeros optional)',
      security: authSecurity,
      params: valueParams,
      response: one,
    },
    handler: async (request) => orNotFound(await findByNationalId(db, request.params.value)),
  });

  app.get('/search/:term', {
    schema: {
      tags,
      summary: 'Search people by name, e-mail, phone (any format) or national id, case-insensitive',
      security: authSecurity,
      params: termParams,
      querystring: searchQuery,
      response: list,
    },
    handler: async (request, reply) =>
      sendPage(reply, await listPeople(db, { ...request.query, sort: 'id', order: 'desc', q: request.params.term })),
  });
};

/** One person: read, changed (or merged into another), deleted, and a duplicate merged into them. */
const onePersonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get('/:id', {
    schema: { tags, summary: 'One person with contacts', security: authSecurity, params: intIdParams, response: one },
    handler: async (request) => reload(db, request.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary:
        'Change a person: fields left out stay; each contact list given replaces the current one, in one transaction',
      description:
        'Entries of a replaced list that stay keep their ids; an address with an id changes that address. ' +
        'With merge_into (the edit form\'s "yes, merge") the changes are saved and this person is then merged into ' +
        "that existing person as POST /person/{kept}/merge does, in the same transaction; the form's values the " +
        'existing person holds already stay with it, and the answer is the existing person. Any failure (409, 422, ' +
        '500) leaves both people as they were.',
      security: authSecurity,
      params: intIdParams,
      body: personUpdateBody,
      response: { ...one, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { merge_into, ...input } = request.body;
      if (merge_into !== undefined) {
        // this person is folded into the other and deleted: a merge
        await requireGrant(request, PERSON_MERGE);
        await writePeople(db, (tx) => updateAndMerge(tx, id, merge_into, input));
        return reload(db, merge_into);
      }
      await writePeople(db, (tx) => updatePerson(tx, id, input));
      return reload(db, id);
    },
  });

  app.delete('/:id', {
    schema: doc('Delete a person with contacts and notes', { ...byIntId, response: { 204: deletedResponse() } }),
    handler: async (request, reply) => {
      const deleted = await writePeople(db, (tx) => deletePeople(tx, [request.params.id]));
      orNotFound(deleted[0]);
      return reply.code(204).send(null);
    },
  });

  app.post('/:id/merge', {
    schema: {
      tags,
      summary: 'Merge a duplicate into this person, in one transaction',
      description:
        "Moves the duplicate's e-mails, phones and addresses (identical values once), notes and every other link to " +
        "this person, fills this person's empty fields from it, unites roles, then deletes the duplicate. 409 " +
        'PERSON_MERGE_NATIONAL_ID_CONFLICT / PERSON_MERGE_USER_CONFLICT when both have different ones (nothing changed).',
      security: authSecurity,
      params: intIdParams,
      body: mergeBody,
      response: { ...one, ...errorResponses(401, 404, 409, 422) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await writePeople(db, (tx) => mergePeople(tx, id, request.body.duplicate_id));
      return reload(db, id);
    },
  });
};

/** Every route here needs a signed-in user; the sub-areas register in this order, the API document's order. */
const personRoutes: FastifyPluginAsyncZod<PersonRoutesOptions> = async (app, options) => {
  if (options.benchFixedPage) {
    const page = options.benchFixedPage;
    app.get('/', { schema: { querystring: personListQuery, response: list } }, async (_request, reply) =>
      sendPage(reply, page),
    );
    return;
  }

  app.addHook('onRequest', requireUser);
  await app.register(peopleRoutes);
  await app.register(findOrCreateRoutes);
  await app.register(lookupRoutes);
  await app.register(onePersonRoutes);
  await app.register(personContacts);
  await app.register(personImport, { prefix: '/import' });
};

export default personRoutes;
