import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('reads a stored number in international form, its extension kept', () => {
    expect(formatPhone('+972501234567')).toBe('+972 50 123 4567');
    expect(formatPhone('+97235551234;ext=12')).toBe('+972 3 555 1234 ext. 12');
  });

  it('leaves what is not a number as it is', () => {
    expect(formatPhone('call the office')).toBe('call the office');
  });
});
