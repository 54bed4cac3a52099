import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertBoolean } from './convertBoolean';

describe('convertBoolean', () => {
  it('reads the true and false words in any case', () => {
    for (const value of ['true', 'TRUE', 'Yes', '1', 'on', ' ON ', 'כן']) expect(convertBoolean(value)).toBe(true);
    for (const value of ['false', 'False', 'NO', '0', 'off', 'Off', 'לא']) expect(convertBoolean(value)).toBe(false);
  });

  it('falls back to truthiness', () => {
    expect(convertBoolean('maybe')).toBe(true);
    expect(convertBoolean(0)).toBe(false);
    expect(convertBoolean(2)).toBe(true);
    expect(convertBoolean(true)).toBe(true);
    expect(convertBoolean(false)).toBe(false);
  });

  it('is stable when applied twice', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean()), (value) => {
        expect(convertBoolean(convertBoolean(value))).toBe(convertBoolean(value));
      }),
    );
  });
});
