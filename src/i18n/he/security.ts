/** יומן האבטחה (הגדרות, למנהלי מערכת בלבד). */
export default {
  security: {
    menu: 'יומן אבטחה',
    title: 'יומן אבטחה',
    intro:
      'כניסות וניסיונות כניסה שנכשלו, יציאות, החלפות סיסמה, חשבונות שנוצרו, שהרשאותיהם השתנו או שנמחקו, וייצוא נתונים.',
    empty: 'אין רישומים מתאימים.',
    filter: { kind: 'אירוע', all: 'כל האירועים', email: 'אימייל', from: 'מתאריך', to: 'עד תאריך' },
    column: { at: 'מתי', kind: 'אירוע', who: 'מי', subject: 'חשבון', details: 'פרטים', ip: 'כתובת IP' },
    kind: {
      sign_in: 'נכנס/ה',
      sign_in_failed: 'כניסה שנכשלה',
      sign_out: 'יצא/ה',
      password_changed: 'החליף/ה סיסמה',
      password_reset: 'איפוס סיסמה בקישור',
      user_created: 'יצר/ה חשבון',
      user_rights_changed: 'שינה/תה הרשאות חשבון',
      user_deleted: 'מחק/ה חשבון',
      export: 'ייצא/ה נתונים',
    },
    variant: { token: 'עם טוקן', cookie: 'עם עוגיית התחברות' },
    reason: { bad_credentials: 'אימייל או סיסמה שגויים', inactive: 'החשבון אינו פעיל' },
    rights: {
      is_active: 'פעיל',
      is_superuser: 'מנהל מערכת',
      email: 'אימייל',
      roles: 'תפקידים',
      password: 'נקבעה סיסמה חדשה',
      superuser: 'מנהל מערכת',
      inactive: 'לא פעיל',
    },
    yes: 'כן',
    no: 'לא',
    exported: '%{list}: %{format}, רשומה אחת |||| %{list}: %{format}, %{smart_count} רשומות',
  },
};
