import { describe, expect, it } from 'vitest';
import { isValidNationalId, nationalIdValidator } from './nationalId';

describe('Israeli national id', () => {
  it('accepts ids whose check digit holds, with or without leading zeros', () => {
    expect(isValidNationalId('012345674')).toBe(true);
    expect(isValidNationalId('12345674')).toBe(true);
    expect(isValidNationalId('000000018')).toBe(true);
    expect(isValidNationalId('18')).toBe(true);
  });

  it('reads dashes and spaces away, as the server does', () => {
    expect(isValidNationalId('12345678-2')).toBe(true);
    expect(isValidNationalId(' 1234 5678 2 ')).toBe(true);
    expect(isValidNationalId('012-345-674')).toBe(true);
  });

  it('refuses a wrong check digit, letters, too many digits and all zeros', () => {
    expect(isValidNationalId('012345675')).toBe(false);
    expect(isValidNationalId('01234567a')).toBe(false);
    expect(isValidNationalId('0123456740')).toBe(false);
    expect(isValidNationalId('000000000')).toBe(false);
  });

  it('lets an empty id through (it is optional)', () => {
    expect(nationalIdValidator('')).toBeUndefined();
    expect(nationalIdValidator(null)).toBeUndefined();
    expect(nationalIdValidator('123')).toBe('resources.customers.validation.national_id');
  });
});
