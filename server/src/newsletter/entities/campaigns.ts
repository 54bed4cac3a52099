// Not a definition: its segment_id points at segments, which are no definition, and a definition's reference names one.
// Campaigns under /api/newsletter/campaigns: what is sent, from whom, to which lists and segment, and whether opens and
// clicks are tracked. Only drafts and scheduled campaigns change; their state moves through the action routes of
// routes/newsletter.ts (send, pause, resume, cancel), never through a write here.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { defineCrud } from '../../crud/defineCrud';
import { richText } from '../../crud/fields';
import { CAMPAIGN_LANGUAGES, CAMPAIGN_STATUSES, newsletterCampaigns, newsletterLists } from '../../db/schema/index';
import { httpError } from '../../errors';
import { zId } from '../../schemas/common';

const create = z
  .object({
    name: z.string().trim().min(1).max(200),
    subject: z.string().trim().min(1).max(300),
    preheader: z.string().trim().max(300).nullable().optional(),
    from_name: z.string().trim().max(200).nullable().optional(),
    from_email: z.email().max(320).nullable().optional(),
    reply_to: z.email().max(320).nullable().optional(),
    template_id: zId().nullable().optional(),
    content: richText(500_000).optional(),
    list_ids: z.array(zId()).max(100).optional(),
    segment_id: zId().nullable().optional(),
    language: z.enum(CAMPAIGN_LANGUAGES).optional(),
    track_opens: z.boolean().optional(),
    track_clicks: z.boolean().optional(),
  })
  .strict();

export default defineCrud({
  name: 'newsletter_campaign',
  table: newsletterCampaigns,
  base: '/newsletter/campaigns',
  create,
  search: ['name', 'subject'],
  filters: { status: { schema: z.enum(CAMPAIGN_STATUSES) } },
  refs: { list_ids: { table: newsletterLists } },
  sortable: [
    'id',
    'name',
    'subject',
    'status',
    'scheduled_at',
    'started_at',
    'finished_at',
    'created_at',
    'updated_at',
  ],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  hooks: {
    async beforeWrite(tx, values, { id: campaignId }) {
      if (campaignId !== undefined) {
        const [campaign] = await tx
          .select({ status: newsletterCampaigns.status })
          .from(newsletterCampaigns)
          .where(eq(newsletterCampaigns.id, campaignId));
        if (campaign && campaign.status !== 'draft' && campaign.status !== 'scheduled')
          throw httpError(409, 'CAMPAIGN_STATUS');
      }
      return values;
    },
    async beforeDelete(tx, ids) {
      const rows = await tx
        .select({ status: newsletterCampaigns.status })
        .from(newsletterCampaigns)
        .where(inArray(newsletterCampaigns.id, ids));
      if (rows.some((r) => r.status === 'sending' || r.status === 'paused')) throw httpError(409, 'CAMPAIGN_STATUS');
    },
  },
  sample: (unique) => ({
    name: `קמפיין ${unique}`,
    subject: `ניוזלטר ${unique}`,
    content: '<p>שלום {{first_name|קוראים יקרים}}</p>',
  }),
});
