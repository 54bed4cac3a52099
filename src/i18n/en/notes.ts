/** Notes kept on customers (and other records). */
export default {
  resources: {
    notes: {
      name: 'Note |||| Notes',
      fields: {
        content: 'Note',
        category: 'Category',
        author_name: 'Author',
        created_at: 'Written',
      },
      categories: {
        general: 'General',
        call: 'Phone call',
        meeting: 'Meeting',
        email: 'E-mail',
        support: 'Support',
        billing: 'Billing',
      },
      add: 'Add note',
      edit: 'Edit note',
      all_categories: 'All categories',
      empty: 'No notes yet.',
      empty_category: 'No notes in this category.',
      more: 'Show more (%{count})',
      edited: '(edited)',
      unknown_author: 'Unknown author',
      created: 'Note added',
      updated: 'Note saved',
      deleted: 'Note deleted',
    },
  },
  errors: {
    validation: {
      /** A note's reasons (server/src/entities/notes.ts, server/src/crud/note-targets.ts), after the field name. */
      codes: {
        person_unknown: 'is not an existing customer',
        note_type_unknown: 'cannot hold notes on this kind of record',
      },
    },
  },
};
