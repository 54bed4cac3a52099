import { describe, expect, it } from 'vitest';
import { matches, required, strongPassword, validate, type Rules } from './rules';

type Values = { email: string; password: string; confirm: string };
const rules: Rules<Values> = {
  email: [required],
  password: [required, strongPassword],
  confirm: [required, matches('password')],
};

describe("the sign-in forms' rules", () => {
  it('asks for every field, spaces alone counting as nothing', () => {
    expect(validate({ email: '  ', password: '', confirm: '' }, rules)).toEqual({
      email: { message: 'ra.validation.required', args: {} },
      password: { message: 'ra.validation.required', args: {} },
      confirm: { message: 'ra.validation.required', args: {} },
    });
  });

  it("refuses a short or common password with the policy's numbers, and shows only the first failed rule", () => {
    expect(validate({ email: 'a@b.c', password: 'short', confirm: 'short' }, rules)).toEqual({
      password: { message: 'auth.errors.password_too_short', args: { min: 8, max: 128 } },
    });
    expect(validate({ email: 'a@b.c', password: '12345678', confirm: '12345678' }, rules).password?.message).toBe(
      'auth.errors.password_common',
    );
  });

  it('wants the confirmation equal to the password', () => {
    expect(validate({ email: 'a@b.c', password: 'Passw0rd-new', confirm: 'Passw0rd-other' }, rules)).toEqual({
      confirm: { message: 'auth.errors.passwords_mismatch', args: {} },
    });
    expect(validate({ email: 'a@b.c', password: 'Passw0rd-new', confirm: 'Passw0rd-new' }, rules)).toEqual({});
  });
});
