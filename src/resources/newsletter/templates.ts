import WebOutlined from '@mui/icons-material/WebOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { defineResource } from '../../engine/defineResource';
import { NewsletterTabs } from './lazyNewsletterTabs';
import { datetime, id, text } from '../../engine/fields';

/** Newsletter templates: /newsletter/templates and the editor /newsletter/templates/:id. */
export default defineResource({
  name: 'newsletterTemplates',
  path: 'newsletter/templates',
  menuUnder: 'newsletterCampaigns',
  icon: WebOutlined,
  permission: 'newsletter_template',
  api: entityApi('/newsletter/templates'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    html: text({ required: true, multiline: true, sortable: false, noExport: true }),
    updated_at: datetime({ readOnly: true }),
  },
  list: ['name', 'updated_at'],
  listOptions: { search: true, header: NewsletterTabs, sort: { field: 'updated_at', order: 'DESC' } },
  create: lazyWithReload(() => import('../../screens/newsletter/TemplateEditor')),
  edit: lazyWithReload(() => import('../../screens/newsletter/TemplateEditor')),
  recordRepresentation: 'name',
});
