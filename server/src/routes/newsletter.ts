// The newsletter's own routes under /api/newsletter, for signed-in staff; lists, segments, templates and campaigns
// themselves come from the CRUD factory (server/src/newsletter/entities). Here, each plugin registered in this order:
// list members, contact imports, contacts, a campaign before it is sent (recipients, previews, test sends), its
// sending (send or schedule, pause, resume, cancel) and statistics, and the lists' summary.
import { requireUser } from '../auth/guards';
import { newsletterCampaignRoutes } from './newsletter-campaigns';
import { newsletterContactRoutes, newsletterListSummaryRoute } from './newsletter-contacts';
import { newsletterImportRoutes } from './newsletter-imports';
import { newsletterMemberRoutes } from './newsletter-members';
import { newsletterSendingRoutes } from './newsletter-sending';
import { guardedRoutes } from './route-schema';

const newsletterRoutes = guardedRoutes(
  requireUser,
  newsletterMemberRoutes,
  newsletterImportRoutes,
  newsletterContactRoutes,
  newsletterCampaignRoutes,
  newsletterSendingRoutes,
  newsletterListSummaryRoute,
);

export default newsletterRoutes;
