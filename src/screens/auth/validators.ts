import { required } from 'react-admin';

/** The confirmation must equal the field named `other`: 'Passwords do not match'. */
export const matches =
  (other: string) =>
  (value: unknown, values: Record<string, unknown>): string | undefined =>
    value === values[other] ? undefined : 'auth.errors.passwords_mismatch';

export const requiredField = required();

/** Left-to-right inputs (e-mails, passwords) in right-to-left pages. */
export const ltrInput = { htmlInput: { dir: 'ltr' } } as const;
