import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, id, image, integer, reference, text } from '../fields';
import { lazyPart } from '../lazy';
import en from './messages.en';
import he from './messages.he';

/** The library app's categories (SPEC section 7: raw_category_list, categories CRUD); featured ones are rows of the app's home. */
export default defineResource({
  name: 'library-categories',
  path: 'app/categories',
  menu: 'app',
  menuOrder: 20,
  icon: CategoryOutlined,
  permission: 'library_category',
  api: entityApi('/library/category', { list: { path: '/library/raw_category_list' } }),
  fields: {
    id: id(),
    icon: image({ dirPath: 'app/categories' }),
    name: text({ required: true, maxLength: 200 }),
    slug: text({ maxLength: 200 }),
    parent_id: reference('app/categories'),
    featured: boolean({ defaultValue: false, toggle: true }),
    sort_order: integer({ defaultValue: 0 }),
  },
  list: ['icon', 'name', 'parent_id', 'featured', 'sort_order'],
  listOptions: {
    search: true,
    filters: { featured: boolean() },
    sort: { field: 'sort_order', order: 'ASC' },
    toolbar: [lazyPart(() => import('./CategoryOrderButton').then((m) => m.CategoryOrderButton))],
  },
  import: true,
  recordRepresentation: 'name',
  messages: { he, en },
});
