export default {
  name: 'תבנית הודעה |||| תבניות הודעות',
  fields: {
    id: 'מזהה',
    name: 'שם',
    channel: 'ערוץ',
    subject: 'נושא',
    content: 'תוכן',
    is_active: 'פעילה',
    updated_at: 'עודכנה',
  },
  help: {
    subject: 'לאימייל בלבד',
    content: 'שדות מיזוג: {{first_name}}, {{last_name}}, {{full_name}}, {{email}}, {{phone}}; ברירת מחדל אחרי קו: {{first_name|לקוח יקר}}',
  },
  toggle: { is_active: { on: 'התבנית פעילה', off: 'התבנית אינה פעילה' } },
};
