import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { defineResource } from '../defineResource';
import { boolean, choicesOf, datetime, id, integer, longText, money, select, tags, text } from '../fields';
import en from './messages.en';
import he from './messages.he';

const PERIODS = ['month', 'year'] as const;
const BENEFITS = ['library', 'newsletter', 'discounts', 'events'] as const;

/** What the business sells as a subscription: price per month or year, a trial, what it unlocks. */
export default defineResource({
  name: 'subscription-options',
  path: 'shop/subscription-options',
  menu: 'shop',
  menuOrder: 24,
  icon: AutorenewOutlined,
  permission: 'subscription_option',
  api: entityApi('/ecommerce/subscription_option', { list: { path: '/ecommerce/subscription_options', paging: 'offset' } }),
  fields: {
    id: id(),
    name: text({ required: true, maxLength: 200 }),
    description: longText({ sortable: false }),
    billing_period: select(choicesOf('resources.subscription-options.periods', PERIODS), { required: true, defaultValue: 'month' }),
    price: money({ required: true, minor: true }),
    trial_days: integer({ min: 0, max: 365, defaultValue: 0 }),
    benefits: tags({ choices: [...BENEFITS] }),
    is_active: boolean({ defaultValue: true, toggle: true }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['name', 'billing_period', 'price', 'trial_days', 'is_active'],
  listOptions: { search: true, filters: { billing_period: select(choicesOf('resources.subscription-options.periods', PERIODS)), is_active: boolean() } },
  import: true,
  recordRepresentation: 'name',
  messages: { he, en },
});
