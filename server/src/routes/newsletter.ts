// The newsletter's own routes under /api/newsletter, for signed-in staff; lists, segments, templates and campaigns
// themselves come from the CRUD factory (server/src/newsletter/entities). Here, each plugin registered in this order:
// list members, contact imports, contacts, a campaign before it is sent (recipients, previews, test sends), its
// sending (send or schedule, pause, resume, cancel) and statistics, and the lists' summary.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards';
import { newsletterCampaignRoutes } from './newsletter-campaigns';
import { newsletterContactRoutes, newsletterListSummaryRoute } from './newsletter-contacts';
import { newsletterImportRoutes } from './newsletter-imports';
import { newsletterMemberRoutes } from './newsletter-members';
import { newsletterSendingRoutes } from './newsletter-sending';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  await app.register(newsletterMemberRoutes);
  await app.register(newsletterImportRoutes);
  await app.register(newsletterContactRoutes);
  await app.register(newsletterCampaignRoutes);
  await app.register(newsletterSendingRoutes);
  await app.register(newsletterListSummaryRoute);
};

export default newsletterRoutes;
