import { describe, expect, it } from 'vitest';
import { convertInput, toBoolean, toIsoDate, toNumber } from './convertInput';

describe('toNumber', () => {
  it('strips every non-numeric character', () => {
    expect(toNumber('$1,234.50')).toBe(1234.5);
    expect(toNumber('₪ 99')).toBe(99);
    expect(toNumber('15%')).toBe(15);
    expect(toNumber(' -7 ')).toBe(-7);
    expect(toNumber('12 345')).toBe(12345);
  });

  it('gives null for empty text and text without digits', () => {
    expect(toNumber('')).toBeNull();
    expect(toNumber('   ')).toBeNull();
    expect(toNumber('abc')).toBeNull();
    expect(toNumber('-')).toBeNull();
    expect(toNumber(null)).toBeNull();
    expect(toNumber(undefined)).toBeNull();
  });

  it('keeps finite numbers and drops NaN and infinities', () => {
    expect(toNumber(3.25)).toBe(3.25);
    expect(toNumber(0)).toBe(0);
    expect(toNumber(Number.NaN)).toBeNull();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('toBoolean', () => {
  it('accepts true or the text true in any case', () => {
    expect(toBoolean(true)).toBe(true);
    expect(toBoolean('true')).toBe(true);
    expect(toBoolean(' TRUE ')).toBe(true);
  });

  it('takes anything else as false and empty as null', () => {
    expect(toBoolean(false)).toBe(false);
    expect(toBoolean('yes')).toBe(false);
    expect(toBoolean('1')).toBe(false);
    expect(toBoolean('false')).toBe(false);
    expect(toBoolean('')).toBeNull();
    expect(toBoolean(null)).toBeNull();
  });
});

describe('toIsoDate', () => {
  it('turns day-first and ISO text into ISO dates', () => {
    expect(toIsoDate('05.03.24')).toBe('2024-03-05');
    expect(toIsoDate('5.3.2024')).toBe('2024-03-05');
    expect(toIsoDate('05/03/2024')).toBe('2024-03-05');
    expect(toIsoDate('2024-03-05')).toBe('2024-03-05');
    expect(toIsoDate('1 Jan 2024')).toBe('2024-01-01');
  });

  it('keeps a time as a full ISO instant', () => {
    const iso = toIsoDate('05.03.2024 14:30');
    expect(iso).toMatch(/^2024-03-0[45]T\d{2}:30:00\.000Z$/);
    expect(new Date(iso as string).getHours()).toBe(14);
  });

  it('reads spreadsheet serial dates only for whole numbers from 20000 to 50000', () => {
    expect(toIsoDate(45356)).toBe('2024-03-05');
    expect(toIsoDate('45356')).toBe('2024-03-05');
    expect(toIsoDate(19999)).toBe('19999');
    expect(toIsoDate(45356.5)).toBe('45356.5');
  });

  it('keeps what is not a date as typed, and gives null for empty', () => {
    expect(toIsoDate('31.02.2024')).toBe('31.02.2024');
    expect(toIsoDate('12')).toBe('12');
    expect(toIsoDate('soon')).toBe('soon');
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });

  it('takes Date objects', () => {
    expect(toIsoDate(new Date(2024, 2, 5))).toBe('2024-03-05');
    expect(toIsoDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('convertInput', () => {
  it('converts by column format', () => {
    expect(convertInput('1,000', 'number')).toBe(1000);
    expect(convertInput('$20.5', 'currency')).toBe(20.5);
    expect(convertInput('12.5%', 'percentage')).toBe(12.5);
    expect(convertInput('TRUE', 'boolean')).toBe(true);
    expect(convertInput('05.03.24', 'date')).toBe('2024-03-05');
    expect(convertInput(42, 'text')).toBe('42');
    expect(convertInput('https://x/y.png', 'image')).toBe('https://x/y.png');
  });

  it('treats a missing format as text and clears to null', () => {
    expect(convertInput('a')).toBe('a');
    expect(convertInput(null, 'text')).toBeNull();
    expect(convertInput(null, 'number')).toBeNull();
  });
});
