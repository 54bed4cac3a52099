// The date input's rules (SPEC section 5 'Date input'): a date is typed day.month.year and taken only when it is a real
// calendar date; dates outside min or max are refused (and disabled in the picker); the picker's view cycles day,
// month, year. Dates travel as ISO YYYY-MM-DD.

export type PickerView = 'day' | 'month' | 'year';
const VIEWS: PickerView[] = ['day', 'month', 'year'];
/** The view after this one, round again after the year. */
export const nextView = (view: PickerView): PickerView => VIEWS[(VIEWS.indexOf(view) + 1) % VIEWS.length]!;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real date from its parts (month from 1), else null. */
export function isoOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || year < 1 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 'D.M.YYYY' or 'DD.MM.YYYY' (dots, slashes or dashes between) as ISO, only when it is a real date. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  return isoOf(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** ISO as DD.MM.YYYY ('' for anything else). */
export function formatDayMonthYear(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** What a typed text keeps: digits and dots, at most 10 characters; a third digit after a day or month gets its dot. */
export function maskDayMonthYear(text: string): string {
  const kept = text.replace(/[/-]/g, '.').replace(/[^\d.]/g, '');
  const parts = kept.split('.');
  const out: string[] = [];
  for (const part of parts) {
    let rest = part;
    while (out.length < 2 && rest.length > 2) {
      out.push(rest.slice(0, 2));
      rest = rest.slice(2);
    }
    out.push(rest);
  }
  return out.slice(0, 3).join('.').slice(0, 10);
}

/** Is the ISO date within min and max (each optional, ISO)? */
export const inRange = (iso: string, min?: string, max?: string): boolean => (!min || iso >= min) && (!max || iso <= max);

/** Is any day of this month (month from 1) within range? */
export const monthInRange = (year: number, month: number, min?: string, max?: string): boolean =>
  inRange(`${pad(year, 4)}-${pad(month)}-31`, min, undefined) && inRange(`${pad(year, 4)}-${pad(month)}-01`, undefined, max);

/** Is any day of this year within range? */
export const yearInRange = (year: number, min?: string, max?: string): boolean => inRange(`${pad(year, 4)}-12-31`, min, undefined) && inRange(`${pad(year, 4)}-01-01`, undefined, max);

/** The weeks of a month as rows of 7 (day numbers, null outside the month), weeks starting on `weekStart` (0 = Sunday). */
export function monthGrid(year: number, month: number, weekStart = 0): Array<Array<number | null>> {
  const first = new Date(Date.UTC(year, month - 1, 1));
  first.setUTCFullYear(year);
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isoOf(year, 2, 29) ? 1 : 0);
  const cells: Array<number | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The value when it is an ISO day (YYYY-MM-DD), else undefined: a date still being typed is not a date yet. */
export const isoDay = (value: unknown): string | undefined => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
