// The calendar's year grid: 18 years at a time, the first 10 before the year it opens on, and its arrows
// move 21 years. Outside the page the picker's own limits (min, max) still hold.
import dayjs, { type Dayjs } from 'dayjs';

export const YEARS_SHOWN = 18;
export const YEARS_BEFORE = 10;
export const YEARS_PER_PAGE_MOVE = 21;

/** The first year of the page the grid opens on: 10 before the chosen value's year, or before this year. */
export const firstYearFor = (value: Dayjs | null, today: Dayjs = dayjs()): number =>
  (value?.isValid() ? value.year() : today.year()) - YEARS_BEFORE;

/** The picker's limits while the year grid shows the page from `first`: the page, within the picker's own limits. */
export function pageLimits(
  first: number,
  low: Dayjs | undefined,
  high: Dayjs | undefined,
): { low: Dayjs; high: Dayjs } {
  const start = dayjs(new Date(first, 0, 1));
  const end = dayjs(new Date(first + YEARS_SHOWN - 1, 11, 31, 23, 59, 59));
  return { low: low && low.isAfter(start) ? low : start, high: high && high.isBefore(end) ? high : end };
}

/** Whether there are years to page to before and after the page from `first`, within the picker's limits. */
export const canPage = (first: number, low: Dayjs | undefined, high: Dayjs | undefined) => ({
  back: !low || low.year() < first,
  forward: !high || high.year() > first + YEARS_SHOWN - 1,
});
