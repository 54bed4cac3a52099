export default {
  name: 'סופר |||| סופרים',
  fields: {
    id: 'מזהה',
    name: 'שם',
    bio: 'ביוגרפיה',
    created_at: 'נוסף',
  },
};
