// The shop's promotions: a percentage or an amount off, free shipping, or buy X get Y, on the whole order, some
// categories or some products, between two dates, by priority. The value's unit follows the kind (agorot for an
// amount, else a percentage up to 100), buy X get Y needs both quantities and the end follows the start: rules
// across fields, the server's own (server/src/entities/promotions.ts); the value's input by kind is the admin's own
// (src/resources/promotions).
import { defineEntity } from '../entity/defineEntity';
import {
  boolean,
  enumOf,
  integer,
  listSwitch,
  money,
  MONEY_MAX,
  references,
  runningWindow,
  text,
} from '../entity/fields';
import { activeActions } from '../entity/actions';

/** The kinds of discount a promotion gives. */
export const PROMOTION_KINDS = {
  percent_off: { he: 'אחוז הנחה', en: 'Percent off' },
  amount_off: { he: 'הנחה בסכום', en: 'Amount off' },
  free_shipping: { he: 'משלוח חינם', en: 'Free shipping' },
  buy_x_get_y: { he: 'קנה X קבל Y', en: 'Buy X get Y' },
};

export default defineEntity({
  name: 'promotion',
  route: 'shop/promotions',
  api: { base: '/ecommerce/promotion', list: '/ecommerce/promotions', paging: 'offset' },
  label: { he: 'מבצע |||| מבצעים', en: 'Promotion |||| Promotions' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    kind: enumOf({ he: 'סוג', en: 'Kind' }, PROMOTION_KINDS, { required: true }),
    value: integer(
      { he: 'ערך', en: 'Value' },
      {
        min: 0,
        max: MONEY_MAX,
        default: 0,
        help: {
          he: 'באחוזים (עד 100) או בסכום בשקלים, לפי הסוג',
          en: 'A percentage (up to 100) or an amount in shekels, by kind',
        },
      },
    ),
    buy_quantity: integer({ he: 'קנה (כמות)', en: 'Buy (quantity)' }, { min: 1, max: 1000 }),
    get_quantity: integer({ he: 'קבל (כמות)', en: 'Get (quantity)' }, { min: 1, max: 1000 }),
    applies_to: enumOf(
      { he: 'חל על', en: 'Applies to' },
      {
        order: { he: 'כל ההזמנה', en: 'Whole order' },
        categories: { he: 'קטגוריות', en: 'Categories' },
        products: { he: 'מוצרים', en: 'Products' },
      },
      { default: 'order' },
    ),
    category_ids: references({ he: 'קטגוריות', en: 'Categories' }, 'product_category'),
    product_ids: references({ he: 'מוצרים', en: 'Products' }, 'product'),
    min_order: money({ he: 'הזמנה מינימלית', en: 'Minimum order' }),
    ...runningWindow(),
    priority: integer({ he: 'עדיפות', en: 'Priority' }, { min: -1000, max: 1000, default: 0 }),
    stackable: boolean({ he: 'משתלב עם מבצעים אחרים', en: 'Stacks with other promotions' }),
    is_active: listSwitch(
      { he: 'פעיל', en: 'Active' },
      { he: 'המבצע פעיל', en: 'The promotion is active' },
      { he: 'המבצע אינו פעיל', en: 'The promotion is inactive' },
    ),
  },
  list: {
    columns: ['name', 'kind', 'value', 'applies_to', 'starts_at', 'ends_at', 'priority', 'is_active'],
    sort: { field: 'priority', order: 'desc' },
    search: ['name'],
    filters: ['kind', 'is_active'],
    perPage: 20,
  },
  layout: {
    sections: [
      {
        id: 'discount',
        label: { he: 'ההנחה', en: 'Discount' },
        fields: ['name', 'kind', 'value', 'buy_quantity', 'get_quantity', 'min_order'],
      },
      { id: 'scope', label: { he: 'על מה', en: 'Applies to' }, fields: ['applies_to', 'category_ids', 'product_ids'] },
      {
        id: 'when',
        label: { he: 'מתי', en: 'When' },
        fields: ['starts_at', 'ends_at', 'priority', 'stackable', 'is_active'],
      },
    ],
  },
  actions: activeActions(
    {
      he: 'המבצע הופעל |||| %{smart_count} מבצעים הופעלו',
      en: 'Promotion activated |||| %{smart_count} promotions activated',
    },
    {
      he: 'המבצע הושבת |||| %{smart_count} מבצעים הושבתו',
      en: 'Promotion deactivated |||| %{smart_count} promotions deactivated',
    },
  ),
  menu: { section: 'shop', order: 40, icon: 'tag' },
  options: { notes: true },
  grants: { sales: ['list', 'read'] },
});
