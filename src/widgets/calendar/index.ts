// The calendar widget for any screen: `<LazyCalendar ...>` (loaded on first use) and its types and helpers.
import { lazyWithReload } from '../../lib/lazyWithReload';

export const LazyCalendar = lazyWithReload(() => import('./Calendar'));
export type { BackgroundDay, CalendarEvent, CalendarProps } from './types';
export { CALENDAR_VIEWS, visibleRange, type CalendarView } from './range';
export { CalendarError, eventTimeOf, parseEventTime, type EventTime } from './time';
export { useWeekStart } from './useWeekStart';
export { useDayHours } from './useDayHours';
export { DAY_HOURS, dayHoursOf, type DayHours } from './constants';
export { HOLIDAYS, holidayOn, holidaysBetween, type Holiday } from './holidays';
