/** Shipping options (shop). */
export default {
  resources: {
    'shipping-options': {
      name: 'Shipping option |||| Shipping options',
      fields: {
        name: 'Name',
        price: 'Price',
        is_active: 'Active',
        is_default: 'Default',
        active_only: 'Active only',
      },
    },
  },
};
