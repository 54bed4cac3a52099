export default {
  name: 'קטגוריה |||| קטגוריות',
  fields: { id: 'מזהה', icon: 'סמל', name: 'שם', slug: 'כתובת בקישור', parent_id: 'קטגוריית אב', featured: 'במסך הבית', sort_order: 'סדר' },
  order: { open: 'סידור', title: 'סדר הקטגוריות', featured: 'במסך הבית', under: 'תחת %{name}' },
};
