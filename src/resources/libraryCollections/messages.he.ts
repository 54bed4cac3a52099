export default {
  name: 'אוסף |||| אוספים',
  fields: { id: 'מזהה', name: 'שם', description: 'תיאור', item_ids: 'פריטים', is_active: 'מוצג באפליקציה', sort_order: 'סדר' },
  help: { item_ids: 'לפי הסדר שבו האפליקציה מציגה אותם' },
};
