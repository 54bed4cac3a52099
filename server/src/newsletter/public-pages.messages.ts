// Texts that recipients see (the unsubscribe, confirmation and view pages, the opt-in mail): Hebrew first, English.
import { fillText } from '../fill-text';

export const newsletterPageMessages = {
  he: {
    unsubscribe_title: 'הסרה מרשימת התפוצה',
    unsubscribe_question: 'להפסיק לקבל את הדיוור הזה בכתובת %{email}?',
    unsubscribe_button: 'הסירו אותי',
    unsubscribed: 'הכתובת %{email} הוסרה. לא תקבלו עוד דיוור מרשימות אלה.',
    already: 'הכתובת %{email} כבר אינה ברשימה.',
    test_message: 'זו הודעת ניסיון, ולכן הקישור הזה אינו משנה דבר.',
    invalid: 'הקישור אינו תקין או שפג תוקפו.',
    confirm_title: 'אישור הרשמה לדיוור',
    confirm_question: 'לאשר את ההרשמה של %{email} לרשימה "%{list}"?',
    confirm_button: 'אישור ההרשמה',
    confirmed: 'תודה! ההרשמה של %{email} לרשימה "%{list}" אושרה.',
    confirm_closed: 'אין הרשמה ממתינה לאישור בקישור הזה.',
    confirm_mail_subject: 'אישור הרשמה לרשימה "%{list}"',
    confirm_mail_text:
      'שלום,\n\nכדי להתחיל לקבל את הדיוור של "%{list}", אשרו את ההרשמה בקישור:\n%{link}\n\nאם לא נרשמתם, התעלמו מהודעה זו.',
    other_language: 'English',
  },
  en: {
    unsubscribe_title: 'Unsubscribe',
    unsubscribe_question: 'Stop receiving this newsletter at %{email}?',
    unsubscribe_button: 'Unsubscribe me',
    unsubscribed: '%{email} has been unsubscribed. You will not receive mail from these lists any more.',
    already: '%{email} is no longer on the list.',
    test_message: 'This was a test message, so this link changes nothing.',
    invalid: 'This link is not valid or has expired.',
    confirm_title: 'Confirm your subscription',
    confirm_question: 'Confirm the subscription of %{email} to "%{list}"?',
    confirm_button: 'Confirm',
    confirmed: 'Thank you! The subscription of %{email} to "%{list}" is confirmed.',
    confirm_closed: 'There is no subscription waiting for confirmation at this link.',
    confirm_mail_subject: 'Confirm your subscription to "%{list}"',
    confirm_mail_text:
      'Hello,\n\nTo start receiving "%{list}", confirm your subscription at:\n%{link}\n\nIf you did not sign up, ignore this message.',
    other_language: 'עברית',
  },
} as const;

export type NewsletterLanguage = keyof typeof newsletterPageMessages;
export type NewsletterMessage = keyof (typeof newsletterPageMessages)['he'];

export function newsletterText(
  lang: NewsletterLanguage,
  key: NewsletterMessage,
  args: Record<string, string> = {},
): string {
  return fillText(newsletterPageMessages[lang][key], args);
}
