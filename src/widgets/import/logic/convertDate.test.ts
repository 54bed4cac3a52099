import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertDate, convertDateTime, serialToWall } from './convertDate';

const local = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, m - 1, d, h, mi, s).toISOString();

describe('convertDate', () => {
  it('reads the listed text formats', () => {
    expect(convertDate('2024-01-15')).toBe('2024-01-15');
    expect(convertDate('15/01/2024')).toBe('2024-01-15');
    expect(convertDate('15.01.2024')).toBe('2024-01-15');
    expect(convertDate('5.1.2024')).toBe('2024-01-05');
    expect(convertDate('1 Jan 2024')).toBe('2024-01-01');
    expect(convertDate('1 January 2024')).toBe('2024-01-01');
    expect(convertDate(' 28 feb 2023 ')).toBe('2023-02-28');
  });

  it('reads spreadsheet serial numbers only for integers from 20000 to 50000', () => {
    expect(convertDate(45306)).toBe('2024-01-15');
    expect(convertDate('45306')).toBe('2024-01-15');
    expect(convertDate(20000)).toBe('1954-10-03');
    expect(convertDate(50000)).toBe('2036-11-21');
    expect(convertDate(19999)).toBeNull();
    expect(convertDate(50001)).toBeNull();
    expect(convertDate(45306.5)).toBeNull();
    expect(convertDate('12')).toBeNull();
    expect(serialToWall(30000.25)).toBeNull();
  });

  it('reads Date objects by their UTC fields (the spreadsheet wall clock)', () => {
    expect(convertDate(new Date(Date.UTC(2024, 0, 15)))).toBe('2024-01-15');
    expect(convertDate(new Date(Date.UTC(2024, 0, 15, 23, 30)))).toBe('2024-01-15');
    expect(convertDate(new Date(NaN))).toBeNull();
    expect(convertDateTime(new Date(Date.UTC(2022, 5, 30, 17, 44, 59, 999)))).toBe(local(2022, 6, 30, 17, 45));
  });

  it('falls back to what the runtime parses', () => {
    expect(convertDate('January 15, 2024')).toBe('2024-01-15');
    expect(convertDate('Mon Jan 15 2024')).toBe('2024-01-15');
  });

  it('reads the fixed-width spellings like the patterns do', () => {
    expect(convertDate('05/01/2024')).toBe('2024-01-05');
    expect(convertDate('05.01.2024')).toBe('2024-01-05');
    expect(convertDate('2024-01-05 10:00')).toBe('2024-01-05');
    expect(convertDate('05/01/2024 10:00:30')).toBe('2024-01-05');
    expect(convertDateTime('2024-01-05T10:00:30')).toBe(local(2024, 1, 5, 10, 0, 30));
    for (const bad of ['2024-1a-05', '29/02/2023', '05/01/2024 24:00', '05/01/2024 10:60', '2024-01-05 1x:00']) {
      expect(convertDateTime(bad), bad).toBeNull();
    }
  });

  it('gives null for impossible or unreadable dates', () => {
    for (const value of ['31/02/2024', '2024-13-01', '32.01.2024', '1 Foo 2024', 'not a date', '', true, null]) {
      expect(convertDate(value)).toBeNull();
    }
  });

  it('is stable when applied to its own output', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
        (date) => {
          const once = convertDate(date);
          expect(once).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(convertDate(once)).toBe(once);
          const [y, m, d] = once!.split('-');
          expect(convertDate(`${d}/${m}/${y}`)).toBe(once);
          expect(convertDate(`${d}.${m}.${y}`)).toBe(once);
        },
      ),
    );
  });
});

describe('convertDateTime', () => {
  it('reads times after the listed date formats in local time', () => {
    expect(convertDateTime('2024-01-15 10:30')).toBe(local(2024, 1, 15, 10, 30));
    expect(convertDateTime('2024-01-15T10:30:45')).toBe(local(2024, 1, 15, 10, 30, 45));
    expect(convertDateTime('15/01/2024 08:05')).toBe(local(2024, 1, 15, 8, 5));
    expect(convertDateTime('15.01.2024 23:59:59')).toBe(local(2024, 1, 15, 23, 59, 59));
    expect(convertDateTime('1 Jan 2024 12:00')).toBe(local(2024, 1, 1, 12));
    expect(convertDateTime('2024-01-15')).toBe(local(2024, 1, 15));
  });

  it('keeps explicit time zones', () => {
    expect(convertDateTime('2024-01-15T10:30:00Z')).toBe('2024-01-15T10:30:00.000Z');
    expect(convertDateTime('2024-01-15T10:30:00+02:00')).toBe('2024-01-15T08:30:00.000Z');
    expect(convertDateTime('2024-01-15T10:30:00.123Z')).toBe('2024-01-15T10:30:00.123Z');
  });

  it('reads serial numbers and Date objects', () => {
    expect(convertDateTime(45306)).toBe(local(2024, 1, 15));
    expect(convertDateTime(new Date(Date.UTC(2024, 0, 15, 12, 0)))).toBe(local(2024, 1, 15, 12));
  });

  it('reads wall-clock times in the local zone exactly as the Date constructor does, across DST changes', () => {
    fc.assert(
      fc.property(
        fc.record({
          y: fc.integer({ min: 1954, max: 2100 }),
          m: fc.integer({ min: 1, max: 12 }),
          d: fc.integer({ min: 1, max: 28 }),
          h: fc.integer({ min: 0, max: 23 }),
          mi: fc.integer({ min: 0, max: 59 }),
        }),
        ({ y, m, d, h, mi }) => {
          const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} ${h}:${String(mi).padStart(2, '0')}`;
          expect(convertDateTime(text)).toBe(local(y, m, d, h, mi));
        },
      ),
    );
    for (const text of ['2024-03-10 02:30', '2024-11-03 01:30', '2024-03-29 02:30', '2024-10-27 01:30']) {
      const [date, time] = text.split(' ');
      const [y, m, d] = date.split('-').map(Number);
      const [h, mi] = time.split(':').map(Number);
      expect(convertDateTime(text)).toBe(local(y, m, d, h, mi));
    }
  });

  it('gives null for impossible times', () => {
    expect(convertDateTime('2024-01-15 25:00')).toBeNull();
    expect(convertDateTime('2024-01-15 10:60')).toBeNull();
  });

  it('is stable when applied to its own output', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
        (date) => {
          const once = convertDateTime(date);
          expect(convertDateTime(once)).toBe(once);
        },
      ),
    );
  });
});
