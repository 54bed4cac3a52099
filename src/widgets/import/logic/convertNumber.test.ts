import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertNumber } from './convertNumber';

describe('convertNumber', () => {
  it('reads numbers and numeric text', () => {
    expect(convertNumber(42)).toBe(42);
    expect(convertNumber(' 3.5 ')).toBe(3.5);
    expect(convertNumber('-0.25')).toBe(-0.25);
    expect(convertNumber('+7')).toBe(7);
    expect(convertNumber('.5')).toBe(0.5);
    expect(convertNumber('1e3')).toBe(1000);
    expect(convertNumber('1,234,567.89')).toBe(1234567.89);
  });

  it('gives null for anything non-numeric', () => {
    for (const value of [
      'abc',
      '12abc',
      '1,23',
      '--1',
      'NaN',
      'Infinity',
      '',
      '0x10',
      true,
      new Date(),
      NaN,
      Infinity,
      null,
    ]) {
      expect(convertNumber(value)).toBeNull();
    }
  });

  it('round-trips every finite number through its text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(convertNumber(String(n))).toBe(n === 0 ? 0 : n);
        expect(convertNumber(convertNumber(String(n)))).toBe(convertNumber(String(n)));
      }),
    );
  });
});
