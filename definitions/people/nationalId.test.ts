import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit, normaliseNationalId, padNationalId, withCheckDigit } from './nationalId';

describe('Israeli national id', () => {
  it('accepts ids with a valid check digit, padded to 9 digits', () => {
    expect(normaliseNationalId('000000018')).toBe('000000018');
    expect(normaliseNationalId('18')).toBe('000000018');
    expect(normaliseNationalId(' 12345678-2 ')).toBe('123456782');
    expect(normaliseNationalId('039337423')).toBe('039337423');
  });

  it('refuses a wrong check digit, letters, more than 9 digits and all zeros', () => {
    for (const bad of ['123456789', '000000019', '12a456782', '1234567820', '', '000000000'])
      expect(normaliseNationalId(bad), bad).toBeNull();
  });

  it('pads without checking and makes valid ids from 8 digits', () => {
    expect(padNationalId('123')).toBe('000000123');
    expect(padNationalId('x')).toBeNull();
    for (const eight of ['00000001', '12345678', '98765432']) {
      const id = withCheckDigit(eight);
      expect(id.slice(0, 8)).toBe(eight);
      expect(hasValidCheckDigit(id)).toBe(true);
    }
  });
});
