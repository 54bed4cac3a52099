import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, choicesOf, datetime, id, integer, money, references, select, text } from '../fields';
import { PAGE_SIZES } from '../../lib/pageSizes';
import { discountValue } from './discountValue';
import en from './messages.en';
import he from './messages.he';

const KINDS = ['percent_off', 'amount_off', 'free_shipping', 'buy_x_get_y'] as const;
const SCOPES = ['order', 'categories', 'products'] as const;

/** Discounts the shop runs: a percentage or an amount off, free shipping, buy X get Y (promotions CRUD). */
export default defineResource({
  name: 'promotions',
  path: 'shop/promotions',
  menu: 'shop',
  menuOrder: 40,
  icon: LocalOfferOutlined,
  permission: 'promotion',
  api: entityApi('/ecommerce/promotion', { list: { path: '/ecommerce/promotions', paging: 'offset' } }),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    kind: select(choicesOf('resources.promotions.kinds', KINDS), { required: true, defaultValue: 'percent_off' }),
    value: discountValue('kind', { helperText: 'resources.promotions.help.value' }),
    buy_quantity: integer({ min: 1 }),
    get_quantity: integer({ min: 1 }),
    applies_to: select(choicesOf('resources.promotions.scopes', SCOPES), { defaultValue: 'order' }),
    category_ids: references('shop/product-categories'),
    product_ids: references('shop/products'),
    min_order: money({ minor: true }),
    starts_at: datetime(),
    ends_at: datetime(),
    priority: integer({ defaultValue: 0 }),
    stackable: boolean({ defaultValue: false }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'kind', 'value', 'applies_to', 'starts_at', 'ends_at', 'priority', 'is_active'],
  listOptions: { perPage: PAGE_SIZES.catalogue, search: true, filters: { kind: select(choicesOf('resources.promotions.kinds', KINDS)), is_active: boolean() }, sort: { field: 'priority', order: 'DESC' } },
  edit: {
    sections: [
      { id: 'discount', fields: ['name', 'kind', 'value', 'buy_quantity', 'get_quantity', 'min_order'] },
      { id: 'scope', fields: ['applies_to', 'category_ids', 'product_ids'] },
      { id: 'when', fields: ['starts_at', 'ends_at', 'priority', 'stackable', 'is_active'] },
    ],
  },
  actions: [{ id: 'activate', update: { is_active: true } }, { id: 'deactivate', update: { is_active: false } }],
  recordRepresentation: 'name',
  messages: { he, en },
});
