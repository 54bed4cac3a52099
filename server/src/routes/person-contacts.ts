// One contact at a time under /api/person: add an e-mail, phone or address to a person (201, the person back)
// and delete one by its id (204). Registered by person.ts, which guards it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orNotFound } from '../errors';
import { findPerson } from '../people/read';
import { addressInput, personOut, phoneField } from '../people/schemas';
import { addAddress, addEmail, addPhone, deleteAddress, deleteEmail, deletePhone, writePeople } from '../people/write';
import { emailField } from '../auth/user-schemas';
import { intIdParams } from '../schemas/common';
import type { Db } from '../db/client';
import { byIntId, deletedResponse, routeSchemas } from './route-schema';

const tags = ['people'];
/** How the routes here are described: their tags and a signed-in user's security. */
const doc = routeSchemas({ tags });

const emailBody = z.object({ email_address: emailField });
const phoneBody = z.object({ phone_number: phoneField, is_primary: z.boolean().default(false) });

const personContacts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  /** What every add here takes and answers: the person's id, and the person after it (201). */
  const added = { params: intIdParams, response: { 201: personOut }, errors: [401, 404, 409, 422] };

  /** DELETE `path`: one contact by its id (204). */
  const removal = (path: string, summary: string, remove: (tx: Db, id: number) => Promise<void>) =>
    app.delete(path, {
      schema: doc(summary, { ...byIntId, response: { 204: deletedResponse() } }),
      handler: async (request, reply) => {
        await writePeople(db, (tx) => remove(tx, request.params.id));
        return reply.code(204).send(null);
      },
    });

  const change = async (id: number, work: (tx: Db) => Promise<void>) => {
    await writePeople(db, work);
    return orNotFound(await findPerson(db, id));
  };

  app.post('/:id/email', {
    schema: doc('Add an e-mail to a person (kept lower-case; 409 PERSON_EMAIL_EXISTS when another person has it)', {
      ...added,
      body: emailBody,
    }),
    handler: async (request, reply) => {
      const { id } = request.params;
      return reply.code(201).send(await change(id, (tx) => addEmail(tx, id, request.body.email_address)));
    },
  });

  removal('/email/:id', 'Delete an e-mail of a person', deleteEmail);

  app.post('/:id/phone', {
    schema: doc(
      "Add a phone (any format, stored E.164); is_primary makes it the primary one, as is a person's first phone",
      { ...added, body: phoneBody },
    ),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { phone_number, is_primary } = request.body;
      return reply.code(201).send(await change(id, (tx) => addPhone(tx, id, phone_number, is_primary)));
    },
  });

  removal('/phone/:id', 'Delete a phone of a person (the oldest remaining one becomes primary)', deletePhone);

  app.post('/:id/address', {
    schema: doc('Add an address to a person (an identical one is not added twice)', { ...added, body: addressInput }),
    handler: async (request, reply) => {
      const { id } = request.params;
      return reply.code(201).send(await change(id, (tx) => addAddress(tx, id, request.body)));
    },
  });

  removal('/address/:id', 'Delete an address of a person', deleteAddress);
};

export default personContacts;
