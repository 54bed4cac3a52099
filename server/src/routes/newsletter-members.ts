// A newsletter list's members: the members with their status, people added (with a confirmation mail on a double
// opt-in list) or taken off, and one person's status set. Every multi-row write is one transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_STATUSES } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { listContacts } from '../newsletter/contacts';
import {
  addMembers,
  checkSubscribable,
  listOrNotFound,
  personOrNotFound,
  removeMembers,
  sendConfirmations,
  setMemberStatus,
} from '../newsletter/members';
import { queryInt, zId } from '../schemas/common';
import { contactList, doc, page } from './newsletter-common';
import { byIntId } from './route-schema';

const personIds = z.object({ person_ids: z.array(zId()).min(1).max(10_000) }).strict();
const memberParams = z.object({ id: queryInt(zId()), personId: queryInt(zId()) });

export const newsletterMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/lists/:id/members', {
    schema: doc("A list's members with their status, newest change first", {
      ...byIntId,
      querystring: z
        .object({ ...page, status: z.enum(MEMBER_STATUSES).optional(), q: z.string().max(200).optional() })
        .strict(),
      response: { 200: contactList },
    }),
    handler: async (request) => {
      await listOrNotFound(db, request.params.id);
      return listContacts(db, { list_id: request.params.id, ...request.query });
    },
  });

  app.post('/lists/:id/members', {
    schema: doc(
      'Add people to a list (subscribed; unconfirmed with a confirmation mail when the list asks for double opt-in). The others are still added when some cannot be: each of those is named in `refused` (no_email: no address to send to; not_found); those who unsubscribed, bounced or complained are left as they are',
      {
        ...byIntId,
        body: personIds,
        response: {
          200: z.object({
            added: z.array(z.int()),
            already: z.array(z.int()),
            skipped: z.array(z.int()),
            refused: z.array(
              z.object({
                person_id: z.int(),
                name: z.string().describe("The person's name (empty when not found)"),
                reason: z.enum(['no_email', 'not_found']),
              }),
            ),
          }),
        },
      },
    ),
    handler: async (request) => {
      const result = await db.transaction((tx) => addMembers(tx, request.params.id, request.body.person_ids, 'admin'));
      const list = await listOrNotFound(db, request.params.id);
      if (list.double_opt_in && result.added.length)
        await sendConfirmations(db, app.mailer, app.config, list, result.added);
      return result;
    },
  });

  app.post('/lists/:id/members/remove', {
    schema: doc('Take people off a list (their history stays)', {
      ...byIntId,
      body: personIds,
      response: { 200: z.object({ removed: z.int() }) },
    }),
    handler: async (request) => ({
      removed: await db.transaction((tx) => removeMembers(tx, request.params.id, request.body.person_ids, 'admin')),
    }),
  });

  app.put('/lists/:id/members/:personId', {
    schema: doc("Set one person's status on a list (a person without an e-mail address cannot be subscribed)", {
      params: memberParams,
      body: z.object({ status: z.enum(MEMBER_STATUSES) }).strict(),
      response: { 200: z.object({ status: z.enum(MEMBER_STATUSES) }) },
      errors: [401, 404, 422],
    }),
    handler: async (request) =>
      db.transaction(async (tx) => {
        await listOrNotFound(tx, request.params.id);
        if (request.body.status === 'subscribed' || request.body.status === 'unconfirmed') {
          try {
            await checkSubscribable(tx, [request.params.personId]);
          } catch (error) {
            const code = (error as { items?: { ctx?: { code?: string } }[] }).items?.[0]?.ctx?.code;
            if (code === 'not_found') throw notFound();
            throw validationError(
              ['body', 'status'],
              'Value error, this person has no e-mail address and cannot be subscribed',
              request.body.status,
              'value_error',
              'no_email',
            );
          }
        } else {
          await personOrNotFound(tx, request.params.personId);
        }
        await setMemberStatus(tx, {
          listId: request.params.id,
          personId: request.params.personId,
          to: request.body.status,
          source: 'admin',
        });
        return { status: request.body.status };
      }),
  });
};
