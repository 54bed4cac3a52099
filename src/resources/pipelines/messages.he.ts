export default {
  name: 'צנרת |||| צנרות',
  fields: { id: 'מזהה', name: 'שם', description: 'תיאור', sort_order: 'סדר', created_at: 'נוצרה' },
};
