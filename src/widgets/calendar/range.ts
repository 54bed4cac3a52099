// The dates a calendar view shows, for asking the server for just those events.
import dayjs from 'dayjs';
import { MONTH_CELLS } from './constants';

export type CalendarView = 'month' | 'week' | 'day' | 'agenda';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'agenda'];
/** Days the agenda lists from its date. */
export const AGENDA_DAYS = 30;

/** The first day a week starting on `weekStart` (0 Sunday, 1 Monday) shows around `date`. */
export const startOfWeek = (date: Date, weekStart: 0 | 1): Date => {
  const day = dayjs(date).startOf('day');
  return day.subtract((day.day() - weekStart + 7) % 7, 'day').toDate();
};

/** The first cell of a month grid: the week start on or before the month's first day. */
export const firstMonthCell = (date: Date, weekStart: 0 | 1): Date =>
  startOfWeek(dayjs(date).startOf('month').toDate(), weekStart);

/** The 42 days of a month grid (always six weeks). */
export const monthCells = (date: Date, weekStart: 0 | 1): Date[] => {
  const first = dayjs(firstMonthCell(date, weekStart));
  return Array.from({ length: MONTH_CELLS }, (_, i) => first.add(i, 'day').toDate());
};

/** [start, end) of what `view` shows at `date`. */
export function visibleRange(view: CalendarView, date: Date, weekStart: 0 | 1): { start: Date; end: Date } {
  const day = dayjs(date).startOf('day');
  switch (view) {
    case 'month': {
      const start = dayjs(firstMonthCell(date, weekStart));
      return { start: start.toDate(), end: start.add(MONTH_CELLS, 'day').toDate() };
    }
    case 'week': {
      const start = dayjs(startOfWeek(date, weekStart));
      return { start: start.toDate(), end: start.add(7, 'day').toDate() };
    }
    case 'day':
      return { start: day.toDate(), end: day.add(1, 'day').toDate() };
    case 'agenda':
      return { start: day.toDate(), end: day.add(AGENDA_DAYS, 'day').toDate() };
  }
}

/** The date after moving one step (a view's width) forwards or backwards. */
export function stepDate(view: CalendarView, date: Date, direction: 1 | -1): Date {
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  return dayjs(date)
    .add(direction * (view === 'agenda' ? AGENDA_DAYS : 1), unit)
    .toDate();
}
