/** Appearance (light, dark, system) and keyboard shortcuts. */
export default {
  app: {
    theme: {
      label: 'מראה',
      system: 'לפי המערכת',
      light: 'בהיר',
      dark: 'כהה',
    },
    shortcuts: {
      title: 'קיצורי מקלדת',
      hint: 'הקיצורים לא פועלים בזמן הקלדה בשדה, מלבד שמירה.',
      then: 'ואז',
      go_home: 'מעבר לדף הבית',
      go_customers: 'מעבר ללקוחות',
      go_products: 'מעבר למוצרים',
      go_orders: 'מעבר להזמנות',
      go_deals: 'מעבר לעסקאות',
      search: 'חיפוש ברשימה',
      create: 'רשומה חדשה ברשימה הפתוחה',
      save: 'שמירת הטופס',
      palette: 'חיפוש בכול',
      next_record: 'הרשומה הבאה ברשימה',
      previous_record: 'הרשומה הקודמת ברשימה',
      help: 'רשימת הקיצורים',
    },
  },
};
