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
    // the merge fields are code: each list one left-to-right run (LRI … PDI)
    content:
      'שדות מיזוג: \u2066{{first_name}}, {{last_name}}, {{full_name}}, {{email}}, {{phone}}\u2069; ברירת מחדל אחרי קו: \u2066{{first_name|לקוח יקר}}\u2069',
  },
  toggle: { is_active: { on: 'התבנית פעילה', off: 'התבנית אינה פעילה' } },
};
