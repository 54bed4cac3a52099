// A newsletter campaign before it is sent: who it would go to, its preview, a template's preview, and test sends.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../errors';
import { sanitizeHtml } from '../html';
import { campaignOrNotFound } from '../newsletter/campaigns';
import { composeMessage, layoutOf, testRecipients } from '../newsletter/compose';
import { countRecipients } from '../newsletter/recipients';
import { personalise, renderLayout } from '../newsletter/render';
import { intIdParams } from '../schemas/common';
import { doc } from './newsletter-common';
import { byIntId } from './route-schema';

export const newsletterCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get('/campaigns/:id/recipients', {
    schema: doc(
      'Who the campaign would go to now: the count after removing people not subscribed, bounced or complained addresses, people without e-mail, duplicates across lists and those outside the segment',
      {
        ...byIntId,
        response: {
          200: z.object({
            listed: z.int(),
            duplicates: z.int(),
            not_subscribed: z.int(),
            bounced: z.int(),
            no_email: z.int(),
            not_in_segment: z.int(),
            recipients: z.int(),
          }),
        },
      },
    ),
    handler: async (request) => countRecipients(db, await campaignOrNotFound(db, request.params.id)),
  });

  app.get('/campaigns/:id/preview', {
    schema: doc('The campaign as e-mail HTML, merge fields filled with a sample recipient', {
      ...byIntId,
      querystring: z
        .object({ first_name: z.string().max(100).optional(), last_name: z.string().max(100).optional() })
        .strict(),
      response: { 200: z.object({ html: z.string(), subject: z.string() }) },
    }),
    handler: async (request) => {
      const campaign = await campaignOrNotFound(db, request.params.id);
      const message = composeMessage(
        config,
        await layoutOf(db, campaign),
        {
          email: 'preview@example.com',
          firstName: request.query.first_name ?? '',
          lastName: request.query.last_name ?? '',
        },
        0,
        true,
      );
      return { html: message.html!, subject: message.subject };
    },
  });

  app.post('/templates/preview', {
    schema: doc(
      'A template (not yet saved) rendered as e-mail HTML around sample content, in Hebrew (right to left) or English',
      {
        body: z
          .object({
            html: z.string().max(500_000),
            content: z.string().max(500_000).optional(),
            language: z.enum(['he', 'en']).default('he'),
            first_name: z.string().max(100).optional(),
          })
          .strict(),
        response: { 200: z.object({ html: z.string() }) },
        errors: [401, 422],
      },
    ),
    handler: async (request) => {
      const { html, content, language, first_name } = request.body;
      const layout = renderLayout({
        subject: '',
        language,
        templateHtml: sanitizeHtml(html),
        content: sanitizeHtml(content ?? ''),
      });
      return {
        html: personalise(
          layout,
          { email: 'preview@example.com', firstName: first_name ?? '' },
          { unsubscribe: '#', view: '#' },
          '',
        ),
      };
    },
  });

  app.post('/campaigns/:id/test', {
    schema: doc('Send the campaign now to the given addresses as a test (its links work but change nothing)', {
      params: intIdParams,
      body: z.object({ emails: z.array(z.email().max(320)).min(1).max(10) }).strict(),
      response: { 200: z.object({ sent: z.int() }) },
      errors: [401, 404, 422, 502],
    }),
    handler: async (request) => {
      const campaign = await campaignOrNotFound(db, request.params.id);
      const layout = await layoutOf(db, campaign);
      const emails = [...new Set(request.body.emails.map((e) => e.toLowerCase()))];
      const recipients = await testRecipients(db, emails);
      try {
        for (const recipient of recipients) await app.mailer.send(composeMessage(config, layout, recipient, 0, true));
      } catch (error) {
        request.log.warn({ err: error }, 'newsletter test send failed');
        throw httpError(502, 'MAIL_SEND_FAILED');
      }
      return { sent: emails.length };
    },
  });
};
