export default {
  name: 'טופס |||| טפסים',
  fields: {
    id: 'מזהה',
    title: 'כותרת',
    name: 'שם בכתובת',
    description: 'תיאור',
    submission_count: 'הגשות',
    last_submission_at: 'הגשה אחרונה',
    open: 'פתוח',
    version: 'גרסה',
    updated_at: 'עודכן',
  },
};
