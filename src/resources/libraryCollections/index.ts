import CollectionsBookmarkOutlined from '@mui/icons-material/CollectionsBookmarkOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, id, integer, longText, references, text } from '../fields';
import { lazyPart } from '../lazy';
import en from './messages.en';
import he from './messages.he';

/** Curated lists of library items in order (SPEC section 7: collection_item_list and collection_item CRUD). */
export default defineResource({
  name: 'library-collections',
  path: 'app/collections',
  menu: 'app',
  menuOrder: 25,
  icon: CollectionsBookmarkOutlined,
  permission: 'library_collection',
  api: entityApi('/library/collection_item', { list: { path: '/library/collection_item_list' } }),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ maxLength: 2000 }),
    item_ids: references('app/books', { optionText: 'title', helperText: 'resources.library-collections.help.item_ids' }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    sort_order: integer({ defaultValue: 0 }),
  },
  list: ['name', 'item_ids', 'is_active', 'sort_order'],
  listOptions: { search: true, sort: { field: 'sort_order', order: 'ASC' } },
  edit: {
    tabs: [
      { id: 'details', fields: ['name', 'description', 'item_ids', 'is_active', 'sort_order'] },
      { id: 'order', component: lazyPart(() => import('./CollectionOrder').then((m) => m.default)) },
    ],
  },
  recordRepresentation: 'name',
  messages: { he, en },
});
