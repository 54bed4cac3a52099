import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATA_TYPES } from '../types';
import { convertValue } from './convertValue';

describe('convertValue', () => {
  it('gives null for empty values whatever the type', () => {
    for (const type of DATA_TYPES) {
      expect(convertValue(null, type)).toBeNull();
      expect(convertValue('  ', type)).toBeNull();
      expect(convertValue(undefined, type)).toBeNull();
    }
  });

  it('converts to text', () => {
    expect(convertValue('  hello ', 'string')).toBe('hello');
    expect(convertValue(12.5, 'string')).toBe('12.5');
    expect(convertValue(true, 'string')).toBe('true');
    expect(convertValue(new Date(Date.UTC(2024, 0, 15)), 'string')).toBe('2024-01-15');
    expect(convertValue(new Date(Date.UTC(2024, 0, 15, 9, 5)), 'string')).toBe('2024-01-15 09:05:00');
  });

  it('dispatches to each conversion', () => {
    expect(convertValue('12', 'number')).toBe(12);
    expect(convertValue('abc', 'number')).toBeNull();
    expect(convertValue('Yes', 'boolean')).toBe(true);
    expect(convertValue('15/01/2024', 'date')).toBe('2024-01-15');
    expect(convertValue('2024-01-15T10:00:00Z', 'datetime')).toBe('2024-01-15T10:00:00.000Z');
  });

  it('is idempotent for every type (the preview re-converts edited cells)', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: 19000, max: 51000 }),
      fc.boolean(),
      fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
      fc.constantFrom('15/01/2024', '1 Jan 2024', '2024-02-29 10:00', 'yes', 'off', '1,234.5'),
    );
    fc.assert(
      fc.property(cell, fc.constantFrom(...DATA_TYPES), (value, type) => {
        const once = convertValue(value, type);
        expect(convertValue(once, type)).toEqual(once);
      }),
    );
  });
});
