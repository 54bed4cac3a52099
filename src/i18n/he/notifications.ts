/** מרכז ההתראות והפעמון. */
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
    open: 'פתיחה',
    jobs: { billing_run: 'סבב החיובים', cms_publish: 'פרסום מתוזמן באתר' },
    preferences: {
      title: 'התראות',
      hint: 'אילו התראות יופיעו בפעמון ואילו יישלחו גם בדואר.',
      in_app: 'במערכת',
      email: 'בדואר',
      saved: 'ההעדפות נשמרו',
    },
    kinds: {
      inquiry_new: { label: 'פנייה חדשה', text: 'פנייה חדשה מאת %{from}: %{subject}' },
      inquiry_assigned: { label: 'פנייה הועברה אליך', text: '%{by} העביר/ה אליך את הפנייה: %{subject}' },
      payment_failed: { label: 'תשלום שנכשל', text: 'תשלום נכשל: %{customer}, %{amount} (%{reason})' },
      payment_unmatched: {
        label: 'תשלום כפול אפשרי',
        text: 'ייתכן ששולם פעמיים: %{customer} שילם/ה %{amount} ב-PayPlus (אסמכתה %{reference}) על מה ששולם כבר. יש לבדוק ולהחזיר את הכסף אם צריך.',
      },
      import_finished: { label: 'ייבוא הסתיים', text: 'הייבוא הסתיים: %{count} רשומות נכתבו' },
      job_finished: { label: 'עבודה מתוזמנת הסתיימה', text: '%{job} הסתיים: %{count}' },
      note_mention: { label: 'אזכור בהערה', text: '%{by} הזכיר/ה אותך בהערה: %{excerpt}' },
    },
  },
};
