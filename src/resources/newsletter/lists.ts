import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { LIST_KINDS } from '../../../definitions/entities/newsletter-lists';
import { entityApi } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { defineResource } from '../../engine/defineResource';
import { NewsletterTabs } from './lazyNewsletterTabs';
import { boolean, choicesOf, datetime, id, longText, select, text } from '../../engine/fields';

const ListMembersPanel = lazyWithReload(() =>
  import('../../screens/newsletter/ListMembersPanel').then((m) => ({ default: m.ListMembersPanel })),
);

/** Distribution lists: /newsletter/distribution; a list's page has its details and its members (counts, search, add, import, export, remove). */
export default defineResource({
  name: 'newsletterLists',
  path: 'newsletter/distribution',
  menuUnder: 'newsletterCampaigns',
  icon: GroupsOutlined,
  permission: 'newsletter_list',
  api: entityApi('/newsletter/lists'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ maxLength: 2000, sortable: false }),
    kind: select(choicesOf('resources.newsletterLists.kinds', Object.keys(LIST_KINDS)), { defaultValue: 'private' }),
    double_opt_in: boolean({ defaultValue: false, helperText: 'resources.newsletterLists.help.double_opt_in' }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'description', 'kind', 'double_opt_in', 'created_at'],
  listOptions: { search: true, header: NewsletterTabs, sort: { field: 'name', order: 'ASC' } },
  create: ['name', 'description', 'kind', 'double_opt_in'],
  edit: {
    tabs: [
      { id: 'members', component: ListMembersPanel },
      { id: 'details', fields: ['name', 'description', 'kind', 'double_opt_in'] },
    ],
  },
  recordRepresentation: 'name',
});
