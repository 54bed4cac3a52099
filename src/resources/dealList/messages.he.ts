export default {
  name: 'עסקה |||| עסקאות',
  fields: {
    id: 'מזהה',
    title: 'כותרת',
    pipeline_id: 'צנרת',
    person_id: 'לקוח',
    value: 'שווי',
    expected_close: 'סגירה צפויה',
    owner_name: 'אחראי',
    owner_id: 'אחראי',
    closed_at: 'נסגרה',
    created_at: 'נוצרה',
    close_from: 'סגירה צפויה מ-',
    close_to: 'סגירה צפויה עד',
  },
};
