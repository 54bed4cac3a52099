// The texts of the mails the auth flows send (Hebrew first, English below), with the one link each carries.
import type { Config } from '../config';
import type { MailMessage } from '../mail';

function resetLink(config: Config, token: string, invite: boolean): string {
  const query = new URLSearchParams({ token });
  if (invite) query.set('invite', '1');
  return `${config.publicUrl}/resetPassword?${query.toString()}`;
}

export function resetPasswordMail(config: Config, to: string, token: string): MailMessage {
  const link = resetLink(config, token, false);
  return {
    to,
    subject: 'איפוס סיסמה / Password recovery',
    link,
    text: [
      'שלום,',
      'התקבלה בקשה לאיפוס הסיסמה שלך. לבחירת סיסמה חדשה יש לפתוח את הקישור (בתוקף לשעה אחת, לשימוש אחד):',
      link,
      'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו.',
      '',
      'Hello,',
      'We received a request to reset your password. Open the link to choose a new one (valid for one hour, once):',
      link,
      'If you did not ask for this, you can ignore this message.',
    ].join('\n'),
  };
}

export function inviteMail(config: Config, to: string, token: string): MailMessage {
  const link = resetLink(config, token, true);
  return {
    to,
    subject: 'הזמנה למערכת הניהול / Invitation to the admin',
    link,
    text: [
      'שלום,',
      'הוזמנת להצטרף למערכת הניהול. לבחירת סיסמה יש לפתוח את הקישור (בתוקף לשבעה ימים):',
      link,
      '',
      'Hello,',
      'You have been invited to the admin. Open the link to choose your password (valid for seven days):',
      link,
    ].join('\n'),
  };
}

/** To each superuser when someone signs up and waits for approval. */
export function signupApprovalMail(
  config: Config,
  to: string,
  account: { email: string; first_name?: string; last_name?: string },
): MailMessage {
  const link = `${config.publicUrl}/settings/users?filter=${encodeURIComponent(JSON.stringify({ is_active: false }))}`;
  const name = [account.first_name, account.last_name].filter(Boolean).join(' ');
  return {
    to,
    subject: 'חשבון חדש ממתין לאישור / A new account waits for approval',
    link,
    text: [
      'שלום,',
      `${name ? `${name} ` : ''}(${account.email}) נרשם/ה למערכת הניהול. החשבון אינו פעיל עד שמנהל יאשר אותו:`,
      link,
      '',
      'Hello,',
      `${name ? `${name} ` : ''}(${account.email}) signed up to the admin. The account stays inactive until a superuser approves it:`,
      link,
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with again: the account exists; sign in or recover it. */
export function signupTakenMail(config: Config, to: string): MailMessage {
  const link = `${config.publicUrl}/login`;
  const recover = `${config.publicUrl}/forgot-password`;
  return {
    to,
    subject: 'ניסיון הרשמה עם הכתובת שלך / A sign-up with your address',
    link,
    text: [
      'שלום,',
      'מישהו (אולי את/ה) ניסה להירשם למערכת הניהול עם כתובת האימייל הזו, אבל כבר יש לה חשבון. אפשר להיכנס כאן:',
      link,
      'שכחת את הסיסמה? אפשר לבחור חדשה כאן:',
      recover,
      'אם לא ניסית להירשם, אפשר להתעלם מהודעה זו; לא נוצר חשבון חדש.',
      '',
      'Hello,',
      'Someone (perhaps you) tried to sign up to the admin with this e-mail address, which already has an account. Sign in here:',
      link,
      'Forgot your password? Choose a new one here:',
      recover,
      'If it was not you, you can ignore this message; no new account was made.',
    ].join('\n'),
  };
}
