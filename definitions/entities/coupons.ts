// The shop's coupon codes: a discount of their own or a promotion's, for some products or all, with a minimum order,
// limits of uses (in all and per customer) and an expiry. The code is kept in capitals, so a customer may type it in
// any case: the cart finds a code by the same rule (keptText of this field). A coupon gives a discount or a promotion
// and a percentage is at most 100 (rules across fields), and a campaign's codes are made at once: the server's own
// (server/src/entities/coupons.ts); the value's input by kind and the generating dialog are the admin's own
// (src/resources/coupons).
import { defineEntity } from '../entity/defineEntity';
import { PROMOTION_KINDS } from './promotions';
import { datetime, enumOf, integer, listSwitch, money, MONEY_MAX, reference, references, text } from '../entity/fields';
import { activeActions } from '../entity/actions';

/** A code: 3 to 40 capital Latin letters, digits, hyphens and underscores, starting with a letter or a digit. */
export const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/** The kinds of discount a coupon of its own gives: a promotion's, but buy X get Y (a cart rule, not a code's). */
const { buy_x_get_y: _cartRuleOnly, ...couponKinds } = PROMOTION_KINDS;
export const COUPON_DISCOUNT_KINDS = couponKinds;

export default defineEntity({
  name: 'coupon',
  route: 'shop/coupons',
  api: { base: '/ecommerce/coupon', list: '/ecommerce/coupons', paging: 'offset' },
  label: { he: 'קופון |||| קופונים', en: 'Coupon |||| Coupons' },
  fields: {
    code: text(
      { he: 'קוד', en: 'Code' },
      {
        required: true,
        maxLength: 40,
        upperCase: true,
        pattern: { regex: COUPON_CODE, code: 'coupon_code_invalid' },
        help: { he: 'אותיות באנגלית וספרות; נשמר באותיות גדולות', en: 'Latin letters and digits; kept in capitals' },
      },
    ),
    campaign: text({ he: 'קמפיין', en: 'Campaign' }, { maxLength: 100 }),
    discount_kind: enumOf({ he: 'סוג הנחה', en: 'Discount' }, COUPON_DISCOUNT_KINDS),
    discount_value: integer(
      { he: 'ערך ההנחה', en: 'Discount value' },
      {
        min: 0,
        max: MONEY_MAX,
        help: {
          he: 'באחוזים (עד 100) או בשקלים, לפי הסוג',
          en: 'A percentage (up to 100) or an amount in shekels, by kind',
        },
      },
    ),
    promotion_id: reference({ he: 'מבצע', en: 'Promotion' }, 'promotion', { onDelete: 'restrict' }),
    product_ids: references({ he: 'רק למוצרים', en: 'Only for products' }, 'product'),
    min_order: money({ he: 'הזמנה מינימלית', en: 'Minimum order' }),
    usage_limit: integer({ he: 'מגבלת שימושים', en: 'Usage limit' }, { min: 1, max: 10_000_000 }),
    per_customer_limit: integer({ he: 'שימושים ללקוח', en: 'Uses per customer' }, { min: 1, max: 1000 }),
    used_count: integer({ he: 'נוצל', en: 'Used' }, { readOnly: true, default: 0 }),
    expires_at: datetime({ he: 'בתוקף עד', en: 'Expires' }),
    is_active: listSwitch(
      { he: 'פעיל', en: 'Active' },
      { he: 'הקופון פעיל', en: 'The coupon is active' },
      { he: 'הקופון אינו פעיל', en: 'The coupon is inactive' },
    ),
  },
  list: {
    columns: [
      'code',
      'campaign',
      'discount_kind',
      'discount_value',
      'used_count',
      'usage_limit',
      'expires_at',
      'is_active',
    ],
    sort: { field: 'id', order: 'desc' },
    search: ['code', 'campaign'],
    filters: ['is_active', 'campaign'],
  },
  represent: 'code',
  indexes: [{ name: 'coupons_code_key', on: ['code'], unique: true }],
  actions: activeActions(
    {
      he: 'הקופון הופעל |||| %{smart_count} קופונים הופעלו',
      en: 'Coupon activated |||| %{smart_count} coupons activated',
    },
    {
      he: 'הקופון הושבת |||| %{smart_count} קופונים הושבתו',
      en: 'Coupon deactivated |||| %{smart_count} coupons deactivated',
    },
  ),
  words: {
    he: {
      generate: {
        button: 'יצירת קודים',
        title: 'יצירת קודי קופון לקמפיין',
        count: 'כמה קודים',
        prefix: 'תחילית',
        prefix_help: 'עד 12 אותיות באנגלית או ספרות, בתחילת כל קוד',
        submit: 'יצירה',
        done: 'נוצר קוד אחד |||| נוצרו %{smart_count} קודים',
        download: 'הורדת הקודים (CSV)',
      },
    },
    en: {
      generate: {
        button: 'Generate codes',
        title: 'Generate coupon codes for a campaign',
        count: 'How many codes',
        prefix: 'Prefix',
        prefix_help: 'Up to 12 Latin letters or digits at the start of every code',
        submit: 'Generate',
        done: 'One code made |||| %{smart_count} codes made',
        download: 'Download the codes (CSV)',
      },
    },
  },
  menu: { section: 'shop', order: 42, icon: 'ticket' },
  options: { notes: true, import: true },
  grants: { sales: ['list', 'read', 'create', 'update'] },
});
