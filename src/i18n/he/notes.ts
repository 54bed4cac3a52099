/** Notes kept on customers (and other records). */
export default {
  resources: {
    notes: {
      name: 'הערה |||| הערות',
      fields: {
        content: 'הערה',
        category: 'קטגוריה',
        author_name: 'כותב',
        created_at: 'נכתבה',
      },
      categories: {
        general: 'כללי',
        call: 'שיחת טלפון',
        meeting: 'פגישה',
        email: 'אימייל',
        support: 'תמיכה',
        billing: 'חיוב',
      },
      add: 'הוספת הערה',
      edit: 'עריכת הערה',
      all_categories: 'כל הקטגוריות',
      empty: 'אין עדיין הערות.',
      empty_category: 'אין הערות בקטגוריה הזו.',
      more: 'עוד (%{count})',
      edited: '(נערכה)',
      unknown_author: 'כותב לא ידוע',
      created: 'ההערה נוספה',
      updated: 'ההערה נשמרה',
      deleted: 'ההערה נמחקה',
    },
  },
  errors: {
    validation: {
      /** A note's reasons (server/src/entities/notes.ts, server/src/crud/note-targets.ts), after the field name. */
      codes: {
        person_unknown: 'אינו לקוח קיים',
        note_type_unknown: 'אי אפשר לרשום הערות על סוג רשומה זה',
      },
    },
  },
};
