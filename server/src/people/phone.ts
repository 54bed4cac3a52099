// Phone numbers are stored in E.164 (definitions/entity/phone.ts), so every way of writing one number finds the same
// person; search matches the number without its extension.
import { digitsOf, normalisePhone } from '../../../definitions/entity/phone';

// The normaliser is the rules' own (a form's phone answer is stored by it too): read here by the server's callers.
export {
  DEFAULT_PHONE_COUNTRY,
  normalisePhone,
  PHONE_MAX_LENGTH,
  type NormalisedPhone,
} from '../../../definitions/entity/phone';

/** Only what a phone number can be written with: digits, spaces, + - ( ) . / */
const PHONE_LIKE = /^[\d\s+\-()./]+$/;

/**
 * The digit strings a search term that looks like a phone number (or a national id) should match inside the
 * search text: the digits as typed, and the E.164 digits when the term is a whole valid number.
 * Empty for terms that are not phone-like or have fewer than 3 digits.
 */
export function phoneSearchDigits(term: string): string[] {
  if (!PHONE_LIKE.test(term)) return [];
  const typed = digitsOf(term);
  if (typed.length < 3) return [];
  const whole = normalisePhone(term);
  const international = whole ? digitsOf(whole.e164.split(';')[0]!) : undefined;
  return international && !international.includes(typed) ? [typed, international] : [typed];
}
