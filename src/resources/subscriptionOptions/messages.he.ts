export default {
  name: 'אפשרות מנוי |||| אפשרויות מנוי',
  fields: {
    id: 'מזהה',
    name: 'שם',
    description: 'תיאור',
    billing_period: 'תקופת חיוב',
    price: 'מחיר',
    trial_days: 'ימי ניסיון',
    benefits: 'מה כלול (library, newsletter, discounts, events)',
    is_active: 'פעיל',
    created_at: 'נוצר',
  },
  periods: { month: 'חודשי', year: 'שנתי' },
  toggle: { is_active: { on: 'המנוי מוצע', off: 'המנוי אינו מוצע' } },
};
