import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { entityApi } from '../../dataProvider/endpoints';
import { http } from '../../dataProvider/http';
import { FailureReason } from '../../screens/billing/FailureReason';
import { RefundConfirm } from '../../screens/billing/RefundConfirm';
import { ReceiptLink } from '../../screens/billing/ReceiptLink';
import { defineResource } from '../defineResource';
import { choicesOf, datetime, id, integer, money, reference, select, text } from '../fields';
import { customerName } from '../customers/customerName';
import en from './messages.en';
import he from './messages.he';

const STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

/** Payments of subscriptions (GET /subscription_payment; GET/PUT /subscription_payment/{id}). */
export default defineResource({
  name: 'subscription-payments',
  path: 'subscriptions/payments',
  menu: 'subscriptions',
  menuOrder: 20,
  icon: PaymentsOutlined,
  permission: 'subscription_payment',
  api: entityApi('/subscription_payment', { list: { paging: 'offset' } }),
  fields: {
    id: id(),
    subscription_id: reference('subscriptions', { optionText: 'id', required: true, createOnly: true }),
    person_id: reference('customers', { ...customerName, readOnly: true }),
    amount: money({ minor: true, required: true, createOnly: true }),
    status: select(choicesOf('resources.subscription-payments.statuses', STATUSES), { defaultValue: 'pending' }),
    attempt: integer({ min: 1, max: 100, createOnly: true, defaultValue: 1 }),
    receipt_number: integer({ readOnly: true, display: ReceiptLink }),
    provider_reference: text({ maxLength: 200 }),
    failure_reason: text({ maxLength: 1000, display: FailureReason }),
    paid_at: datetime(),
    refunded_at: datetime({ readOnly: true }),
    refund_reason: text({ readOnly: true, sortable: false }),
    refund_reference: text({ readOnly: true, sortable: false }),
    created_at: datetime({ readOnly: true }),
  },
  list: ['id', 'created_at', 'person_id', 'amount', 'status', 'attempt', 'failure_reason', 'receipt_number'],
  listOptions: {
    search: true,
    filters: { status: select(choicesOf('resources.subscription-payments.statuses', STATUSES)) },
    perPage: 50,
    sort: { field: 'id', order: 'DESC' },
    rowDelete: false,
    phone: { secondary: 'amount', tertiary: 'status', menu: true },
  },
  create: ['subscription_id', 'amount', 'status', 'attempt', 'provider_reference', 'failure_reason', 'paid_at'],
  edit: ['person_id', 'receipt_number', 'status', 'provider_reference', 'failure_reason', 'paid_at', 'refunded_at', 'refund_reason', 'refund_reference'],
  // the money goes back through the provider, once (POST /subscription_payment/{id}/refund), after a confirm that
  // names the amount and the customer
  actions: [{ id: 'refund', bulk: false, run: (ids) => Promise.all(ids.map((id) => http.post(`/subscription_payment/${id}/refund`, {}))), when: (record) => record.status === 'succeeded', confirmContent: RefundConfirm }],
  recordRepresentation: (record) => `#${String(record.id)}`,
  messages: { he, en },
});
