export default {
  name: 'אוסף |||| אוספים',
  fields: { id: 'מזהה', name: 'שם', description: 'תיאור', item_ids: 'פריטים', is_active: 'מוצג באפליקציה', sort_order: 'סדר' },
  help: { item_ids: 'לפי הסדר שבו האפליקציה מציגה אותם' },
  tabs: { details: 'פרטים', order: 'סדר הפריטים' },
  order: { title: 'סדר הפריטים', empty: 'אין עדיין פריטים באוסף: מוסיפים אותם בלשונית הפרטים.' },
};
