import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import newsletterLists from '../../../definitions/entities/newsletter-lists';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { resourceFromDefinition } from '../../engine/fromDefinition';
import { NewsletterTabs } from './lazyNewsletterTabs';

const ListMembersPanel = lazyWithReload(() =>
  import('../../screens/newsletter/ListMembersPanel').then((m) => ({ default: m.ListMembersPanel })),
);

/** Distribution lists from their definition, under the newsletter's tabs; a list's page opens on its members. */
export default resourceFromDefinition(newsletterLists, {
  menuUnder: 'newsletterCampaigns',
  icon: GroupsOutlined,
  list: ['name', 'description', 'kind', 'double_opt_in', 'created_at'],
  listOptions: { header: NewsletterTabs },
  panels: { members: ListMembersPanel },
});
