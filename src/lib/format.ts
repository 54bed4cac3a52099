import dayjs from 'dayjs';

/** Dates display as DD.MM.YY, with time DD.MM.YY HH:mm (SPEC section 9). */
export const formatDate = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed.format('DD.MM.YY') : String(value);
};

export const formatDateTime = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value as string | number | Date);
  return parsed.isValid() ? parsed.format('DD.MM.YY HH:mm') : String(value);
};

const intlLocale = (locale: string) => (locale === 'he' ? 'he-IL' : 'en-US');

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
