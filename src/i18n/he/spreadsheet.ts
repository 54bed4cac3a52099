import type enSpreadsheetMessages from '../en/spreadsheet';

/** Hebrew texts of the spreadsheet editor widget (src/widgets/spreadsheet). Same keys as en/spreadsheet.ts. */
const heSpreadsheetMessages: typeof enSpreadsheetMessages = {
  spreadsheet: {
    grid_label: 'גיליון נתונים',
    search: {
      label: 'חיפוש',
      placeholder: 'חיפוש בכל התאים',
      min_length: 'יש להקליד לפחות %{min} תווים',
      matches: 'שורה אחת תואמת |||| %{count} שורות תואמות',
      clear: 'ניקוי החיפוש',
    },
    action: {
      undo: 'ביטול פעולה',
      redo: 'ביצוע חוזר',
      copy: 'העתקה',
      paste: 'הדבקה',
      wrap_text: 'גלישת טקסט',
      columns: 'עמודות',
      add_row: 'הוספת שורה',
      delete_rows: 'מחיקת השורות שנבחרו',
      select_all: 'בחירת הכול',
      clear_all: 'ניקוי הכול',
      errors_only: 'הצגת שורות עם שגיאות בלבד',
    },
    copied: 'הועתק ללוח',
    error_rows: 'שורה אחת עם שגיאות |||| %{count} שורות עם שגיאות',
    selected_rows: 'נבחרה שורה אחת |||| נבחרו %{count} שורות',
    shown_rows: 'מוצגות %{shown} מתוך %{total} שורות',
    total_rows: 'שורה אחת |||| %{count} שורות',
    no_rows: 'אין שורות להצגה',
    boolean: {
      yes: 'כן',
      no: 'לא',
      empty: 'ריק',
    },
    image_failed: 'לא ניתן לטעון את התמונה',
    select_row: 'בחירת שורה',
    select_all_rows: 'בחירת כל השורות',
    locked: 'עמודה לקריאה בלבד',
  },
};

export default heSpreadsheetMessages;
