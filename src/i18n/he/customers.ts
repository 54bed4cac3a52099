/**
 * Customers (people). Labels of array children are written as dotted keys (`'emails.value'`) beside the array's
 * own label (`emails`): react-admin and the import schema ask for both `fields.emails` and `fields.emails.value`.
 */
export default {
  resources: {
    customers: {
      name: 'לקוח |||| לקוחות',
      /** One item of each repeatable list, for its add and remove buttons. */
      items: { phones: 'טלפון', emails: 'אימייל', addresses: 'כתובת' },
      fields: {
        id: 'מזהה',
        full_name: 'שם',
        first_name: 'שם פרטי',
        last_name: 'שם משפחה',
        national_id: 'תעודת זהות',
        roles: 'תפקידים',
        role: 'תפקיד',
        emails: 'כתובות אימייל',
        'emails.value': 'אימייל',
        phones: 'טלפונים',
        'phones.value': 'טלפון',
        'phones.is_primary': 'ראשי',
        addresses: 'כתובות',
        'addresses.street': 'רחוב',
        'addresses.city': 'עיר',
        'addresses.zip': 'מיקוד',
        'addresses.country': 'ארץ',
        created_at: 'נוצר',
        updated_at: 'עודכן',
      },
      roles: {
        customer: 'לקוח',
        lead: 'ליד',
        subscriber: 'מנוי',
        supplier: 'ספק',
        staff: 'צוות',
        partner: 'שותף',
      },
      list: {
        search: 'שם, אימייל, טלפון או ת״ז',
        all_roles: 'כל התפקידים',
        empty: 'אין עדיין לקוחות.',
      },
      sections: {
        details: 'פרטים אישיים',
      },
      tabs: {
        label: 'חלקי כרטיס הלקוח',
        details: 'פרטים',
        notes: 'הערות',
        app: 'אפליקציה',
        deals: 'עסקאות',
        orders: 'הזמנות',
        subscriptions: 'מנויים',
        payments: 'תשלומים',
      },
      page: {
        no_name: 'ללא שם',
        created: 'לקוח מאז %{date}',
      },
      merge: {
        title: 'למזג עם לקוח קיים?',
        confirm: 'מיזוג',
        keep_separate: 'להשאיר בנפרד',
        message: 'כבר קיים משתמש עם האימייל או הטלפון האלה. למזג עם המשתמש הקיים?',
        existing: 'הלקוח הקיים',
        matching: 'פרטים זהים',
        done: 'הלקוחות מוזגו',
      },
      validation: {
        national_id: 'נא להזין מספר תעודת זהות תקין',
      },
      import: {
        button: 'ייבוא',
        title: 'ייבוא לקוחות',
        history: 'היסטוריית ייבוא',
        overwrite_label: 'כששורה תואמת לקוח קיים, הקובץ רשאי להחליף את:',
        overwrite_help: 'ערכים שלא סומנו ימולאו רק אם חסרים אצל הלקוח. אימיילים, טלפונים וכתובות נוספים תמיד.',
        importing: 'מייבא %{count} לקוח… |||| מייבא %{count} לקוחות…',
        // The shared report's words (entities.import.report) where the customers' own differ.
        report: {
          record: 'לקוח',
          revert_confirm_merged:
            'לבטל את הייבוא? %{created} הלקוחות שנוצרו בו יימחקו, ומה שנוסף בו ל-%{merged} לקוחות קיימים יוסר.',
        },
      },
      export: {
        filename: 'לקוחות',
      },
    },
    'customer-imports': {
      name: 'ייבוא לקוחות |||| ייבואי לקוחות',
      title: 'היסטוריית ייבוא',
      empty: 'עדיין לא יובאו לקוחות.',
      empty_help: 'אפשר לייבא קובץ Excel או CSV מרשימת הלקוחות; כל ייבוא, הדוח שלו והביטול שלו יופיעו כאן.',
      back: 'חזרה ללקוחות',
    },
  },
  errors: {
    codes: {
      PERSON_EMAIL_EXISTS: 'ללקוח אחר כבר יש את האימייל הזה.',
      PERSON_NATIONAL_ID_EXISTS: 'ללקוח אחר כבר יש את תעודת הזהות הזו.',
      PERSON_USER_EXISTS: 'לקוח אחר כבר מקושר לחשבון המשתמש הזה.',
      PERSON_MERGE_NATIONAL_ID_CONFLICT: 'ללקוחות האלה תעודות זהות שונות, ולכן אי אפשר למזג אותם.',
      PERSON_MERGE_USER_CONFLICT: 'הלקוחות האלה מקושרים לחשבונות משתמש שונים, ולכן אי אפשר למזג אותם.',
    },
    /** The person rules' reasons (server/src/people/schemas.ts personErrorCodes), after the field name. */
    validation: {
      codes: {
        phone_invalid: 'אינו מספר טלפון תקין',
        national_id_invalid: 'אינה תקינה (9 ספרות עם ספרת ביקורת נכונה)',
        role_characters: 'ניתן להשתמש רק באותיות, ספרות, - ו-_',
        address_empty: 'צריכה רחוב, עיר או מיקוד',
        person_empty: 'ללקוח צריך להיות שם, אימייל, טלפון או תעודת זהות',
        user_unknown: 'אינו חשבון משתמש קיים',
        address_not_owned: 'אינה אחת מהכתובות של הלקוח',
        merge_self: 'חייב להיות לקוח אחר: אי אפשר למזג לקוח עם עצמו',
        ambiguous_match: 'האימיילים, הטלפונים או תעודת הזהות שלה שייכים ללקוחות שונים',
      },
    },
  },
  fieldNames: {
    national_id: 'תעודת זהות',
    roles: 'תפקידים',
    emails: { value: 'אימייל' },
    phones: { value: 'טלפון', is_primary: 'טלפון ראשי' },
    addresses: { _label: 'כתובת', id: 'כתובת', street: 'רחוב', city: 'עיר', zip: 'מיקוד', country: 'ארץ' },
    user_id: 'חשבון משתמש',
    duplicate_id: 'כפילות',
    merge_into: 'מיזוג אל',
  },
};
