// The newsletter's contacts (people on at least one list), one contact, and every list with its members per status.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_STATUSES } from '../db/schema/index';
import { notFound } from '../errors';
import { contactOf, contactSchema, listContacts, listSummaries, listSummarySchema } from '../newsletter/contacts';
import { queryInt, zId } from '../schemas/common';
import { contactList, doc, page } from './newsletter-common';
import { byIntId } from './route-schema';

export const newsletterContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/contacts', {
    schema: doc('People on at least one list, with their lists and statuses', {
      querystring: z
        .object({
          ...page,
          list_id: queryInt(zId()).optional(),
          status: z.enum(MEMBER_STATUSES).optional(),
          q: z.string().max(200).optional(),
        })
        .strict(),
      response: { 200: contactList },
      errors: [401, 422],
    }),
    handler: async (request) => listContacts(db, request.query),
  });

  app.get('/contacts/:id', {
    schema: doc("A person's lists, the history of every change, and the campaigns sent to them", {
      ...byIntId,
      response: { 200: contactSchema },
    }),
    handler: async (request) => {
      const contact = await contactOf(db, request.params.id);
      if (!contact) throw notFound();
      return contact;
    },
  });
};

export const newsletterListSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/lists/summary', {
    schema: doc('Every list with its number of members per status', {
      response: { 200: z.array(listSummarySchema) },
      errors: [401],
    }),
    handler: async () => listSummaries(db),
  });
};
