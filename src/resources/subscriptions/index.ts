import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import {
  BILLING_PERIODS,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_MOVES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../../definitions/billing/subscriptions';
import { entityApi } from '../../dataProvider/endpoints';
import { http } from '../../dataProvider/http';
import { createElement } from 'react';
import { defineResource, type ActionSpec } from '../../engine/defineResource';
import { lazyPart } from '../../engine/lazy';
import { boolean, choicesOf, datetime, id, longText, money, reference, select, text } from '../../engine/fields';
import { customerName } from '../customers/customerName';
import en from './messages.en';
import he from './messages.he';

/** A status move as a row and bulk action, offered only where the move is allowed (the server refuses any other). */
const move = (actionId: string, status: SubscriptionStatus): ActionSpec => ({
  id: actionId,
  run: (ids) =>
    Promise.all(ids.map((subscriptionId) => http.post(`/subscription/${subscriptionId}/status`, { status }))),
  when: (record) => SUBSCRIPTION_MOVES[record.status as SubscriptionStatus]?.includes(status) ?? false,
});

/** The subscription's payments, newest first. */
const PaymentsTab = lazyPart(() =>
  import('../../engine/views/ChildTable').then(
    ({ ChildTable }) =>
      () =>
        createElement(ChildTable, { reference: 'subscriptions/payments', target: 'subscription_id' }),
  ),
);
const SubscriptionStatus = lazyPart(() => import('./SubscriptionStatus').then((m) => m.SubscriptionStatus));

/** Subscribers (/subscriptions, child:subscription_id; section 7 GET subscription/{id}). */
export default defineResource({
  name: 'subscriptions',
  path: 'subscriptions',
  menu: 'subscriptions',
  menuOrder: 10,
  icon: AutorenewOutlined,
  permission: 'subscription',
  api: entityApi('/subscription', { list: { path: '/subscriptions', paging: 'offset' } }),
  fields: {
    id: id(),
    person_id: reference('customers', { ...customerName, required: true, createOnly: true }),
    option_id: reference('shop/subscription-options', { required: true, createOnly: true }),
    status: select(choicesOf('resources.subscriptions.statuses', SUBSCRIPTION_STATUSES), { readOnly: true }),
    price: money({ minor: true, helperText: 'resources.subscriptions.help.price' }),
    billing_period: select(choicesOf('resources.subscriptions.periods', BILLING_PERIODS), { readOnly: true }),
    started_at: datetime({ createOnly: true }),
    current_period_end: datetime({ readOnly: true }),
    next_charge_at: datetime(),
    cancel_at_period_end: boolean({ defaultValue: false }),
    payment_token: text({
      maxLength: SUBSCRIPTION_LIMITS.paymentToken,
      helperText: 'resources.subscriptions.help.payment_token',
    }),
    notes: longText({ maxLength: SUBSCRIPTION_LIMITS.notes, sortable: false }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['id', 'person_id', 'option_id', 'status', 'price', 'next_charge_at', 'cancel_at_period_end'],
  listOptions: {
    filters: {
      status: select(choicesOf('resources.subscriptions.statuses', SUBSCRIPTION_STATUSES)),
      option_id: reference('shop/subscription-options'),
      person_id: reference('customers', { ...customerName }),
    },
    perPage: 50,
    sort: { field: 'id', order: 'DESC' },
    rowDelete: false,
    phone: { primary: 'person_id', secondary: 'option_id', tertiary: 'status', menu: true },
  },
  create: ['person_id', 'option_id', 'started_at', 'price', 'payment_token', 'notes'],
  edit: {
    tabs: [
      { id: 'status', component: SubscriptionStatus },
      {
        id: 'billing',
        sections: [
          { id: 'state', fields: ['billing_period', 'current_period_end'] },
          { id: 'billing', fields: ['price', 'next_charge_at', 'cancel_at_period_end', 'payment_token'] },
          { id: 'notes', fields: ['notes'] },
        ],
      },
      { id: 'payments', component: PaymentsTab },
    ],
  },
  actions: [move('activate', 'active'), move('pause', 'paused'), move('cancel', 'cancelled')],
  recordRepresentation: (record) => `#${String(record.id)}`,
  messages: { he, en },
});
