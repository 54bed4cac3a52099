/** לוח השנה (issue 16). */
export default {
  calendar: {
    label: 'לוח שנה',
    today: 'היום',
    previous: 'הקודם',
    next: 'הבא',
    views: { label: 'תצוגה', month: 'חודש', week: 'שבוע', day: 'יום', agenda: 'סדר יום' },
    week_start: { label: 'השבוע מתחיל ביום', sunday: 'ראשון', monday: 'שני' },
    all_day: 'כל היום',
    date: 'תאריך',
    time: 'שעה',
    event: 'אירוע',
    no_events: 'אין אירועים בטווח הזה',
    show_more: '+%{count} נוספים',
    keyboard_help: 'מקשי החיצים עוברים בין ימים, Enter פותח את היום',
    errors: {
      invalid_event: 'לאירוע סוג זמן לא תקין',
      negative_height: 'גובה השבוע לא יכול להיות שלילי',
      negative_offset: 'מיקום הלחיצה לא יכול להיות שלילי',
      invalid_hour: 'שעה לא תקינה',
      invalid_day_boundary: 'גבול יום לא תקין',
      invalid_time_points: 'נקודות זמן לא תקינות',
      invalid_number: 'מספר לא תקין: זו אינה שעה או דקה תקינה',
    },
  },
};
