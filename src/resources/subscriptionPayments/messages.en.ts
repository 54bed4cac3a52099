export default {
  name: 'Payment |||| Payments',
  fields: {
    id: 'Payment number',
    subscription_id: 'Subscription',
    person_id: 'Customer',
    amount: 'Amount',
    status: 'Status',
    attempt: 'Attempt',
    receipt_number: 'Receipt number',
    provider_reference: 'Provider reference',
    failure_reason: 'Failure reason',
    paid_at: 'Paid at',
    created_at: 'Created',
  },
  statuses: { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed', refunded: 'Refunded' },
};
