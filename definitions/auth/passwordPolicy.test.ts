import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordPolicy';

describe('the password rule', () => {
  it.each([
    ['short1', 'too_short'],
    ['x'.repeat(129), 'too_long'],
    ['password', 'common'],
    ['PassWord123', 'common'],
    ['12345678', 'common'],
    ['        ', 'common'],
    ['zzzzzzzzzzzz', 'common'],
    ['שלום1234', 'common'],
  ])('refuses %j as %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each(['Brand-new-pass1', 'ספרים-בחנות-2026', 'correct horse battery', 'ab'.repeat(64)])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password)).toBeUndefined();
    },
  );
});
