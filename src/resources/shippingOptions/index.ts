import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, datetime, id, money, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

/** Shipping options of the shop (SPEC section 7); prices in agorot; the server keeps at most one default. */
export default defineResource({
  name: 'shipping-options',
  path: 'shop/shipping-options',
  menu: 'shop',
  menuOrder: 90,
  icon: LocalShippingOutlined,
  permission: 'shipping_option',
  api: entityApi('/ecommerce/shipping_option', { list: { path: '/ecommerce/shipping_options' } }),
  fields: {
    id: id(),
    name: text({ required: true }),
    price: money({ required: true, minor: true }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    is_default: boolean({ defaultValue: false }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'price', 'is_active', 'is_default'],
  listOptions: { phone: 'table', search: true, filters: { active_only: boolean() }, sort: { field: 'name', order: 'ASC' } },
  actions: [{ id: 'activate', update: { is_active: true } }, { id: 'deactivate', update: { is_active: false } }],
  import: true,
  recordRepresentation: 'name',
  messages: { he, en },
});
