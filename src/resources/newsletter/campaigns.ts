import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { defineResource } from '../../engine/defineResource';
import { NewsletterTabs } from './lazyNewsletterTabs';
import {
  boolean,
  choicesOf,
  computed,
  datetime,
  email,
  id,
  reference,
  references,
  richText,
  select,
  text,
} from '../../engine/fields';
import { lazyPart } from '../../engine/lazy';
import type { FieldComponentProps } from '../../engine/fields';

/** The counts cell reads the campaign's statistics: its code (and the newsletter's API) comes with the list, not the app. */
const CampaignCounts = lazyPart<FieldComponentProps>(() => import('./CampaignCounts').then((m) => m.CampaignCounts));

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;

/** Newsletter campaigns: the list at /newsletter, the campaign page (editor, sending, statistics) at /newsletter/:id. */
export default defineResource({
  name: 'newsletterCampaigns',
  path: 'newsletter',
  menu: 'customer_service',
  menuOrder: 30,
  menuLabel: 'newsletter.menu',
  icon: MarkEmailReadOutlined,
  permission: 'newsletter_campaign',
  api: entityApi('/newsletter/campaigns'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    subject: text({ required: true, maxLength: 300 }),
    preheader: text({ maxLength: 300, sortable: false }),
    from_name: text({ maxLength: 200, sortable: false }),
    from_email: email({ sortable: false }),
    reply_to: email({ sortable: false }),
    template_id: reference('newsletter/templates', { sortable: false }),
    content: richText(),
    list_ids: references('newsletter/distribution'),
    segment_id: reference('newsletter/segments', { sortable: false }),
    language: select(choicesOf('resources.newsletterCampaigns.languages', ['he', 'en']), {
      defaultValue: 'he',
      sortable: false,
    }),
    track_opens: boolean({ defaultValue: true, sortable: false }),
    track_clicks: boolean({ defaultValue: true, sortable: false }),
    status: select(choicesOf('resources.newsletterCampaigns.statuses', CAMPAIGN_STATUSES), { readOnly: true }),
    scheduled_at: datetime({ readOnly: true }),
    counts: computed(() => '', { display: CampaignCounts, sortable: false }),
    finished_at: datetime({ readOnly: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'subject', 'status', 'scheduled_at', 'counts', 'finished_at'],
  listOptions: {
    search: true,
    header: NewsletterTabs,
    filters: { status: select(choicesOf('resources.newsletterCampaigns.statuses', CAMPAIGN_STATUSES)) },
    sort: { field: 'created_at', order: 'DESC' },
    phone: { secondary: 'status', tertiary: 'scheduled_at' },
  },
  create: {
    sections: [
      { id: 'message', fields: ['name', 'subject', 'preheader', 'template_id', 'content'] },
      { id: 'audience', fields: ['list_ids', 'segment_id', 'language'] },
      { id: 'sender', fields: ['from_name', 'from_email', 'reply_to'] },
      { id: 'tracking', fields: ['track_opens', 'track_clicks'] },
    ],
  },
  edit: lazyWithReload(() => import('../../screens/newsletter/CampaignPage')),
  afterCreate: (id) => `/newsletter/${id}`,
  recordRepresentation: 'name',
});
