import WebOutlined from '@mui/icons-material/WebOutlined';
import newsletterTemplates from '../../../definitions/entities/newsletter-templates';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { datetime } from '../../engine/fields';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { NewsletterTabs } from './lazyNewsletterTabs';

const TemplateEditor = lazyWithReload(() => import('../../screens/newsletter/TemplateEditor'));

/** Newsletter templates from their definition, under the newsletter's tabs, written in an editor of their own. */
export default resourceFromDefinition(newsletterTemplates, {
  menuUnder: 'newsletterCampaigns',
  icon: WebOutlined,
  fields: { updated_at: datetime({ readOnly: true }) },
  list: ['name', 'updated_at'],
  listOptions: { header: NewsletterTabs },
  create: TemplateEditor,
  edit: TemplateEditor,
});
