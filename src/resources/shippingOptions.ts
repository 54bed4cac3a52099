import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { crud } from '../dataProvider/endpoints';
import { defineResource } from './defineResource';
import { boolean, id, money, text } from './fields';

/** Shipping options of the shop; the server keeps at most one default. */
export default defineResource({
  name: 'shipping-options',
  path: 'shop/shipping-options',
  menu: 'shop',
  menuOrder: 90,
  icon: LocalShippingOutlined,
  api: crud('/ecommerce/shipping_option', { list: { path: '/ecommerce/shipping_options' } }),
  fields: {
    id: id(),
    name: text({ required: true }),
    price: money({ required: true }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    is_default: boolean({ defaultValue: false }),
  },
  list: ['name', 'price', 'is_active', 'is_default'],
  listOptions: { phone: 'table', search: true, filters: { active_only: boolean() }, sort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
});
