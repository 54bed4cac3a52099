import dayjs from 'dayjs';

// The one home for showing dates, times, numbers and money. Dates display as DD.MM.YY, with time DD.MM.YY HH:mm, the
// clock 24-hour in every language; words (months, "3 minutes ago") come from Intl in the user's language.

const parsed = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  return dayjs(value as string | number | Date);
};

/** A date or time in one of the product's short patterns; what is not a date shows as it came. */
const pattern = (value: unknown, shape: string): string => {
  const date = parsed(value);
  if (!date) return '';
  return date.isValid() ? date.format(shape) : String(value);
};

const ISO_DAY = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/;

export const formatDate = (value: unknown): string => {
  // Plain ISO days are most of what lists and sheets hold: rewritten without parsing (a sheet's search runs this per cell).
  const plain = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return plain ? `${plain[3]}.${plain[2]}.${plain[1]}` : pattern(value, 'DD.MM.YY');
};

export const formatDateTime = (value: unknown): string => pattern(value, 'DD.MM.YY HH:mm');

export const formatTime = (value: unknown): string => pattern(value, 'HH:mm');

/** Chart axes: a day (DD.MM), a month (MM.YY), an hour of a day (DD.MM HH:00). */
export const AXIS_PATTERNS = { day: 'DD.MM', month: 'MM.YY', hour: 'DD.MM HH:00' } as const;
export const formatAxis = (value: unknown, unit: keyof typeof AXIS_PATTERNS): string =>
  pattern(value, AXIS_PATTERNS[unit]);

/** Intl's name of an interface language (Hebrew and English here; Spanish and French for relative times). */
const INTL_LOCALES: Record<string, string> = { he: 'he-IL', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };
const intlLocale = (locale: string) => INTL_LOCALES[locale] ?? 'en-US';

/** The browser's time zone (IANA name), the one dates are typed and shown in. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment spelled out with the zone named: "Thursday, 26 November 2026 at 09:00 Israel Standard Time". */
export const formatSpelledOut = (value: unknown, locale: string, timeZone: string = browserTimeZone()): string => {
  const date = parsed(value);
  if (!date?.isValid()) return date ? String(value) : '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'long',
  }).format(date.toDate());
};

/** The full date and short time in words (a tooltip beside the short DD.MM.YY HH:mm). */
export const formatLong = (value: unknown, locale: string): string => {
  const date = parsed(value);
  if (!date?.isValid()) return date ? String(value) : '';
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date.toDate());
};

/** The steps relative times are told in, largest first, each with its length in seconds. */
const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "3 minutes ago", "in 2 days", "לפני 3 דקות": the largest whole unit between the moment and now (English, Spanish, French, Hebrew). */
export const formatRelative = (value: unknown, locale: string, now: Date | number = Date.now()): string => {
  const date = parsed(value);
  if (!date?.isValid()) return date ? String(value) : '';
  const seconds = Math.round((date.valueOf() - Number(now)) / 1000);
  const [unit, size] =
    RELATIVE_UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? RELATIVE_UNITS[RELATIVE_UNITS.length - 1]!;
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format.format(Math.trunc(seconds / size), unit);
};

/** Number formats by locale and options, made once each: making one costs far more than using it. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, currency?: string): Intl.NumberFormat => {
  const key = currency ? `${locale}:${currency}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), currency ? { style: 'currency', currency } : undefined);
    numberFormats.set(key, format);
  }
  return format;
};

export const formatMoney = (value: unknown, currency: string, locale: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const amount = Number(value);
  if (Number.isNaN(amount)) return String(value);
  return numberFormat(locale, currency).format(amount);
};

/** Agorot (money as the API keeps it) shown as shekels in the user's locale. */
export const shekels = (agorot: number, locale: string): string => formatMoney(agorot / 100, 'ILS', locale);

export const formatNumber = (value: unknown, locale: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isNaN(n) ? String(value) : numberFormat(locale).format(n);
};
