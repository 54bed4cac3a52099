/** שדות הטלפון והדוא״ל. */
export default {
  inputs: {
    link: {
      required: 'לקישור צריך כתובת',
      invalid: 'זו אינה כתובת: ‎https://…‎, ‏mailto:‏, ‏tel:‏ או נתיב כמו ‎/about‎',
      help: 'כתובת אתר, mailto:‏, tel:‏ או נתיב באתר',
      remove: 'הסרת הקישור',
      save: 'שמירת הקישור',
    },
    phone: {
      invalid: 'נא להזין מספר טלפון תקין',
      placeholder: 'מספר טלפון',
      choose_country: 'מדינה: %{country}',
      search: 'חיפוש מדינה, קוד או קידומת',
      no_countries: 'לא נמצאה מדינה מתאימה',
    },
    email: {
      invalid: 'נא להזין כתובת דוא״ל תקינה',
      disposable: 'נא להשתמש בכתובת דוא״ל קבועה ולא בכתובת זמנית',
      domain_invalid: 'נראה שהדומיין של כתובת הדוא״ל אינו תקין',
      validating: 'בודקים את כתובת הדוא״ל...',
      did_you_mean: 'אולי הכוונה ל-%{suggestion}?',
    },
    number: { increase: 'הגדלה', decrease: 'הקטנה' },
    otp: { digit: 'ספרה %{index} מתוך %{length}' },
    date: {
      invalid: 'יש להזין תאריך קיים (יום.חודש.שנה)',
      invalid_time: 'יש להזין שעה קיימת (שעות:דקות)',
      invalid_date_time: 'יש להזין תאריך ושעה קיימים (יום.חודש.שנה שעות:דקות)',
      too_early: 'לא לפני %{limit}',
      too_late: 'לא אחרי %{limit}',
      earlier_years: 'שנים מוקדמות יותר',
      later_years: 'שנים מאוחרות יותר',
      back_to_days: 'חזרה לימי החודש',
      placeholder: { day: 'יי', month: 'חח', year: 'ש', hours: 'שש', minutes: 'דד' },
    },
    pagination: { navigation: 'דפדוף', previous: 'הדף הקודם', next: 'הדף הבא', page: 'דף %{page}', per_page: 'בכל דף' },
  },
  errors: {
    validation: {
      /** The e-mail domain check's reason (server/src/routes/email-domain.ts), after the field name. */
      codes: {
        domain_name_invalid: 'אינו שם דומיין תקין',
      },
    },
  },
};
