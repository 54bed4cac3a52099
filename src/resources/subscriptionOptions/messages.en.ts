export default {
  name: 'Subscription option |||| Subscription options',
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    billing_period: 'Billing period',
    price: 'Price',
    trial_days: 'Trial days',
    benefits: 'Includes (library, newsletter, discounts, events)',
    is_active: 'Active',
    created_at: 'Created',
  },
  periods: { month: 'Monthly', year: 'Yearly' },
  toggle: { is_active: { on: 'The subscription is offered', off: 'The subscription is not offered' } },
};
