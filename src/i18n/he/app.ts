/** The application shell: menu, app bar, home, 404, confirm dialog. */
export default {
  app: {
    autocomplete: { no_options: 'אין אפשרויות מתאימות' },
    palette: {
      open: 'חיפוש בכול (Ctrl+K)',
      title: 'חיפוש',
      placeholder: 'לקוח, מוצר, הזמנה, ספר, מסך…',
      screens: 'מסכים ופעולות',
      records: 'רשומות',
      recent: 'נפתחו לאחרונה',
      searching: 'מחפש',
      nothing: 'לא נמצא דבר עבור „%{query}”',
      help: 'מקלידים שם, אימייל, טלפון, מק״ט או מספר; גם עברית שהוקלדה במקלדת אנגלית נמצאת.',
    },
    title: 'מערכת ניהול',
    offline: {
      title: 'אין חיבור לרשת.',
      detail: 'מה שמוצג עכשיו לא מתעדכן ואי אפשר לשמור שינויים עד שהחיבור יחזור.',
    },
    menu: {
      home: 'דף הבית',
      open: 'פתיחת התפריט',
      close: 'סגירת התפריט',
      main: 'תפריט ראשי',
      more: 'עוד',
      sections: {
        customers: 'לקוחות',
        app: 'אפליקציה',
        shop: 'חנות',
        subscriptions: 'מנויים',
        customer_service: 'שירות לקוחות',
        forms: 'טפסים',
        settings: 'הגדרות',
      },
    },
    locale: {
      label: 'שפה',
      he: 'עברית',
      en: 'English',
    },
    user_menu: {
      profile: 'פרופיל',
      logout: 'התנתקות',
    },
    home: {
      greeting: 'שלום, %{name}',
      greeting_anonymous: 'שלום',
      intro: 'במה נעבוד היום?',
    },
    not_found: {
      title: 'הדף לא נמצא',
      message: 'הדף שביקשת אינו קיים.',
      home: 'מעבר לדף הבית',
    },
    access_denied: {
      title: 'אין גישה',
    },
    sort: {
      instructions:
        'כדי להרים פריט לוחצים רווח. כשהוא מורם, החצים מזיזים אותו, רווח מניח אותו במקומו החדש ו־Escape מבטל.',
      picked: '%{name} הורם, במקום %{position} מתוך %{count}.',
      over: '%{name} נמצא עכשיו מעל מקום %{position} מתוך %{count}.',
      dropped: '%{name} הונח במקום %{position} מתוך %{count}.',
      cancelled: 'ההזזה של %{name} בוטלה.',
      item_number: 'פריט %{number}',
      row_number: 'שורה %{number}',
    },
    confirm: {
      title: 'אישור',
      message: 'האם להמשיך?',
      confirm: 'אישור',
      cancel: 'ביטול',
    },
    toast: {
      close: 'סגירה',
    },
    list: {
      search: 'חיפוש',
      view: 'תצוגה',
      view_table: 'טבלה',
      view_grid: 'כרטיסים',
    },
    boolean: {
      yes: 'כן',
      no: 'לא',
    },
  },
};
