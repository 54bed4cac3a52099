// What the business sells as a subscription: a price per month or year in agorot, a trial, what it unlocks.
import { defineEntity } from '../entity/defineEntity';
import { enumOf, enumsOf, integer, listSwitch, longText, money, text } from '../entity/fields';

export default defineEntity({
  name: 'subscription_option',
  route: 'shop/subscription-options',
  api: { base: '/ecommerce/subscription_option', list: '/ecommerce/subscription_options', paging: 'offset' },
  label: { he: 'אפשרות מנוי |||| אפשרויות מנוי', en: 'Subscription option |||| Subscription options' },
  fields: {
    name: text({ he: 'שם', en: 'Name' }, { required: true, maxLength: 200 }),
    description: longText({ he: 'תיאור', en: 'Description' }, { maxLength: 20_000 }),
    billing_period: enumOf(
      { he: 'תקופת חיוב', en: 'Billing period' },
      { month: { he: 'חודשי', en: 'Monthly' }, year: { he: 'שנתי', en: 'Yearly' } },
      { default: 'month' },
    ),
    price: money({ he: 'מחיר', en: 'Price' }, { required: true }),
    trial_days: integer({ he: 'ימי ניסיון', en: 'Trial days' }, { min: 0, max: 365, default: 0 }),
    benefits: enumsOf(
      { he: 'מה כלול', en: 'Includes' },
      {
        library: { he: 'ספרייה', en: 'Library' },
        newsletter: { he: 'עלון', en: 'Newsletter' },
        discounts: { he: 'הנחות', en: 'Discounts' },
        events: { he: 'אירועים', en: 'Events' },
      },
    ),
    is_active: listSwitch(
      { he: 'פעיל', en: 'Active' },
      { he: 'המנוי מוצע', en: 'The subscription is offered' },
      { he: 'המנוי אינו מוצע', en: 'The subscription is not offered' },
    ),
  },
  list: {
    columns: ['name', 'billing_period', 'price', 'trial_days', 'is_active'],
    search: ['name'],
    filters: ['billing_period', 'is_active'],
    perPage: 20,
  },
  words: { he: { fields: { created_at: 'נוצר' } }, en: { fields: { created_at: 'Created' } } },
  menu: { section: 'shop', order: 24, icon: 'card' },
  options: { notes: true, import: true },
  grants: { sales: ['list', 'read'] },
});
