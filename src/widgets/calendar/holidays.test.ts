import { describe, expect, it } from 'vitest';
import { holidayOn, holidaysBetween } from './holidays';

describe('Israeli holidays', () => {
  it('finds the holidays of 5787 on their dates', () => {
    expect(holidayOn('2026-09-12')).toBe('rosh_hashana');
    expect(holidayOn('2026-09-13')).toBe('rosh_hashana');
    expect(holidayOn('2026-09-21')).toBe('yom_kippur');
    expect(holidayOn('2026-10-03')).toBe('simchat_torah');
    expect(holidayOn('2026-12-05')).toBe('hanukkah');
    // a leap year: Purim in Adar II
    expect(holidayOn('2027-03-23')).toBe('purim');
    expect(holidayOn('2027-04-22')).toBe('pesach');
    expect(holidayOn('2027-06-11')).toBe('shavuot');
    expect(holidayOn('2026-11-25')).toBeUndefined();
  });

  it("moves Independence Day off Friday, Saturday and Monday, and Tisha B'Av off Saturday", () => {
    // 5 Iyar 5786 is Wednesday 2026-04-22: kept
    expect(holidayOn('2026-04-22')).toBe('yom_haatzmaut');
    // 5 Iyar 5787 is Wednesday 2027-05-12: kept
    expect(holidayOn('2027-05-12')).toBe('yom_haatzmaut');
    // 5 Iyar 5784 was Monday 2024-05-13: held on Tuesday the 14th
    expect(holidayOn('2024-05-13')).toBeUndefined();
    expect(holidayOn('2024-05-14')).toBe('yom_haatzmaut');
    // 5 Iyar 5785 was Saturday 2025-05-03: held on Thursday 2025-05-01
    expect(holidayOn('2025-05-01')).toBe('yom_haatzmaut');
    expect(holidayOn('2025-05-03')).toBeUndefined();
    // 9 Av 5785 was Saturday 2025-08-02: the fast on Sunday
    expect(holidayOn('2025-08-02')).toBeUndefined();
    expect(holidayOn('2025-08-03')).toBe('tisha_bav');
  });

  it('lists the holidays in a range', () => {
    expect(holidaysBetween(new Date(2026, 8, 10), new Date(2026, 8, 25))).toEqual([
      { date: '2026-09-12', holiday: 'rosh_hashana' },
      { date: '2026-09-13', holiday: 'rosh_hashana' },
      { date: '2026-09-21', holiday: 'yom_kippur' },
    ]);
  });
});
