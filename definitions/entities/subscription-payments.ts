// Payments of subscriptions: those the billing engine charged (server/src/billing) and those staff record by hand.
// A payment's subscription, amount, period and attempt are written on create only: a change takes the status, the
// provider's reference, the failure and the time paid. A payment that succeeds gets the next receipt number in the
// same transaction, and its customer comes from its subscription: the server's own
// (server/src/entities/subscription-payments.ts), with the receipt and refund routes; the receipt link, the failure's
// words and the refund (once, through the provider, after a confirm naming the amount) are the admin's own
// (src/resources/subscriptionPayments). A period is paid once: one payment per subscription and period, besides
// declined attempts (the table's unique index), whatever the clicks.
import { defineEntity } from '../entity/defineEntity';
import { datetime, enumOf, integer, money, reference, text } from '../entity/fields';

export default defineEntity({
  name: 'subscription_payment',
  route: 'subscriptions/payments',
  api: { base: '/subscription_payment', paging: 'offset' },
  label: { he: 'תשלום |||| תשלומים', en: 'Payment |||| Payments' },
  fields: {
    subscription_id: reference({ he: 'מנוי', en: 'Subscription' }, 'subscription', {
      required: true,
      createOnly: true,
      onDelete: 'cascade',
    }),
    person_id: reference({ he: 'לקוח', en: 'Customer' }, 'person', { readOnly: true }),
    amount: money({ he: 'סכום', en: 'Amount' }, { required: true, createOnly: true }),
    status: enumOf(
      { he: 'סטטוס', en: 'Status' },
      {
        pending: { he: 'ממתין', en: 'Pending' },
        succeeded: { he: 'הצליח', en: 'Succeeded' },
        failed: { he: 'נכשל', en: 'Failed' },
        refunded: { he: 'זוכה', en: 'Refunded' },
      },
      { default: 'pending' },
    ),
    provider_reference: text({ he: 'אסמכתה אצל ספק התשלומים', en: 'Provider reference' }, { maxLength: 200 }),
    attempt: integer({ he: 'ניסיון', en: 'Attempt' }, { min: 1, max: 100, default: 1, createOnly: true }),
    failure_reason: text({ he: 'סיבת הכישלון', en: 'Failure reason' }, { maxLength: 1000 }),
    receipt_number: integer({ he: 'מספר קבלה', en: 'Receipt number' }, { readOnly: true }),
    idempotency_key: text({ he: 'מפתח החיוב', en: 'Charge key' }, { readOnly: true, noImport: true }),
    period_start: datetime({ he: 'תחילת התקופה', en: 'Period starts' }, { createOnly: true, noImport: true }),
    period_end: datetime({ he: 'סוף התקופה', en: 'Period ends' }, { createOnly: true, noImport: true }),
    paid_at: datetime({ he: 'שולם ב־', en: 'Paid at' }),
    refunded_at: datetime({ he: 'זוכה ב־', en: 'Refunded at' }, { readOnly: true }),
    refund_reference: text({ he: 'אסמכתת הזיכוי', en: 'Refund reference' }, { readOnly: true }),
    refund_reason: text({ he: 'סיבת הזיכוי', en: 'Refund reason' }, { readOnly: true }),
    description: text({ he: 'עבור', en: 'For' }, { readOnly: true, noImport: true }),
    credit_applied: money({ he: 'זיכוי שקוזז', en: 'Credit applied' }, { readOnly: true, default: 0, noImport: true }),
  },
  list: {
    columns: ['person_id', 'amount', 'status', 'attempt', 'failure_reason', 'receipt_number'],
    sort: { field: 'id', order: 'desc' },
    search: ['provider_reference', 'failure_reason'],
    filters: ['status'],
    perPage: 50,
  },
  layout: [
    'subscription_id',
    'person_id',
    'amount',
    'receipt_number',
    'status',
    'attempt',
    'provider_reference',
    'failure_reason',
    'paid_at',
    'refunded_at',
    'refund_reason',
    'refund_reference',
  ],
  indexes: [
    { name: 'subscription_payments_subscription_idx', on: ['subscription_id', 'created_at'] },
    { name: 'subscription_payments_status_idx', on: ['status', 'created_at'] },
    { name: 'subscription_payments_receipt_key', on: ['receipt_number'], unique: true },
    { name: 'subscription_payments_idempotency_key', on: ['idempotency_key'], unique: true },
    // A period is paid at most once: besides declined attempts, one payment per subscription and period.
    {
      name: 'subscription_payments_period_key',
      on: ['subscription_id', 'period_start'],
      unique: true,
      condition: "{status} <> 'failed' and {period_start} is not null",
    },
  ],
  words: {
    he: {
      fields: { id: 'מספר תשלום', created_at: 'נוצר' },
      actions: {
        refund: 'זיכוי',
        refund_confirm: 'להחזיר ללקוח את התשלום? ספק התשלומים יחזיר את הכסף; אי אפשר לבטל זאת.',
        refund_confirm_record:
          'להחזיר ל־%{customer} %{amount} של תשלום מס׳ %{payment} (קבלה %{receipt})? ספק התשלומים יחזיר את הכסף לאמצעי התשלום שממנו נגבה, פעם אחת; אי אפשר לבטל זאת.',
        refund_done: 'התשלום זוכה |||| %{smart_count} תשלומים זוכו',
      },
    },
    en: {
      fields: { id: 'Payment number', created_at: 'Created' },
      actions: {
        refund: 'Refund',
        refund_confirm:
          'Give this payment back to the customer? The provider returns the money; this cannot be undone.',
        refund_confirm_record:
          'Give %{amount} of payment #%{payment} (receipt %{receipt}) back to %{customer}? The provider returns the money to the payment method it came from, once; this cannot be undone.',
        refund_done: 'Payment refunded |||| %{smart_count} payments refunded',
      },
    },
  },
  menu: { section: 'subscriptions', order: 20, icon: 'payment' },
});
