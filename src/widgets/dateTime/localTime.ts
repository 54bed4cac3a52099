import dayjs from 'dayjs';

/** The browser's time zone (IANA name), the one a date-time input's wall-clock value is read in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as a `datetime-local` input's value (wall-clock time in the browser's zone); '' when there is none. */
export const toInputValue = (value: string | Date | null | undefined): string => {
  if (!value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DDTHH:mm') : '';
};

/** A `datetime-local` value read in the browser's zone, as an ISO instant; null when empty or not a date. */
export const fromInputValue = (text: string): string | null => {
  if (!text) return null;
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toISOString() : null;
};

/** The instant spelled out in the user's language and zone: "Thursday, 26 November 2026 at 09:00 Israel Standard Time". */
export const spelledOut = (iso: string, locale: string, timeZone: string = browserTimeZone()): string =>
  new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'long' }).format(new Date(iso));
