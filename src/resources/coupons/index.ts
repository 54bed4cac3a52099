import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, choicesOf, datetime, id, integer, money, reference, references, select, text } from '../fields';
import { lazyPart } from '../lazy';
import { discountValue } from '../promotions/discountValue';
import en from './messages.en';
import he from './messages.he';

const KINDS = ['percent_off', 'amount_off', 'free_shipping'] as const;

/** Coupon codes: a discount of their own or a promotion, limits and expiry (coupon CRUD). */
export default defineResource({
  name: 'coupons',
  path: 'shop/coupons',
  menu: 'shop',
  menuOrder: 42,
  icon: ConfirmationNumberOutlined,
  permission: 'coupon',
  api: entityApi('/ecommerce/coupon', { list: { path: '/ecommerce/coupons', paging: 'offset' } }),
  fields: {
    id: id(),
    code: text({ required: true, maxLength: 40, helperText: 'resources.coupons.help.code' }),
    campaign: text({ maxLength: 100 }),
    discount_kind: select(choicesOf('resources.coupons.kinds', KINDS)),
    discount_value: discountValue('discount_kind', { helperText: 'resources.coupons.help.discount_value' }),
    promotion_id: reference('shop/promotions'),
    product_ids: references('shop/products'),
    min_order: money({ minor: true }),
    usage_limit: integer({ min: 1 }),
    per_customer_limit: integer({ min: 1 }),
    used_count: integer({ readOnly: true }),
    expires_at: datetime(),
    is_active: boolean({ defaultValue: true, toggle: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['code', 'campaign', 'discount_kind', 'discount_value', 'used_count', 'usage_limit', 'expires_at', 'is_active'],
  listOptions: {
    search: true,
    filters: { is_active: boolean() },
    toolbar: [lazyPart(() => import('./GenerateCouponsButton').then((m) => m.GenerateCouponsButton))],
  },
  actions: [{ id: 'activate', update: { is_active: true } }, { id: 'deactivate', update: { is_active: false } }],
  import: true,
  recordRepresentation: 'code',
  messages: { he, en },
});
