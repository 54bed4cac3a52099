/** מרכז ההתראות והפעמון (issue 24). */
export default {
  notifications: {
    title: 'התראות',
    bell: 'התראות: אין חדשות |||| התראות: %{smart_count} שלא נקראו',
    all: 'הכול',
    unread_only: 'שלא נקראו (%{smart_count})',
    kind: 'סוג',
    all_kinds: 'כל הסוגים',
    read_all: 'סימון הכול כנקרא',
    mark_read: 'סימון כנקראה',
    mark_unread: 'סימון כלא נקראה',
    empty: 'אין התראות.',
    kinds: {
      inquiry_new: { label: 'פנייה חדשה', text: 'פנייה חדשה מאת %{from}: %{subject}' },
      inquiry_assigned: { label: 'פנייה הועברה אליך', text: '%{by} העביר/ה אליך את הפנייה: %{subject}' },
    },
  },
};
