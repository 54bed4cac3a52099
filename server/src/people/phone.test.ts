import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneSearchDigits } from './phone';

describe('phone normalisation', () => {
  it('reads every format of an Israeli number as the same E.164 number', () => {
    for (const text of [
      '+972-50-123-4567',
      '050-1234567',
      '0501234567',
      '972501234567',
      '00972501234567',
      '+972 (50) 123 4567',
      '501234567',
    ]) {
      expect(normalisePhone(text), text).toEqual({ e164: '+972501234567', searchDigits: '972501234567 0501234567' });
    }
  });

  it('keeps other countries when the number says so, and refuses what is not a valid number', () => {
    expect(normalisePhone('+1 212 555 1234')?.e164).toBe('+12125551234');
    for (const bad of ['12', '0501234', 'hello', '+972 50 123', '1'.repeat(251)])
      expect(normalisePhone(bad), bad).toBeNull();
  });

  it('keeps an extension, in RFC 3966 form, out of the search digits', () => {
    for (const text of ['+97235551234;ext=12', '03-5551234 ext. 12', '03-5551234 x12']) {
      expect(normalisePhone(text), text).toEqual({
        e164: '+97235551234;ext=12',
        searchDigits: '97235551234 035551234',
      });
    }
    expect(normalisePhone('+1 212 555 1234 ext 7')?.e164).toBe('+12125551234;ext=7');
  });

  it('turns phone-like search terms into the digits to look for', () => {
    expect(phoneSearchDigits('050-1234567')).toEqual(['0501234567', '972501234567']);
    expect(phoneSearchDigits('+972501234567')).toEqual(['972501234567']);
    expect(phoneSearchDigits('123 45')).toEqual(['12345']);
    expect(phoneSearchDigits('12')).toEqual([]);
    expect(phoneSearchDigits('dana 050')).toEqual([]);
  });
});
