import { SERIAL_DATE_MAX, SERIAL_DATE_MIN } from '../constants';
import { convertNumber } from './convertNumber';

/** A calendar date and time of day as written in a file, with no time zone. */
interface WallTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** Either a wall-clock time (to be read in the browser's time zone) or an exact instant. */
type ParsedDate = { wall: WallTime } | { instant: Date };

const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 864e5;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const TIME = String.raw`(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}\s*(Z|[+-]\d{2}:?\d{2})?$`, 'i');
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})([/.])(\d{1,2})\2(\d{4})${TIME}$`);
const DAY_MONTH_NAME = new RegExp(String.raw`^(\d{1,2})[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{4})${TIME}$`, 'i');

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function wall(year: number, month: number, day: number, time: (string | undefined)[] = []): WallTime | null {
  const [hour, minute, second] = [0, 1, 2].map((i) => Number(time[i] ?? 0));
  const ms = time[3] === undefined ? 0 : Number(time[3].padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
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

/** A spreadsheet serial date: only an integer from 20000 to 50000 (SPEC.md section 5). */
export function serialToWall(serial: number): WallTime | null {
  if (!Number.isInteger(serial) || serial < SERIAL_DATE_MIN || serial > SERIAL_DATE_MAX) return null;
  return fromUtcFields(new Date(SERIAL_EPOCH_MS + serial * DAY_MS));
}

const asWall = (value: WallTime | null): ParsedDate | null => (value ? { wall: value } : null);

function parseText(text: string): ParsedDate | null {
  const numeric = convertNumber(text);
  if (numeric !== null) return asWall(serialToWall(numeric));

  let m = ISO.exec(text);
  if (m) {
    if (m[8]) {
      const instant = new Date(text.replace(' ', 'T'));
      return Number.isNaN(instant.getTime()) ? null : { instant };
    }
    return asWall(wall(+m[1], +m[2], +m[3], m.slice(4, 8)));
  }
  m = DAY_FIRST.exec(text);
  if (m) return asWall(wall(+m[4], +m[3], +m[1], m.slice(5, 9)));
  m = DAY_MONTH_NAME.exec(text);
  if (m) {
    const month = MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) + 1;
    return month > 0 ? asWall(wall(+m[3], month, +m[1], m.slice(4, 8))) : null;
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : { instant: new Date(parsed) };
}

/**
 * Reads a date from a cell (SPEC.md section 5): a spreadsheet serial number, YYYY-MM-DD, DD/MM/YYYY,
 * DD.MM.YYYY, '1 Jan 2024' (each optionally with a time), or any other text the runtime parses.
 * Date objects are read as SheetJS gives them: their UTC fields hold the spreadsheet's wall-clock time
 * (rounded to the second).
 */
export function parseDate(value: unknown): ParsedDate | null {
  if (value instanceof Date) {
    // Spreadsheet times are fractions of a day; SheetJS can land a millisecond off (17:44:59.999).
    const time = Math.round(value.getTime() / 1000) * 1000;
    return Number.isNaN(time) ? null : { wall: fromUtcFields(new Date(time)) };
  }
  if (typeof value === 'number') return asWall(serialToWall(value));
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : parseText(text);
}

function localInstant(w: WallTime): Date {
  return new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms);
}

/** Date conversion: `YYYY-MM-DD`, or null when the value is not a date. */
export function convertDate(value: unknown): string | null {
  const parsed = parseDate(value);
  if (!parsed) return null;
  if ('wall' in parsed) return `${pad(parsed.wall.year, 4)}-${pad(parsed.wall.month)}-${pad(parsed.wall.day)}`;
  const d = parsed.instant;
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Date & time conversion: an ISO 8601 instant (wall-clock times read in the browser's zone), or null. */
export function convertDateTime(value: unknown): string | null {
  const parsed = parseDate(value);
  if (!parsed) return null;
  return ('wall' in parsed ? localInstant(parsed.wall) : parsed.instant).toISOString();
}

/** Whether a parsed date has a time of day (used by type detection). */
export function hasTimeOfDay(parsed: ParsedDate): boolean {
  if ('instant' in parsed) return true;
  const { hour, minute, second, ms } = parsed.wall;
  return hour + minute + second + ms > 0;
}

/** Whether text is written in one of the listed date formats (type detection does not guess beyond them). */
export function isListedDateText(text: string): boolean {
  return ISO.test(text) || DAY_FIRST.test(text) || DAY_MONTH_NAME.test(text);
}
