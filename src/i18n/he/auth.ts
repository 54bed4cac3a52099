/** Sign-in, sign-up, password recovery and the profile page. */
export default {
  auth: {
    fields: {
      email: 'אימייל',
      password: 'סיסמה',
      confirm_password: 'אימות סיסמה',
      first_name: 'שם פרטי',
      last_name: 'שם משפחה',
      current_password: 'הסיסמה הנוכחית',
      new_password: 'סיסמה חדשה',
      confirm_new_password: 'אימות הסיסמה החדשה',
    },
    login: {
      title: 'כניסה',
      submit: 'כניסה',
      forgot: 'שכחת את הסיסמה?',
      no_account: 'עדיין אין לך חשבון?',
      signup: 'הרשמה',
    },
    signup: {
      title: 'הרשמה',
      submit: 'יצירת חשבון',
      have_account: 'כבר יש לך חשבון?',
      login: 'כניסה',
      created: 'החשבון נוצר. אפשר להיכנס עכשיו.',
      pending: 'החשבון נוצר וממתין לאישור מנהל.',
    },
    forgot: {
      title: 'שכחתי סיסמה',
      intro: 'יש להזין את כתובת האימייל של החשבון ונשלח אליה קישור לבחירת סיסמה חדשה.',
      submit: 'שליחת הקישור',
      sent: 'אם קיים חשבון עבור %{email}, קישור לאיפוס הסיסמה נשלח אליו.',
      back: 'חזרה לכניסה',
    },
    reset: {
      title: 'בחירת סיסמה חדשה',
      submit: 'שמירת הסיסמה החדשה',
      done: 'הסיסמה הוחלפה. אפשר להיכנס איתה עכשיו.',
      missing_token: 'הקישור לאיפוס הסיסמה אינו תקין או שפג תוקפו.',
      request_new: 'בקשת קישור חדש',
    },
    profile: {
      title: 'פרופיל',
      details: 'פרטים אישיים',
      save: 'שמירה',
      saved: 'הפרטים נשמרו.',
      password: 'החלפת סיסמה',
      change_password: 'החלפת סיסמה',
      password_changed: 'הסיסמה הוחלפה.',
    },
    errors: {
      passwords_mismatch: 'הסיסמאות אינן תואמות',
      pending_approval: 'החשבון עדיין ממתין לאישור מנהל.',
      invalid_credentials: 'אימייל או סיסמה שגויים',
      invalid_reset_token: 'הקישור לאיפוס הסיסמה אינו תקין או שפג תוקפו.',
    },
  },
};
