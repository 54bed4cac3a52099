import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './isoInstant';

describe('isoInstant', () => {
  it('formats like toISOString', () => {
    for (const ms of [
      0,
      -1,
      951782400000,
      1709251199999,
      Date.UTC(1900, 1, 28, 23, 59, 59, 999),
      Date.UTC(2000, 1, 29),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    ]) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
    }
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      }),
    );
  });
});
