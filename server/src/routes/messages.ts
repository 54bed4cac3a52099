// The floating message composer's calls under /api/messages (a message draft: to, content,
// channel, subject, reply_to, from_name): what it may send from, a preview with the merge fields filled, and send.
// Templates are the factory entity messages/templates.ts (/api/messages/templates). Drafts live in the browser.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/guards';
import { MESSAGE_CHANNELS } from '../db/schema/index';
import { notFound, validationError } from '../errors';
import { checkDraftRefs } from '../messages/draft-refs';
import { fillMergeFields, hasMergeFields, MERGE_FIELDS, mergeValuesOf, unknownMergeFields } from '../messages/merge';
import { addressOf, nameOf, personFor, sendComposed } from '../messages/send';
import { STUB_WHATSAPP_NUMBERS } from '../messages/whatsapp';
import { normalisePhone } from '../people/phone';
import { senderAccounts } from '../support/account-store';
import { zId } from '../schemas/common';
import { routeSchemas } from './route-schema';

const tags = ['messages'];
/** How the routes here that need a signed-in user are described: their tags and security. */
const doc = routeSchemas({ tags });

const optionsSchema = z.object({
  email: z.object({
    default_from_name: z.string(),
    default_address: z.string().describe("The server mailer's address (MAIL_FROM), used when no account is chosen"),
    accounts: z.array(z.object({ id: z.int(), name: z.string(), email: z.string(), from_name: z.string() })),
  }),
  whatsapp: z.object({ mode: z.enum(['stub', 'cloud']), numbers: z.array(z.string()) }),
  merge_fields: z.array(z.string()),
});

const draftFields = {
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string().trim().min(1).max(320).describe('An e-mail address, or a phone number for WhatsApp'),
  subject: z.string().trim().max(500).default('').describe('E-mail only'),
  content: z.string().trim().min(1).max(100_000),
  person_id: zId()
    .optional()
    .describe('The customer the merge fields come from and the note goes to; else found by the address or number'),
};
const previewBody = z
  .object({ ...draftFields, to: z.string().trim().max(320).default(''), content: z.string().max(100_000) })
  .strict();
const sendBody = z
  .object({
    ...draftFields,
    reply_to: z.email().max(320).optional(),
    from_name: z.string().trim().max(200).optional(),
    account_id: zId().optional().describe("Send through this mail account's SMTP; else the server's mailer"),
    inquiry_id: zId().optional().describe("Send as a reply in this inquiry's thread (its account and address)"),
  })
  .strict();
const previewSchema = z.object({
  subject: z.string(),
  content: z.string(),
  unknown_fields: z.array(z.string()),
  person_id: z.int().nullable(),
  person_name: z.string().nullable(),
});
const sendSchema = z.object({
  state: z.enum(['sent', 'stub', 'failed']).describe('stub: WhatsApp without settings, nothing was sent'),
  error_code: z.string().nullable(),
  error: z.string().nullable().describe('What the mail server or WhatsApp said when it refused'),
  note_id: z.int().nullable(),
  support_message_id: z.int().nullable(),
  delivery: z
    .enum(['smtp', 'outbox'])
    .nullable()
    .describe('A sent e-mail: a mail server took it, or it was written to the outbox folder (SMTP_URL is not set)'),
});

/** Checks the address or number for the channel: the e-mail as given, a phone number in E.164. */
function recipientOf(channel: 'email' | 'whatsapp', to: string): string {
  if (channel === 'email') {
    if (!z.email().safeParse(to).success)
      throw validationError(['body', 'to'], 'value is not a valid email address', to, 'value_error', 'invalid_email');
    return to;
  }
  const phone = normalisePhone(to);
  if (!phone || phone.e164.includes(';'))
    throw validationError(['body', 'to'], 'Value error, not a valid phone number', to, 'value_error', 'invalid_phone');
  return phone.e164;
}

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  app.addHook('onRequest', requireUser);

  /** The merged subject and content, with the customer they came from. */
  const merge = async (body: {
    channel: 'email' | 'whatsapp';
    to: string;
    subject: string;
    content: string;
    person_id?: number;
  }) => {
    const personId = body.to || body.person_id ? await personFor(db, body) : undefined;
    const values = personId ? await mergeValuesOf(db, personId) : undefined;
    const subject = body.channel === 'email' ? body.subject : '';
    return {
      personId,
      personName: values ? values.full_name || values.email || values.phone : null,
      subject: values ? fillMergeFields(subject, values) : subject,
      content: values ? fillMergeFields(body.content, values) : body.content,
      unknown: unknownMergeFields(subject, body.content),
    };
  };

  app.get('/options', {
    schema: doc(
      'What the composer may send from: mail accounts, the default sender, WhatsApp numbers; the merge fields',
      { response: { 200: optionsSchema }, errors: [401] },
    ),
    handler: async () => {
      const accounts = await senderAccounts(db);
      const cloud = config.whatsapp;
      return {
        email: { default_from_name: nameOf(config.mailFrom), default_address: addressOf(config.mailFrom), accounts },
        whatsapp: cloud
          ? { mode: 'cloud' as const, numbers: [cloud.displayNumber ?? cloud.phoneNumberId] }
          : { mode: 'stub' as const, numbers: STUB_WHATSAPP_NUMBERS },
        merge_fields: [...MERGE_FIELDS],
      };
    },
  });

  app.post('/preview', {
    schema: doc('The subject and content with the merge fields filled from the customer, and the unknown field names', {
      body: previewBody,
      response: { 200: previewSchema },
      errors: [401, 422],
    }),
    handler: async (request) => {
      const body = request.body;
      await checkDraftRefs(db, body, ['person_id']);
      let to = '';
      try {
        to = body.to ? recipientOf(body.channel, body.to) : '';
      } catch {
        // a half-typed address finds nobody; the preview still shows the rest
      }
      const merged = await merge({ ...body, to });
      return {
        subject: merged.subject,
        content: merged.content,
        unknown_fields: merged.unknown,
        person_id: merged.personId ?? null,
        person_name: merged.personName,
      };
    },
  });

  app.post('/send', {
    schema: doc(
      'Send an e-mail or a WhatsApp message; kept on the customer as a note (or in the inquiry thread). A refused send answers state failed with the reason',
      { body: sendBody, response: { 200: sendSchema }, errors: [401, 404, 409, 422] },
    ),
    handler: async (request) => {
      const body = request.body;
      const to = recipientOf(body.channel, body.to);
      if (body.channel === 'whatsapp') {
        for (const field of ['account_id', 'inquiry_id', 'reply_to'] as const) {
          if (body[field] !== undefined)
            throw validationError(
              ['body', field],
              'Value error, e-mail only',
              body[field],
              'value_error',
              'email_only',
            );
        }
      } else if (!body.inquiry_id && !body.subject) {
        throw validationError(
          ['body', 'subject'],
          'String should have at least 1 character',
          body.subject,
          'string_too_short',
        );
      }
      const unknown = unknownMergeFields(body.subject, body.content);
      if (unknown.length) {
        const field = unknownMergeFields(body.subject).length ? 'subject' : 'content';
        throw validationError(
          ['body', field],
          `Value error, unknown merge fields: ${unknown.join(', ')}`,
          unknown,
          'value_error',
          'unknown_merge_field',
        );
      }
      await checkDraftRefs(db, body, ['person_id', 'account_id', 'inquiry_id']);
      const merged = await merge({ ...body, to });
      if (!merged.personId && hasMergeFields(body.subject, body.content)) {
        throw validationError(
          ['body', 'person_id'],
          'Value error, the merge fields need a customer',
          null,
          'value_error',
          'no_customer',
        );
      }
      const sent = await sendComposed(
        { db, config, mailer, user: currentUser(request) },
        { ...body, to, subject: merged.subject, content: merged.content },
        merged.personId,
      );
      if (!sent) throw notFound();
      return sent;
    },
  });
};

export default messagesRoutes;
