// A newsletter campaign's sending: send now or at a time, pause, resume, cancel, back to draft, and its statistics.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NewsletterCampaign } from '../db/schema/index';
import { campaignOrNotFound, moveCampaign, sendCampaign } from '../newsletter/campaigns';
import { campaignStats } from '../newsletter/stats';
import { intIdParams } from '../schemas/common';
import { count, doc } from './newsletter-common';
import { byIntId } from './route-schema';

const statsSchema = z.object({
  recipients: count(),
  queued: count(),
  sending: count(),
  sent: count(),
  failed: count(),
  bounced: count(),
  cancelled: count(),
  unsubscribed: count(),
  opens: count(),
  unique_opens: count(),
  clicks: count(),
  unique_clicks: count(),
  links: z.array(z.object({ url: z.string(), clicks: count(), unique_clicks: count() })),
  timeline: z.array(z.object({ hour: z.string(), sent: count(), opens: count(), clicks: count() })),
});

const campaignWire = (c: NewsletterCampaign) => ({
  id: c.id,
  status: c.status,
  scheduled_at: c.scheduledAt?.toISOString() ?? null,
  started_at: c.startedAt?.toISOString() ?? null,
  finished_at: c.finishedAt?.toISOString() ?? null,
});
const campaignState = z.object({
  id: z.int(),
  status: z.string(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});

export const newsletterSendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post('/campaigns/:id/send', {
    schema: doc(
      'Send now, or at `scheduled_at` (the recipients are chosen then). 409 CAMPAIGN_STATUS unless draft or scheduled; 422 when it lacks content, lists or recipients',
      {
        params: intIdParams,
        body: z
          .object({ scheduled_at: z.iso.datetime({ offset: true }).optional() })
          .strict()
          .optional(),
        response: { 200: campaignState },
        errors: [401, 404, 409, 422],
      },
    ),
    handler: async (request) =>
      campaignWire(
        await sendCampaign(
          db,
          app.queue,
          request.params.id,
          request.body?.scheduled_at ? new Date(request.body.scheduled_at) : undefined,
        ),
      ),
  });

  for (const action of ['pause', 'resume', 'cancel', 'unschedule'] as const) {
    app.post(`/campaigns/:id/${action}`, {
      schema: doc(
        {
          pause: 'Pause sending',
          resume: 'Resume a paused campaign',
          cancel: 'Cancel: nothing more is sent',
          unschedule: 'Back to draft',
        }[action] + ' (409 CAMPAIGN_STATUS when not possible now)',
        { params: intIdParams, response: { 200: campaignState }, errors: [401, 404, 409, 422] },
      ),
      handler: async (request) => campaignWire(await moveCampaign(db, app.queue, request.params.id, action)),
    });
  }

  app.get('/campaigns/:id/stats', {
    schema: doc('Sent, failed, bounced, unsubscribed, opens and clicks (all and unique), per link and per hour', {
      ...byIntId,
      response: { 200: statsSchema },
    }),
    handler: async (request) => {
      await campaignOrNotFound(db, request.params.id);
      return campaignStats(db, request.params.id);
    },
  });
};
