import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../../engine/defineResource';
import { NewsletterTabs } from './lazyNewsletterTabs';
import { array, choicesOf, datetime, id, integer, longText, select, text } from '../../engine/fields';

/** Segments: rules that narrow a campaign's lists, evaluated when it is sent. */
export default defineResource({
  name: 'newsletterSegments',
  path: 'newsletter/segments',
  menuUnder: 'newsletterCampaigns',
  icon: FilterAltOutlined,
  permission: 'newsletter_segment',
  api: entityApi('/newsletter/segments'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ maxLength: 2000, sortable: false }),
    rules: array(
      {
        kind: select(
          choicesOf('resources.newsletterSegments.kinds', [
            'active_subscription',
            'bought_within_days',
            'city',
            'role',
          ]),
          { required: true },
        ),
        days: integer({ min: 1, max: 3650 }),
        city: text({ maxLength: 100 }),
        role: text({ maxLength: 50 }),
      },
      { sortable: false, helperText: 'resources.newsletterSegments.help.rules' },
    ),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'description', 'created_at'],
  listOptions: { search: true, header: NewsletterTabs, sort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
});
