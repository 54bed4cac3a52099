import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formatDate, formatDateTime } from '../../../lib/format';

dayjs.extend(customParseFormat);

/** Text formats a person may type or paste into a date column (day first, as in Israel, or ISO). */
const TYPED_FORMATS = [
  'DD.MM.YY',
  'D.M.YY',
  'DD.MM.YYYY',
  'D.M.YYYY',
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD/MM/YY',
  'D/M/YY',
  'YYYY-MM-DD',
  'DD.MM.YYYY HH:mm',
  'DD.MM.YY HH:mm',
  'DD/MM/YYYY HH:mm',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD HH:mm:ss',
];

/** Spreadsheet serial dates count days from 1899-12-30; only whole numbers in this range are taken as dates. */
const SERIAL_MIN = 20000;
const SERIAL_MAX = 50000;
const SERIAL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 864e5;

const hasTime = (d: Dayjs): boolean => d.hour() !== 0 || d.minute() !== 0 || d.second() !== 0;

/** ISO text of a parsed date: `YYYY-MM-DD` for a calendar date, the full ISO instant when it has a time. */
const toIso = (d: Dayjs): string => (hasTime(d) ? d.toISOString() : d.format('YYYY-MM-DD'));

function fromSerial(serial: number): string | undefined {
  if (!Number.isInteger(serial) || serial < SERIAL_MIN || serial > SERIAL_MAX) return undefined;
  return new Date(SERIAL_EPOCH_UTC + serial * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Parses a typed, pasted or loaded date into ISO text. Returns undefined when the value is not a date
 * (the caller keeps the text so the person sees what was entered).
 */
export function parseDateToIso(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : toIso(dayjs(value));
  if (typeof value === 'number') return fromSerial(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text) && text.length <= 5) return fromSerial(Number(text));
  const strict = dayjs(text, TYPED_FORMATS, true);
  if (strict.isValid()) return toIso(strict);
  // Full ISO instants ('2024-03-05T10:00:00Z') and month names ('1 Jan 2024'): only with a 4-digit year,
  // because the runtime's lenient parser turns bare numbers like '12' into dates.
  if (/\d{4}/.test(text)) {
    const loose = dayjs(text);
    if (loose.isValid()) return toIso(loose);
  }
  return undefined;
}

/** A stored date value as a Dayjs, or undefined when it is not a date. */
export function storedDate(value: unknown): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return undefined;
  const d = dayjs(value as string | Date);
  return d.isValid() && (value instanceof Date || /^\d{4}-\d{2}-\d{2}/.test(String(value))) ? d : undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Does a stored date hold a time of day (so it is edited and shown with one)? */
export const storedHasTime = (value: unknown): boolean => {
  const d = storedDate(value);
  return Boolean(d && hasTime(d));
};

/** DD.MM.YY, or DD.MM.YY HH:mm when the value has a time (the product's date display, src/lib/format.ts). */
export function displayDate(value: unknown): string | undefined {
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value);
  const d = storedDate(value);
  if (!d) return undefined;
  return hasTime(d) ? formatDateTime(d) : formatDate(d);
}

/** The text put in the cell editor: the full year so nothing is lost on the way back. */
export function editableDate(value: unknown): string | undefined {
  const d = storedDate(value);
  if (!d) return undefined;
  return d.format(hasTime(d) ? 'DD.MM.YYYY HH:mm' : 'DD.MM.YYYY');
}
