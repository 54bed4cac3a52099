// What the date, date-time and time inputs send and read. A date travels as ISO YYYY-MM-DD, a date-time as an ISO
// instant (read and shown in the browser's zone), a time as HH:mm. A text typed that is not yet a real value goes out
// as NOT_A_DATE, so the form refuses it with its message while the input keeps what was typed.
import dayjs, { type Dayjs } from 'dayjs';

export type PickerKind = 'date' | 'dateTime' | 'time';

/** DD.MM.YY, with time DD.MM.YY HH:mm, the clock always 24-hour. */
export const PICKER_FORMATS: Record<PickerKind, string> = {
  date: 'DD.MM.YY',
  dateTime: 'DD.MM.YY HH:mm',
  time: 'HH:mm',
};

/** Sent while the text typed is not a real date or time. */
export const NOT_A_DATE = 'not-a-date';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The value an input shows for what it was given (null for nothing, or for what is not a value of its kind). */
export function fromWire(kind: PickerKind, value: string | null | undefined): Dayjs | null {
  if (!value || value === NOT_A_DATE) return null;
  if (kind === 'time') {
    const match = TIME.exec(value);
    return match ? dayjs().startOf('day').hour(Number(match[1])).minute(Number(match[2])) : null;
  }
  if (kind === 'date' && !DAY.test(value.slice(0, 10))) return null;
  const parsed = kind === 'date' ? dayjs(value.slice(0, 10)) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** What an input sends for a real value. */
export function toWire(kind: PickerKind, value: Dayjs): string {
  if (kind === 'date') return value.format('YYYY-MM-DD');
  if (kind === 'time') return value.format('HH:mm');
  return value.second(0).millisecond(0).toISOString();
}

/**
 * Does what is shown already stand for this value? A value the input sent itself must not replace the text being
 * typed (a half-typed date is sent as NOT_A_DATE, or not at all in a filter).
 */
export function showsValue(kind: PickerKind, shown: Dayjs | null, value: string | null | undefined): boolean {
  const wanted = fromWire(kind, value);
  if (!wanted) return !shown?.isValid();
  return Boolean(shown?.isValid()) && toWire(kind, shown!) === toWire(kind, wanted);
}

/** The message key for a picker's validation reason (MUI's names: invalidDate, minDate, maxTime...). */
export function reasonKey(kind: PickerKind, reason: string): string {
  if (reason === 'minDate' || reason === 'minTime' || reason === 'disablePast') return 'inputs.date.too_early';
  if (reason === 'maxDate' || reason === 'maxTime' || reason === 'disableFuture') return 'inputs.date.too_late';
  return kind === 'date'
    ? 'inputs.date.invalid'
    : kind === 'time'
      ? 'inputs.date.invalid_time'
      : 'inputs.date.invalid_date_time';
}

/** The value when it is an ISO day (YYYY-MM-DD), else undefined: a date still being typed is not a date yet. */
export const isoDay = (value: unknown): string | undefined =>
  typeof value === 'string' && DAY.test(value) ? value : undefined;
