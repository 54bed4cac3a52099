// The date ranges Home offers (today, 7 days, 30 days, this month, this year) and the change between two figures.
import dayjs from 'dayjs';

export const PRESETS = ['today', '7d', '30d', 'month', 'year'] as const;
export type Preset = (typeof PRESETS)[number];

export interface DayRange {
  start_date: string;
  end_date: string;
}

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** The days a preset covers, ending today (both ends included). */
export function presetRange(preset: Preset, today = dayjs()): DayRange {
  switch (preset) {
    case 'today':
      return { start_date: day(today), end_date: day(today) };
    case '7d':
      return { start_date: day(today.subtract(6, 'day')), end_date: day(today) };
    case '30d':
      return { start_date: day(today.subtract(29, 'day')), end_date: day(today) };
    case 'month':
      return { start_date: day(today.startOf('month')), end_date: day(today) };
    case 'year':
      return { start_date: day(today.startOf('year')), end_date: day(today) };
  }
}

/** The preset a range matches, if any. */
export const presetOf = (range: DayRange, today = dayjs()): Preset | null =>
  PRESETS.find((p) => {
    const r = presetRange(p, today);
    return r.start_date === range.start_date && r.end_date === range.end_date;
  }) ?? null;

/** A range read from the address, when whole and in order (else null). */
export function parseRange(start: string | null, end: string | null): DayRange | null {
  const valid = (s: string | null): s is string => Boolean(s && /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs(s).isValid());
  if (!valid(start) || !valid(end) || start > end) return null;
  return { start_date: start, end_date: end };
}

/** Percent change from `before` to `now`, one decimal; null when there was nothing before. */
export function change(now: number, before: number): number | null {
  if (!before) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}
