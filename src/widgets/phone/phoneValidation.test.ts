import { describe, expect, it } from 'vitest';
import { checkPhone, PHONE_LIMITS, splitExtension } from './phoneValidation';

const problem = (...args: Parameters<typeof checkPhone>) => {
  const check = checkPhone(...args);
  return check.valid ? 'valid' : check.problem;
};

describe('checkPhone', () => {
  it('accepts a national number of the selected country', () => {
    const check = checkPhone('050-123-4567', 'IL');
    expect(check.valid && check.number.number).toBe('+972501234567');
  });

  it('accepts an international number whatever the selected country', () => {
    expect(problem('+44 7400 123456', 'IL')).toBe('valid');
    expect(problem('+1 (212) 555-0123')).toBe('valid');
  });

  it('checks a national number against the selected country', () => {
    expect(problem('050-123-4567', 'IL')).toBe('valid');
    expect(problem('050-123-4567', 'GB')).toBe('INVALID_NUMBER');
  });

  it('reports the parser kinds', () => {
    expect(problem('abc', 'IL')).toBe('NOT_A_NUMBER');
    expect(problem('050 abc 4567', 'IL')).toBe('NOT_A_NUMBER');
    expect(problem('050-123-4567')).toBe('INVALID_COUNTRY');
    expect(problem('+999 1234567')).toBe('INVALID_COUNTRY');
    expect(problem('+9725')).toBe('TOO_SHORT');
    expect(problem(`+972${'5'.repeat(18)}`)).toBe('TOO_LONG');
  });

  it('refuses a number that parses but is not a real one', () => {
    expect(problem('+972 50 123', 'IL')).toBe('INVALID_NUMBER');
  });

  it('bounds the national part to 2..17 digits', () => {
    expect(PHONE_LIMITS).toMatchObject({ minNationalDigits: 2, maxNationalDigits: 17 });
    expect(problem('+9725')).toBe('TOO_SHORT'); // 1 digit
    expect(problem('+97250')).toBe('INVALID_NUMBER'); // 2 digits: long enough, not a number
    expect(problem(`+972${'1'.repeat(17)}`)).toBe('INVALID_NUMBER'); // 17 digits: not too long
    expect(problem(`+972${'1'.repeat(18)}`)).toBe('TOO_LONG');
  });

  it('bounds the typed text to 250 characters', () => {
    const number = '+972 50 123 4567';
    expect(problem(number.padEnd(250, ' '))).toBe('valid');
    expect(problem(number.padEnd(251, ' '))).toBe('TOO_LONG');
  });

  it('accepts an extension of up to 20 digits', () => {
    const twenty = '1'.repeat(20);
    const check = checkPhone(`+972 50 123 4567 ext. ${twenty}`);
    expect(check.valid && check.number.ext).toBe(twenty);
    expect(problem(`+972 50 123 4567 ext. ${twenty}1`)).toBe('TOO_LONG');
    expect(problem('+972501234567;ext=12')).toBe('valid');
  });

  it('refuses a dial code outside the offered countries', () => {
    const israelOnly = new Set(['972']);
    expect(problem('+972 50 123 4567', undefined, israelOnly)).toBe('valid');
    expect(problem('+44 7400 123456', undefined, israelOnly)).toBe('INVALID_COUNTRY');
  });
});

describe('splitExtension', () => {
  it.each([
    ['+972 50 123 4567 ext. 12', '12'],
    ['+972 50 123 4567 x 12', '12'],
    ['+972 50 123 4567#12', '12'],
    ['+972501234567;ext=12', '12'],
  ])('finds the extension of %s', (text, extension) => {
    expect(splitExtension(text).extension).toBe(extension);
  });

  it('finds none in a plain number', () => {
    expect(splitExtension('+972 50 123 4567')).toEqual({ main: '+972 50 123 4567' });
  });
});
