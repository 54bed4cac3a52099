import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, inRange, maskDayMonthYear, monthGrid, monthInRange, nextView, parseDayMonthYear, yearInRange } from './dateText';

describe('date input rules (SPEC section 5)', () => {
  it('takes day.month.year only when it is a real calendar date', () => {
    expect(parseDayMonthYear('31.12.2024')).toBe('2024-12-31');
    expect(parseDayMonthYear('1.2.2024')).toBe('2024-02-01');
    expect(parseDayMonthYear('29.02.2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('29.02.2023')).toBeNull();
    expect(parseDayMonthYear('31.04.2024')).toBeNull();
    expect(parseDayMonthYear('00.01.2024')).toBeNull();
    expect(parseDayMonthYear('12.13.2024')).toBeNull();
    expect(parseDayMonthYear('2024-01-01')).toBeNull();
    expect(parseDayMonthYear('1.1.24')).toBeNull();
    expect(parseDayMonthYear('05/06/2024')).toBe('2024-06-05');
    expect(formatDayMonthYear('2024-06-05')).toBe('05.06.2024');
    expect(formatDayMonthYear('nope')).toBe('');
  });
  it('keeps digits and dots as typed, dotting after a two-digit day and month', () => {
    expect(maskDayMonthYear('05062024')).toBe('05.06.2024');
    expect(maskDayMonthYear('5.6.2024x')).toBe('5.6.2024');
    expect(maskDayMonthYear('05/06')).toBe('05.06');
    expect(maskDayMonthYear('050')).toBe('05.0');
  });
  it('refuses dates outside min and max, and disables months and years wholly outside', () => {
    expect(inRange('2024-05-05', '2024-05-01', '2024-05-31')).toBe(true);
    expect(inRange('2024-04-30', '2024-05-01')).toBe(false);
    expect(inRange('2024-06-01', undefined, '2024-05-31')).toBe(false);
    expect(monthInRange(2024, 4, '2024-04-30')).toBe(true);
    expect(monthInRange(2024, 3, '2024-04-30')).toBe(false);
    expect(yearInRange(2023, '2024-01-01')).toBe(false);
    expect(yearInRange(2025, undefined, '2025-01-01')).toBe(true);
  });
  it('cycles the picker view day, month, year and back', () => {
    expect(nextView('day')).toBe('month');
    expect(nextView('month')).toBe('year');
    expect(nextView('year')).toBe('day');
  });
  it('lays a month out in weeks from Sunday', () => {
    const june = monthGrid(2024, 6); // 1 June 2024 was a Saturday
    expect(june[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(june.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid(2024, 2).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2023, 2).flat().filter(Boolean)).toHaveLength(28);
  });
});
