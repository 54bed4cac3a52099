// Whether a phone number can exist, by libphonenumber's metadata (Israel when it has no country code). Apart from
// limits.ts because the metadata is large: the server's request schema reads it, the admin's phone input loads it lazily.
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Problem } from './limits';

export const phoneProblem = (value: string): Problem | undefined =>
  isValidPhoneNumber(value, 'IL') ? undefined : { type: 'value_error', ctx: { reason: 'phone' } };
