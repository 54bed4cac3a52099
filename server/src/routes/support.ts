// The support inbox under /api/support: inquiries from the mail accounts, their threads, replies sent
// through the account's SMTP, internal notes, and the status, assignee, priority, tags and unread mark.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { findUserById } from '../auth/users';
import { INQUIRY_PRIORITIES, INQUIRY_STATUSES } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { listResponse, queryBool, queryInt, zInt, zId } from '../schemas/common';
import { listInquiries, readInquiry } from '../support/inquiries';
import { addNote, changeInquiry } from '../support/inquiry-changes';
import { deliverReply, draftReply, resendableReply } from '../support/reply';
import { inquiryDetailSchema, inquirySchema, messageSchema, messageWire } from '../support/wire';
import { registerFileHolder } from '../files/access';
import { ATTACHMENT_DIR } from '../support/attachments';
import { byId, routeSchemas } from './route-schema';

const tags = ['support'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });
const idParams = z.object({ id: queryInt(zId()) });
/** A route about one inquiry by its id. */
const byInquiryId = byId(idParams);
const messageParams = idParams.extend({ messageId: queryInt(zId()) });
const statusCounts = z.object({
  new: z.int(),
  open: z.int(),
  waiting: z.int(),
  resolved: z.int(),
  all: z.int(),
  unread: z.int(),
});

const listQuery = z
  .object({
    skip: queryInt(zInt().min(0)).default(0),
    limit: queryInt(zInt().min(1).max(200)).default(25),
    status: z.enum(INQUIRY_STATUSES).optional(),
    assignee_id: z
      .union([z.uuid(), z.literal('none')])
      .optional()
      .describe('A user id, or none'),
    person_id: queryInt(zInt().min(1)).optional(),
    account_id: queryInt(zInt().min(1)).optional(),
    unread: queryBool().optional(),
    q: z.string().trim().max(200).optional().describe('Searches the subject, the messages and the sender'),
  })
  .strict();
const inquiryUpdate = z
  .object({
    status: z.enum(INQUIRY_STATUSES),
    priority: z.enum(INQUIRY_PRIORITIES),
    assignee_id: z.uuid().nullable(),
    tags: z.array(z.string().trim().min(1).max(50)).max(20),
    unread: z.boolean(),
  })
  .partial()
  .strict();
const replyBody = z
  .object({
    text: z.string().trim().min(1).max(100_000),
    html: z.string().max(500_000).optional().describe('Sanitised before it is stored and sent'),
    status: z.enum(INQUIRY_STATUSES).optional().describe('The inquiry after the reply is sent; default waiting'),
  })
  .strict();
const noteBody = z.object({ text: z.string().trim().min(1).max(20_000) }).strict();

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  // the attachments of customers' mails (their folder) are read by whoever opens the inbox
  registerFileHolder({
    name: 'support',
    need: { screen: 'support' },
    holding: async (_db, rows) =>
      new Set(rows.filter((row) => row.dirPath === ATTACHMENT_DIR).map((row) => row.pathKey)),
  });
  const { db, config } = app;
  app.addHook('onRequest', requireUser);
  const detailOf = async (id: number) => {
    const found = await readInquiry(db, config, id);
    if (!found) throw notFound();
    return found;
  };

  app.get('/', {
    schema: doc('Inquiries, newest activity first, with the number in each status (under the other filters)', {
      querystring: listQuery,
      response: { 200: listResponse(inquirySchema).extend({ counts: statusCounts }) },
      errors: [401, 422],
    }),
    handler: async (request) => listInquiries(db, request.query),
  });

  app.get('/:id', {
    schema: doc('An inquiry with its thread (messages in and out, notes), account and customer', {
      ...byInquiryId,
      response: { 200: inquiryDetailSchema },
    }),
    handler: async (request) => detailOf(request.params.id),
  });

  app.patch('/:id', {
    schema: doc('Change the status (resolved sets the resolution time), priority, assignee, tags or unread mark', {
      ...byInquiryId,
      body: inquiryUpdate,
      response: { 200: inquiryDetailSchema },
    }),
    handler: async (request) => {
      const b = request.body;
      if (b.assignee_id) {
        if (!(await findUserById(db, b.assignee_id)))
          throw validationError(
            ['body', 'assignee_id'],
            'Value error, no such user',
            b.assignee_id,
            'value_error',
            'not_found',
          );
      }
      const changed = await changeInquiry(db, app.queue, request.params.id, b, currentUser(request));
      if (!changed) throw notFound();
      return detailOf(request.params.id);
    },
  });

  app.post('/:id/reply', {
    schema: doc(
      "Reply to the customer through the account's SMTP (the outbox folder without SMTP_URL), threaded; a failed send is marked failed with its reason",
      { params: idParams, body: replyBody, response: { 201: messageSchema }, errors: [401, 404, 409, 422] },
    ),
    handler: async (request, reply) => {
      const draft = await draftReply(db, request.params.id, currentUser(request), request.body);
      if (!draft) throw notFound();
      const message = await deliverReply(db, config, app.mailer, draft, request.body.status);
      return reply.code(201).send(messageWire(config, message));
    },
  });

  app.post('/:id/messages/:messageId/send', {
    schema: doc('Send again a reply whose send failed', {
      params: messageParams,
      response: { 200: messageSchema },
      errors: [401, 404, 409, 422],
    }),
    handler: async (request) => {
      const message = await resendableReply(db, request.params.id, request.params.messageId);
      return messageWire(config, await deliverReply(db, config, app.mailer, message));
    },
  });

  app.post('/:id/notes', {
    schema: doc('An internal note in the thread (never sent)', {
      ...byInquiryId,
      body: noteBody,
      response: { 201: messageSchema },
    }),
    handler: async (request, reply) => {
      const row = await addNote(db, app.queue, request.params.id, currentUser(request), request.body.text);
      if (!row) throw notFound();
      return reply.code(201).send(messageWire(config, row));
    },
  });
};

export default supportRoutes;
