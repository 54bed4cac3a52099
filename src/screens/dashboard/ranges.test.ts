import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { change, parseRange, presetOf, presetRange } from './ranges';

const today = dayjs('2026-11-25');

describe('dashboard ranges', () => {
  it('covers the preset days ending today', () => {
    expect(presetRange('today', today)).toEqual({ start_date: '2026-11-25', end_date: '2026-11-25' });
    expect(presetRange('7d', today)).toEqual({ start_date: '2026-11-19', end_date: '2026-11-25' });
    expect(presetRange('30d', today)).toEqual({ start_date: '2026-10-27', end_date: '2026-11-25' });
    expect(presetRange('month', today)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-25' });
    expect(presetRange('year', today)).toEqual({ start_date: '2026-01-01', end_date: '2026-11-25' });
  });

  it('knows which preset a range is', () => {
    expect(presetOf({ start_date: '2026-11-19', end_date: '2026-11-25' }, today)).toBe('7d');
    expect(presetOf({ start_date: '2026-11-18', end_date: '2026-11-25' }, today)).toBeNull();
  });

  it('reads a range from the address only when whole and in order', () => {
    expect(parseRange('2026-01-01', '2026-02-01')).toEqual({ start_date: '2026-01-01', end_date: '2026-02-01' });
    expect(parseRange('2026-02-01', '2026-01-01')).toBeNull();
    expect(parseRange('2026-13-01', '2026-12-01')).toBeNull();
    expect(parseRange(null, '2026-01-01')).toBeNull();
  });

  it('gives the change in percent, none without a previous figure', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(50, 100)).toBe(-50);
    expect(change(1, 3)).toBe(-66.7);
    expect(change(10, 0)).toBeNull();
  });
});
