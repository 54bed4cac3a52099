// Notification e-mails (a person who asked for a kind by e-mail): Hebrew first, then English, one message. The admin's
// own texts are in src/i18n/*/notifications.ts; these are the same sentences for the mail.
import type { NotificationKind } from '../db/schema/index';
import { fillText } from '../fill-text';

type Texts = Record<NotificationKind, string> & { jobs: Record<string, string>; open: string; footer: string };

export const notificationMailMessages: { he: Texts; en: Texts } = {
  he: {
    inquiry_new: 'פנייה חדשה מאת %{from}: %{subject}',
    inquiry_assigned: '%{by} העביר/ה אליך את הפנייה: %{subject}',
    payment_failed: 'תשלום נכשל: %{customer}, %{amount} (%{reason})',
    payment_unmatched:
      'ייתכן ששולם פעמיים: %{customer} שילם/ה %{amount} ב-PayPlus (אסמכתה %{reference}) על מה ששולם כבר. יש לבדוק ולהחזיר את הכסף אם צריך.',
    import_finished: 'הייבוא הסתיים: %{count} רשומות נכתבו',
    job_finished: '%{job} הסתיים: %{count}',
    note_mention: '%{by} הזכיר/ה אותך בהערה: %{excerpt}',
    jobs: { billing_run: 'סבב החיובים', cms_publish: 'פרסום מתוזמן באתר' },
    open: 'לפתיחה:',
    footer: 'אפשר לבחור אילו התראות יגיעו בדואר בדף ההגדרות האישיות.',
  },
  en: {
    inquiry_new: 'New inquiry from %{from}: %{subject}',
    inquiry_assigned: '%{by} assigned you the inquiry: %{subject}',
    payment_failed: 'Payment failed: %{customer}, %{amount} (%{reason})',
    payment_unmatched:
      'Paid twice? %{customer} paid %{amount} on PayPlus (reference %{reference}) for something already paid. Check it and refund the money if need be.',
    import_finished: 'The import finished: %{count} records written',
    job_finished: '%{job} finished: %{count}',
    note_mention: '%{by} mentioned you in a note: %{excerpt}',
    jobs: { billing_run: 'The billing run', cms_publish: 'Scheduled website publishing' },
    open: 'Open:',
    footer: 'Choose which notifications come by e-mail on your profile page.',
  },
};

/** A notification's sentence in one language (unknown placeholders left as they are). */
export function notificationText(
  lang: 'he' | 'en',
  kind: NotificationKind,
  params: Record<string, string | number>,
): string {
  const texts = notificationMailMessages[lang];
  const values: Record<string, string | number> = { ...params };
  if (kind === 'job_finished' && typeof params.job === 'string') values.job = texts.jobs[params.job] ?? params.job;
  return fillText(texts[kind], values, { unknown: 'keep' });
}
