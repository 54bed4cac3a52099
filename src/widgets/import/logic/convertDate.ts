import { SERIAL_DATE_MAX, SERIAL_DATE_MIN } from '../constants';
import { convertNumber } from './convertNumber';
import { isoInstant } from './isoInstant';

/**
 * A calendar date and time of day as written in a file, with no time zone. Conversion runs for every date
 * cell of a file (hundreds of thousands), so parsing allocates little: one match, one of these.
 */
interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** Either a wall-clock time (to be read in the browser's time zone) or an exact instant (a Date). */
type ParsedDate = WallTime | Date;

const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 864e5;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const TIME = String.raw`(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}\s*(Z|[+-]\d{2}:?\d{2})?$`, 'i');
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})([/.])(\d{1,2})\2(\d{4})${TIME}$`);
const DAY_MONTH_NAME = new RegExp(String.raw`^(\d{1,2})[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{4})${TIME}$`, 'i');
/** Already in the output form of a date: checked for a real calendar day and returned as it is. */
const CANONICAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number): string => String(n).padStart(4, '0');

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number): number => (month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]);
const validDay = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** A wall time from a match: date parts, then hour, minute, second and fraction at `timeAt`. */
function wall(year: number, month: number, day: number, m: RegExpExecArray, timeAt: number): WallTime | null {
  if (!validDay(year, month, day)) return null;
  const hour = m[timeAt] === undefined ? 0 : +m[timeAt];
  const minute = m[timeAt + 1] === undefined ? 0 : +m[timeAt + 1];
  const second = m[timeAt + 2] === undefined ? 0 : +m[timeAt + 2];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const fraction = m[timeAt + 3];
  const ms = fraction === undefined ? 0 : +fraction.padEnd(3, '0');
  return { year, month, day, hour, minute, second, ms };
}

function fromUtcFields(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    ms: date.getUTCMilliseconds(),
  };
}

/** A spreadsheet serial date: only an integer from 20000 to 50000. */
export function serialToWall(serial: number): WallTime | null {
  if (!Number.isInteger(serial) || serial < SERIAL_DATE_MIN || serial > SERIAL_DATE_MAX) return null;
  return fromUtcFields(new Date(SERIAL_EPOCH_MS + serial * DAY_MS));
}

/** Value of the two or four digits at `at`, or -1 when one of them is not a digit. */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

function fixedWall(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): WallTime | null {
  if (
    year < 0 ||
    !validDay(year, month, day) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  )
    return null;
  return { year, month, day, hour, minute, second, ms: 0 };
}

/**
 * The common fixed-width spellings, read by character codes (no pattern, no match array): DD/MM/YYYY,
 * DD.MM.YYYY, and YYYY-MM-DD or DD/MM/YYYY followed by ' HH:mm' or ' HH:mm:ss' (or 'T'). Undefined when
 * the text has another shape (the patterns then decide); null when it has this shape but is no real date.
 */
function parseFixed(text: string): WallTime | null | undefined {
  const length = text.length;
  if (length !== 10 && length !== 16 && length !== 19) return undefined;
  let year: number;
  let month: number;
  let day: number;
  const c2 = text.charCodeAt(2);
  if (text.charCodeAt(4) === 45 && text.charCodeAt(7) === 45) {
    year = digits(text, 0, 4);
    month = digits(text, 5, 2);
    day = digits(text, 8, 2);
  } else if ((c2 === 47 || c2 === 46) && text.charCodeAt(5) === c2) {
    day = digits(text, 0, 2);
    month = digits(text, 3, 2);
    year = digits(text, 6, 4);
  } else {
    return undefined;
  }
  if (length === 10) return fixedWall(year, month, day, 0, 0, 0);
  const sep = text.charCodeAt(10);
  if ((sep !== 32 && sep !== 84) || text.charCodeAt(13) !== 58) return undefined;
  if (length === 19 && text.charCodeAt(16) !== 58) return undefined;
  return fixedWall(year, month, day, digits(text, 11, 2), digits(text, 14, 2), length === 19 ? digits(text, 17, 2) : 0);
}

function parseText(text: string): ParsedDate | null {
  const fixed = parseFixed(text);
  if (fixed !== undefined) return fixed;
  let m = ISO.exec(text);
  if (m) {
    if (m[8]) {
      const instant = new Date(text.replace(' ', 'T'));
      return Number.isNaN(instant.getTime()) ? null : instant;
    }
    return wall(+m[1], +m[2], +m[3], m, 4);
  }
  m = DAY_FIRST.exec(text);
  if (m) return wall(+m[4], +m[3], +m[1], m, 5);
  m = DAY_MONTH_NAME.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? wall(+m[3], month, +m[1], m, 4) : null;
  }
  const numeric = convertNumber(text);
  if (numeric !== null) return serialToWall(numeric);
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/**
 * Reads a date from a cell: a spreadsheet serial number, YYYY-MM-DD, DD/MM/YYYY,
 * DD.MM.YYYY, '1 Jan 2024' (each optionally with a time), or any other text the runtime parses (numbers
 * only as serial dates). Date objects are read as SheetJS gives them: their UTC fields hold the
 * spreadsheet's wall-clock time (rounded to the second). Returns a wall time, or a Date for an instant.
 */
export function parseDate(value: unknown): ParsedDate | null {
  if (value instanceof Date) {
    // Spreadsheet times are fractions of a day; SheetJS can land a millisecond off (17:44:59.999).
    const time = Math.round(value.getTime() / 1000) * 1000;
    return Number.isNaN(time) ? null : fromUtcFields(new Date(time));
  }
  if (typeof value === 'number') return serialToWall(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : parseText(text);
}

/**
 * Offset of the browser's time zone from UTC (ms) at a wall-clock hour, cached: building a Date from local
 * fields costs microseconds (a time-zone lookup), far too much for every cell of a large file.
 */
const offsets = new Map<number, number>();
function zoneOffset(w: WallTime): number {
  const key = ((w.year * 13 + w.month) * 32 + w.day) * 24 + w.hour;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const local = new Date(w.year, w.month - 1, w.day, w.hour);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour) - local.getTime();
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant (ms since the epoch) of a wall-clock time in the browser's time zone. */
function localInstant(w: WallTime): number {
  // Date.UTC reads years 0-99 as 1900-1999: leave those rare years to the slow, exact way.
  if (w.year < 100) return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms).getTime();
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms) - zoneOffset(w);
}

/** Date conversion: `YYYY-MM-DD`, or null when the value is not a date. */
export function convertDate(value: unknown): string | null {
  if (typeof value === 'string') {
    const m = CANONICAL_DATE.exec(value);
    if (m) return validDay(+m[1], +m[2], +m[3]) ? value : null;
  }
  const parsed = parseDate(value);
  if (!parsed) return null;
  if (parsed instanceof Date)
    return `${pad4(parsed.getFullYear())}-${pad2(parsed.getMonth() + 1)}-${pad2(parsed.getDate())}`;
  return `${pad4(parsed.year)}-${pad2(parsed.month)}-${pad2(parsed.day)}`;
}

/** Date & time conversion: an ISO 8601 instant (wall-clock times read in the browser's zone), or null. */
export function convertDateTime(value: unknown): string | null {
  const parsed = parseDate(value);
  if (!parsed) return null;
  return isoInstant(parsed instanceof Date ? parsed.getTime() : localInstant(parsed));
}

/** Whether a parsed date has a time of day (used by type detection). */
export function hasTimeOfDay(parsed: ParsedDate): boolean {
  if (parsed instanceof Date) return true;
  return parsed.hour + parsed.minute + parsed.second + parsed.ms > 0;
}

/** Whether text is written in one of the listed date formats (type detection does not guess beyond them). */
export function isListedDateText(text: string): boolean {
  return ISO.test(text) || DAY_FIRST.test(text) || DAY_MONTH_NAME.test(text);
}
