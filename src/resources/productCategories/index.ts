import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, datetime, id, image, integer, longText, reference, referenceMany, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

/** Shop categories, nested by parent (SPEC section 7: product_category CRUD under /ecommerce). */
export default defineResource({
  path: 'shop/product-categories',
  menu: 'shop',
  menuOrder: 30,
  icon: CategoryOutlined,
  permission: 'product_category',
  api: entityApi('/ecommerce/product_category'),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    slug: text({ maxLength: 200, helperText: 'resources.product-categories.help.slug' }),
    parent_id: reference('shop/product-categories'),
    description: longText({ sortable: false }),
    image: image(),
    is_active: boolean({ defaultValue: true, toggle: true }),
    sort_order: integer({ defaultValue: 0 }),
    children: referenceMany('shop/product-categories', 'parent_id', { columns: ['name', 'slug', 'is_active'] }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['image', 'name', 'slug', 'parent_id', 'is_active', 'sort_order'],
  listOptions: { search: true, filters: { parent_id: reference('shop/product-categories'), is_active: boolean() }, sort: { field: 'sort_order', order: 'ASC' } },
  edit: { tabs: [{ id: 'details', fields: ['name', 'slug', 'parent_id', 'description', 'is_active', 'sort_order'] }, { id: 'image', fields: ['image'] }, { id: 'children', fields: ['children'] }] },
  actions: [{ id: 'activate', update: { is_active: true } }, { id: 'deactivate', update: { is_active: false } }],
  import: true,
  messages: { he, en },
});
