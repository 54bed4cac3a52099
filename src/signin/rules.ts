import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../definitions/auth/passwordPolicy';

/** What a rule says about a value: an i18n key and its arguments (react-admin's validators return the same shape). */
export interface RuleMessage {
  message: string;
  args: Record<string, unknown>;
}

/** One check of a form field, given the field's value and every value of the form. */
export type Rule<V> = (value: string, values: V) => RuleMessage | undefined;

/** The checks of each field of a form, run in order (the first that fails is shown). */
export type Rules<V> = { [K in keyof V]?: Array<Rule<V>> };

/** Something must be typed (spaces alone are nothing). */
export const required: Rule<unknown> = (value) =>
  value.trim() === '' ? { message: 'ra.validation.required', args: {} } : undefined;

/** A new password by the rule the server enforces (src/lib/passwordPolicy.ts): long enough and not easily guessed. */
export const strongPassword = (value: unknown): RuleMessage | undefined => {
  const problem = typeof value === 'string' && value !== '' ? passwordProblem(value) : undefined;
  return problem
    ? { message: `auth.errors.password_${problem}`, args: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } }
    : undefined;
};

/** The confirmation must equal the field named `other`: 'Passwords do not match'. */
export const matches =
  (other: string) =>
  (value: unknown, values: Record<string, unknown>): RuleMessage | undefined =>
    value === values[other] ? undefined : { message: 'auth.errors.passwords_mismatch', args: {} };

/** The first failed rule of each field (fields that pass are left out). */
export function validate<V extends Record<string, string>>(
  values: V,
  rules: Rules<V>,
): Partial<Record<keyof V, RuleMessage>> {
  const errors: Partial<Record<keyof V, RuleMessage>> = {};
  for (const name of Object.keys(rules) as Array<keyof V>) {
    for (const rule of rules[name] ?? []) {
      const problem = rule(values[name] ?? '', values);
      if (problem) {
        errors[name] = problem;
        break;
      }
    }
  }
  return errors;
}
