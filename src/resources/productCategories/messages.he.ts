export default {
  name: 'קטגוריה |||| קטגוריות',
  fields: {
    id: 'מזהה',
    name: 'שם',
    slug: 'כתובת בקישור',
    parent_id: 'קטגוריית אב',
    description: 'תיאור',
    image: 'תמונה',
    is_active: 'פעילה',
    sort_order: 'סדר',
    children: 'תת־קטגוריות',
    created_at: 'נוצרה',
  },
  help: { slug: 'חלק מכתובת הדף; אם נשאר ריק, נוצר מהשם' },
  tabs: { details: 'פרטים', image: 'תמונה', children: 'תת־קטגוריות' },
  actions: {
    activate: 'הפעלה',
    activate_done: 'הקטגוריה הופעלה |||| %{smart_count} קטגוריות הופעלו',
    deactivate: 'השבתה',
    deactivate_done: 'הקטגוריה הושבתה |||| %{smart_count} קטגוריות הושבתו',
  },
  toggle: { is_active: { on: 'הקטגוריה פעילה', off: 'הקטגוריה אינה פעילה' } },
};
