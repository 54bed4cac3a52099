// The calendar's helpers: time points, day modes, clicks on the grid, event times in form
// use ('YYYY-MM-DD HH:mm' timed, 'YYYY-MM-DD' full-day). Each refusal throws a CalendarError whose message is the
// English text fixed for it; the admin shows `key` translated (calendar.errors.*).
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import messages from '../../i18n/en/calendar';
import { DAY_MS } from './constants';

dayjs.extend(customParseFormat);

export type CalendarErrorKey = keyof typeof messages.calendar.errors;

export class CalendarError extends Error {
  constructor(readonly key: CalendarErrorKey) {
    super(messages.calendar.errors[key]);
    this.name = 'CalendarError';
  }
}

/** Two digits of an hour or a minute (0 to 60). */
export function twoDigits(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 60) throw new CalendarError('invalid_number');
  return String(value).padStart(2, '0');
}

/** 'HH:mm' of an hour (0 to 23) and a minute (0 to 59). */
export function timeOfDay(hour: number, minute = 0): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new CalendarError('invalid_hour');
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new CalendarError('invalid_number');
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** A time point (HHmm as a number, 0 to 2400: 1330 is 13:30) in minutes since midnight. */
export function pointToMinutes(point: number): number {
  const hours = Math.floor(point / 100);
  const minutes = point % 100;
  if (!Number.isInteger(point) || point < 0 || point > 2400 || minutes > 59)
    throw new CalendarError('invalid_time_points');
  return hours * 60 + minutes;
}

export type DayMode = 'regular' | 'shortened' | 'flexible';
export interface DayBoundaries {
  /** Whole hours as time points: 0 to 2400. */
  start: number;
  end: number;
}

/** Regular (0 to 2400), shortened (a part of the day), or flexible (the end at or before the start: past midnight). */
export function dayModeOf({ start, end }: DayBoundaries): DayMode {
  for (const point of [start, end])
    if (!Number.isInteger(point) || point < 0 || point > 2400 || point % 100 !== 0)
      throw new CalendarError('invalid_day_boundary');
  if (start === 0 && end === 2400) return 'regular';
  return end <= start ? 'flexible' : 'shortened';
}

/** Hours the grid shows for the boundaries: 24 in regular mode, the span otherwise (a flexible day wraps midnight). */
export function hoursShown(boundaries: DayBoundaries): number {
  const mode = dayModeOf(boundaries);
  if (mode === 'regular') return 24;
  const span = (boundaries.end - boundaries.start) / 100;
  return mode === 'flexible' ? span + 24 : span;
}

/**
 * The time grid of a day mode, in minutes: where it starts after midnight and how long it runs. A flexible day runs
 * on past midnight into the next day (18:00 to 02:00 is 8 hours from 18:00).
 */
export function gridWindow(boundaries: DayBoundaries): { offset: number; length: number } {
  const mode = dayModeOf(boundaries);
  return mode === 'regular'
    ? { offset: 0, length: 24 * 60 }
    : { offset: pointToMinutes(boundaries.start), length: hoursShown(boundaries) * 60 };
}

/** Minutes since the day's start at a click `clickOffsetY` px down a grid `weekHeight` px high, snapped to `snap`. */
export function minutesAtOffset(
  clickOffsetY: number,
  weekHeight: number,
  boundaries: DayBoundaries = { start: 0, end: 2400 },
  snap = 5,
): number {
  if (weekHeight < 0) throw new CalendarError('negative_height');
  if (clickOffsetY < 0) throw new CalendarError('negative_offset');
  const total = hoursShown(boundaries) * 60;
  if (weekHeight === 0) return pointToMinutes(boundaries.start);
  const within = Math.min(total, Math.floor(((clickOffsetY / weekHeight) * total) / snap) * snap);
  return (pointToMinutes(boundaries.start) + within) % (24 * 60);
}

const TIMED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const FULL_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface EventTime {
  start: string;
  end: string;
}

/** Reads an event's time in form use: both timed or both full-day, real dates; otherwise 'Event has invalid type'. */
export function parseEventTime(time: EventTime): { start: Date; end: Date; allDay: boolean } {
  const allDay = FULL_DAY.test(time.start) && FULL_DAY.test(time.end);
  const timed = TIMED.test(time.start) && TIMED.test(time.end);
  if (!allDay && !timed) throw new CalendarError('invalid_event');
  const format = allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
  const [start, end] = [time.start, time.end].map((text) => dayjs(text, format));
  if (!start.isValid() || !end.isValid() || start.format(format) !== time.start || end.format(format) !== time.end)
    throw new CalendarError('invalid_event');
  // a full-day event's end day is included: it ends at the next midnight
  return { start: start.toDate(), end: allDay ? new Date(end.toDate().getTime() + DAY_MS) : end.toDate(), allDay };
}

/** An event's time in form use from two moments, earlier first (a drag upwards or backwards gives them reversed). */
export function eventTimeOf(a: Date, b: Date, allDay = false): EventTime {
  const [start, end] = a.getTime() <= b.getTime() ? [a, b] : [b, a];
  if (allDay) {
    // the grid's selection ends at the next midnight: the last day is the one before
    const last =
      end.getTime() > start.getTime() && dayjs(end).format('HH:mm') === '00:00'
        ? new Date(end.getTime() - DAY_MS)
        : end;
    return { start: dayjs(start).format('YYYY-MM-DD'), end: dayjs(last).format('YYYY-MM-DD') };
  }
  return { start: dayjs(start).format('YYYY-MM-DD HH:mm'), end: dayjs(end).format('YYYY-MM-DD HH:mm') };
}
