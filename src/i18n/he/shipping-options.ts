/** Shipping options (shop). */
export default {
  resources: {
    'shipping-options': {
      name: 'אפשרות משלוח |||| אפשרויות משלוח',
      fields: {
        name: 'שם',
        price: 'מחיר',
        is_active: 'פעילה',
        is_default: 'ברירת מחדל',
        active_only: 'פעילות בלבד',
      },
    },
  },
};
