import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { can } from '../../authProvider/permissions';
import { defineResource } from '../defineResource';
import { datetime, id, integer, longText, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

/** Deals pipelines (/pipeline/ with offset/limit); a pipeline's page is its stages and tags. */
export default defineResource({
  name: 'pipelines',
  path: 'settings/pipelines',
  menu: 'settings',
  menuOrder: 50,
  icon: AccountTreeOutlined,
  permission: 'pipeline',
  // under settings for those who may change them; reading them (the deals board, the composer) needs only list
  access: (user) => can(user, 'pipeline', 'update'),
  api: entityApi('/pipeline', { list: { paging: 'offset' } }),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ maxLength: 2000 }),
    sort_order: integer({ defaultValue: 0 }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'description', 'sort_order', 'created_at'],
  listOptions: { search: true, sort: { field: 'sort_order', order: 'ASC' } },
  create: ['name', 'description', 'sort_order'],
  edit: lazyWithReload(() => import('./PipelineSettings')),
  recordRepresentation: 'name',
  messages: { he, en },
});
