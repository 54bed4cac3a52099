/** Users (settings). */
export default {
  resources: {
    users: {
      name: 'משתמש |||| משתמשים',
      fields: {
        email: 'אימייל',
        first_name: 'שם פרטי',
        last_name: 'שם משפחה',
        full_name: 'שם',
        password: 'סיסמה',
        is_active: 'פעיל',
        is_superuser: 'מנהל מערכת',
        role_ids: 'תפקידים',
        created_at: 'נוצר',
      },
      approve: {
        title: 'אישור חשבון שנרשם',
        intro: '%{email} נרשם/ה בעצמו/ה. אילו תפקידים לתת עם האישור?',
        roles: 'תפקידים',
        no_role: 'בלי תפקיד: יראה/תראה רק את הפרופיל וההתראות',
        confirm: 'אישור החשבון',
      },
      toggle: {
        is_active: { on: 'המשתמש הופעל', off: 'המשתמש הושבת' },
      },
    },
  },
};
