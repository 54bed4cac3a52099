import { describe, expect, it } from 'vitest';
import { monthCells, startOfWeek, stepDate, visibleRange } from './range';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('calendar ranges', () => {
  it('starts the week on Sunday or Monday', () => {
    // Wednesday 2026-11-25
    expect(iso(startOfWeek(d(2026, 11, 25), 0))).toBe('2026-11-22');
    expect(iso(startOfWeek(d(2026, 11, 25), 1))).toBe('2026-11-23');
    // a Sunday with a Monday start belongs to the week before
    expect(iso(startOfWeek(d(2026, 11, 22), 1))).toBe('2026-11-16');
  });

  it('always shows 42 days in a month, from the week start on or before the first', () => {
    for (const weekStart of [0, 1] as const) {
      const cells = monthCells(d(2027, 2, 10), weekStart);
      expect(cells).toHaveLength(42);
      expect(cells[0]!.getDay()).toBe(weekStart);
      expect(cells.some((c) => iso(c) === '2027-02-01')).toBe(true);
    }
    expect(iso(monthCells(d(2026, 11, 25), 0)[0]!)).toBe('2026-11-01');
    expect(iso(monthCells(d(2026, 11, 25), 1)[0]!)).toBe('2026-10-26');
  });

  it('gives each view its range and steps by its width', () => {
    expect(visibleRange('week', d(2026, 11, 25), 0)).toEqual({ start: d(2026, 11, 22), end: d(2026, 11, 29) });
    expect(visibleRange('day', d(2026, 11, 25), 0)).toEqual({ start: d(2026, 11, 25), end: d(2026, 11, 26) });
    expect(visibleRange('agenda', d(2026, 11, 25), 0).end).toEqual(d(2026, 12, 25));
    expect(visibleRange('month', d(2026, 11, 25), 0).end).toEqual(d(2026, 12, 13));
    expect(iso(stepDate('month', d(2026, 1, 31), 1))).toBe('2026-02-28');
    expect(iso(stepDate('week', d(2026, 11, 25), -1))).toBe('2026-11-18');
    expect(iso(stepDate('agenda', d(2026, 11, 25), 1))).toBe('2026-12-25');
  });
});
