// Phone numbers are stored in E.164 (+972501234567), read with Israel as the default country, so every way of
// writing one number (+972-50-123-4567, 050-1234567, 0501234567, 972501234567) finds the same person. An extension
// is kept (+97235551234;ext=12, as the admin's phone input writes it); search matches the number without it.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IL';
/** The input text of a phone is at most 250 characters. */
export const PHONE_MAX_LENGTH = 250;

export interface NormalisedPhone {
  /** E.164, e.g. +972501234567, with an extension in RFC 3966 form when there is one: +97235551234;ext=12. */
  e164: string;
  /** Digits of the international and of the national form ("972501234567 0501234567"), searched as text. */
  searchDigits: string;
}

const digitsOf = (text: string): string => text.replace(/\D+/g, '');

/** The number in E.164 and its search digits, or null when it is not a valid phone number. */
export function normalisePhone(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): NormalisedPhone | null {
  if (text.length > PHONE_MAX_LENGTH) return null;
  const parsed = parsePhoneNumberFromString(text.trim(), { defaultCountry: country, extract: false });
  if (!parsed?.isValid()) return null;
  const international = digitsOf(parsed.number);
  const national = digitsOf(parsed.format('NATIONAL', { formatExtension: (number) => number }));
  return {
    e164: parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number,
    searchDigits: national && national !== international ? `${international} ${national}` : international,
  };
}

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
