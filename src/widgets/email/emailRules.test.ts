import { describe, expect, it } from 'vitest';
import { emailDomain, isEmailFormatValid, normaliseEmail } from './emailRules';

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Dana.Levi@Example.CO.IL ')).toBe('dana.levi@example.co.il');
  });
});

describe('isEmailFormatValid', () => {
  it.each(['dana@example.com', 'dana.levi+tag@mail.example.co.il', "o'brien@example.ie", 'a_b-c@x-y.io'])(
    'accepts %s',
    (address) => {
      expect(isEmailFormatValid(address)).toBe(true);
    },
  );

  it.each([
    '',
    'dana',
    'dana@',
    '@example.com',
    'dana@example',
    'dana@example.c',
    'dana@@example.com',
    'dana levi@example.com',
    'dana@exa mple.com',
    '.dana@example.com',
    'dana..levi@example.com',
    'dana@-example.com',
  ])('refuses %j', (address) => {
    expect(isEmailFormatValid(address)).toBe(false);
  });
});

describe('emailDomain', () => {
  it('takes the part after the last @', () => {
    expect(emailDomain('dana@Example.com')).toBe('example.com');
    expect(emailDomain('dana@')).toBe('');
    expect(emailDomain('dana')).toBe('');
  });
});
