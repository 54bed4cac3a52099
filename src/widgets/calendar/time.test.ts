import { describe, expect, it } from 'vitest';
import {
  CalendarError,
  dayModeOf,
  eventTimeOf,
  gridWindow,
  hoursShown,
  minutesAtOffset,
  parseEventTime,
  pointToMinutes,
  timeOfDay,
  twoDigits,
} from './time';
import { isDoubleTap, isPopoverClick } from './touch';

const refused = (fn: () => unknown, message: string) => {
  expect(fn).toThrow(CalendarError);
  expect(fn).toThrow(message);
};

describe('calendar helpers', () => {
  it('writes hours and minutes with two digits and refuses what is not one', () => {
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(60)).toBe('60');
    for (const bad of [-1, 61, 1.5, Number.NaN])
      refused(() => twoDigits(bad), 'Invalid number. This is not a valid hour or minute');
    expect(timeOfDay(9, 5)).toBe('09:05');
    expect(timeOfDay(23, 59)).toBe('23:59');
    refused(() => timeOfDay(24), 'Invalid hour');
    refused(() => timeOfDay(-1), 'Invalid hour');
    refused(() => timeOfDay(10, 60), 'Invalid number. This is not a valid hour or minute');
  });

  it('reads time points and refuses minutes over 59 or points outside the day', () => {
    expect(pointToMinutes(0)).toBe(0);
    expect(pointToMinutes(1330)).toBe(810);
    expect(pointToMinutes(2400)).toBe(1440);
    for (const bad of [1360, 2401, -100, 12.5]) refused(() => pointToMinutes(bad), 'Invalid time points');
  });

  it('tells the day modes apart and accepts only whole hours from 0 to 24 as boundaries', () => {
    expect(dayModeOf({ start: 0, end: 2400 })).toBe('regular');
    expect(dayModeOf({ start: 800, end: 1800 })).toBe('shortened');
    expect(dayModeOf({ start: 1800, end: 200 })).toBe('flexible');
    expect(dayModeOf({ start: 900, end: 900 })).toBe('flexible');
    expect(hoursShown({ start: 800, end: 1800 })).toBe(10);
    expect(hoursShown({ start: 1800, end: 200 })).toBe(8);
    for (const bad of [
      { start: 830, end: 1800 },
      { start: 0, end: 2500 },
      { start: -100, end: 1000 },
    ])
      refused(() => dayModeOf(bad), 'Invalid day boundary');
  });

  it('gives the grid its window: the whole day, a part of it, or an evening running on past midnight', () => {
    expect(gridWindow({ start: 0, end: 2400 })).toEqual({ offset: 0, length: 1440 });
    expect(gridWindow({ start: 800, end: 2000 })).toEqual({ offset: 480, length: 720 });
    expect(gridWindow({ start: 1600, end: 200 })).toEqual({ offset: 960, length: 600 });
    expect(gridWindow({ start: 900, end: 900 })).toEqual({ offset: 540, length: 1440 });
    refused(() => gridWindow({ start: 1630, end: 200 }), 'Invalid day boundary');
  });

  it('finds the time under a click on the grid, snapped to 5 minutes, and refuses negative sizes', () => {
    expect(minutesAtOffset(0, 1440)).toBe(0);
    expect(minutesAtOffset(603, 1440)).toBe(600);
    expect(minutesAtOffset(2000, 1440)).toBe(0);
    expect(minutesAtOffset(60, 600, { start: 800, end: 1800 })).toBe(8 * 60 + 60);
    // flexible: past midnight wraps round
    expect(minutesAtOffset(480, 480, { start: 1800, end: 200 })).toBe(2 * 60);
    refused(() => minutesAtOffset(10, -1), 'weekHeight cannot be a negative number');
    refused(() => minutesAtOffset(-1, 100), 'clickOffsetY cannot be a negative number');
  });

  it('reads timed and full-day events in form use and refuses anything else', () => {
    const timed = parseEventTime({ start: '2026-12-03 19:00', end: '2026-12-03 21:30' });
    expect(timed.allDay).toBe(false);
    expect(timed.end.getTime() - timed.start.getTime()).toBe(150 * 60_000);
    const day = parseEventTime({ start: '2026-12-03', end: '2026-12-04' });
    expect(day).toMatchObject({ allDay: true });
    expect(day.end.getTime() - day.start.getTime()).toBe(2 * 864e5);
    for (const bad of [
      { start: '2026-12-03 19:00', end: '2026-12-04' },
      { start: '2026-02-30', end: '2026-02-30' },
      { start: '03.12.2026', end: '03.12.2026' },
      { start: '2026-12-03 25:00', end: '2026-12-03 26:00' },
      { start: '', end: '' },
    ])
      refused(() => parseEventTime(bad), 'Event has invalid type');
  });

  it('orders a backwards drag and writes full days with the last day included', () => {
    const a = new Date(2026, 11, 3, 21, 0);
    const b = new Date(2026, 11, 3, 19, 0);
    expect(eventTimeOf(a, b)).toEqual({ start: '2026-12-03 19:00', end: '2026-12-03 21:00' });
    expect(eventTimeOf(new Date(2026, 11, 3), new Date(2026, 11, 5), true)).toEqual({
      start: '2026-12-03',
      end: '2026-12-04',
    });
    expect(eventTimeOf(new Date(2026, 11, 3), new Date(2026, 11, 3), true)).toEqual({
      start: '2026-12-03',
      end: '2026-12-03',
    });
  });

  it('counts a double tap within 300 ms and under 10 px, and a popover tap under 20 px as a click', () => {
    expect(isDoubleTap(null, { time: 0, x: 0, y: 0 })).toBe(false);
    expect(isDoubleTap({ time: 0, x: 0, y: 0 }, { time: 300, x: 5, y: 5 })).toBe(true);
    expect(isDoubleTap({ time: 0, x: 0, y: 0 }, { time: 301, x: 0, y: 0 })).toBe(false);
    expect(isDoubleTap({ time: 0, x: 0, y: 0 }, { time: 100, x: 10, y: 0 })).toBe(false);
    expect(isPopoverClick({ time: 0, x: 0, y: 0 }, { time: 50, x: 19, y: 0 })).toBe(true);
    expect(isPopoverClick({ time: 0, x: 0, y: 0 }, { time: 50, x: 20, y: 0 })).toBe(false);
  });
});
