import { required } from 'react-admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../lib/passwordPolicy';

/** The confirmation must equal the field named `other`: 'Passwords do not match'. */
export const matches =
  (other: string) =>
  (value: unknown, values: Record<string, unknown>): string | undefined =>
    value === values[other] ? undefined : 'auth.errors.passwords_mismatch';

export const requiredField = required();

/** Left-to-right inputs (e-mails, passwords) in right-to-left pages. */
export const ltrInput = { htmlInput: { dir: 'ltr' } } as const;

/** A new password by the rule the server enforces (src/lib/passwordPolicy.ts): long enough and not easily guessed. */
export const strongPassword = (value: unknown) => {
  const problem = typeof value === 'string' && value !== '' ? passwordProblem(value) : undefined;
  return problem ? { message: `auth.errors.password_${problem}`, args: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } } : undefined;
};
