import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { NewsletterTabs } from './lazyNewsletterTabs';
import { boolean, choicesOf, datetime, id, longText, select, text } from '../fields';

/** Distribution lists (issue 23): /newsletter/distribution. Their members are managed from the contacts screen. */
export default defineResource({
  name: 'newsletterLists',
  path: 'newsletter/distribution',
  menuUnder: 'newsletterCampaigns',
  icon: GroupsOutlined,
  api: entityApi('/newsletter/lists'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ maxLength: 2000, sortable: false }),
    kind: select(choicesOf('resources.newsletterLists.kinds', ['public', 'private']), { defaultValue: 'private' }),
    double_opt_in: boolean({ defaultValue: false, helperText: 'resources.newsletterLists.help.double_opt_in' }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'description', 'kind', 'double_opt_in', 'created_at'],
  listOptions: { search: true, header: NewsletterTabs, sort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
});
