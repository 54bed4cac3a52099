/** Charging due subscriptions (issue 19). */
export default {
  billing: {
    title: 'חיוב מנויים',
    intro: 'השרת מחייב את המנויים שהגיע מועד החיוב שלהם בעצמו, פעם בשעה. כאן אפשר לראות מה ממתין לחיוב ולהריץ חיוב עכשיו.',
    due: 'מנוי אחד ממתין לחיוב (%{amount}) |||| %{smart_count} מנויים ממתינים לחיוב (%{amount})',
    run: 'חיוב עכשיו',
    progress: 'התקדמות החיוב',
    running: 'מחייב… %{done} מתוך %{due}',
    finished: 'הסתיים: %{charged} חויבו, %{failed} נכשלו, %{ended} הסתיימו',
    run_failed: 'החיוב נעצר באמצע: %{charged} חויבו, %{failed} נכשלו. הרצה נוספת תמשיך מאותה נקודה בלי לחייב פעמיים.',
    failed_hint: 'חיוב אחד נכשל: המנוי עבר לפיגור בתשלום וינוסה שוב בעוד יום |||| %{smart_count} חיובים נכשלו: המנויים עברו לפיגור בתשלום וינוסו שוב בעוד יום',
    runs: 'הרצות אחרונות',
    no_runs: 'עוד לא היו הרצות',
    columns: { started_at: 'התחלה', kind: 'סוג', due: 'לחיוב', charged: 'חויבו', failed: 'נכשלו', ended: 'הסתיימו', status: 'מצב' },
    kinds: { auto: 'אוטומטי', manual: 'ידני' },
    statuses: { running: 'רץ', finished: 'הסתיים', failed: 'נעצר' },
    reasons: { card_declined: 'הכרטיס נדחה', no_payment_method: 'אין אמצעי תשלום שמור', cancel_at_period_end: 'בוטל בסוף התקופה' },
    charge_now: 'חיוב עכשיו',
    charged: 'החיוב הצליח: קבלה מספר %{receipt}',
    charge_failed: 'החיוב נכשל: %{reason}',
    charge_skipped: 'אין מה לחייב במנוי הזה כרגע',
  },
};
