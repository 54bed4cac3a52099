// The calendar's numbers.
export const HOUR_HEIGHT = 60;
export const MIN_EVENT_HEIGHT = 30;
export const NOW_LINE_REFRESH_MS = 60_000;
export const DRAG_SNAP_MINUTES = 5;
export const MONTH_CELLS = 42;
export const PHONE_WIDTH = 768;
export const POPOVER_WIDTH = 400;
export const POPOVER_HEIGHT = 150;
export const AGENDA_EVENT_MAX_HEIGHT = 200;
export const DAY_MS = 864e5;
export const DEFAULT_WEEK_START = 0;
export const DOUBLE_TAP_MS = 300;
export const TAP_MOVE_PX = 10;
export const POPOVER_TAP_PX = 20;
/** The hours a week or day view shows, as staff choose them: the whole day, working hours, or evenings past midnight. */
export const DAY_HOURS = {
  all: { start: 0, end: 2400 },
  working: { start: 800, end: 2000 },
  evening: { start: 1600, end: 200 },
} as const;
export type DayHours = keyof typeof DAY_HOURS;
/** The choice of DAY_HOURS these hours are, if any. */
export const dayHoursOf = ({ start, end }: { start: number; end: number }): DayHours | undefined =>
  (Object.keys(DAY_HOURS) as DayHours[]).find(
    (hours) => DAY_HOURS[hours].start === start && DAY_HOURS[hours].end === end,
  );
