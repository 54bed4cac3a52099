// Phone numbers by libphonenumber's metadata, read with Israel as the default country: whether one can exist, and the
// one stored form of it, E.164 (+972501234567), so that every way of writing one number (+972-50-123-4567,
// 050-1234567, 0501234567, 972501234567) is stored and found as one; and how a stored one reads. An extension is kept (+97235551234;ext=12, as the
// admin's phone input writes it). Apart from limits.ts because the metadata is large: the server reads it at once, the
// admin's phone input and a form's page with a phone question load it lazily.
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Problem } from './limits';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IL';
/** The input text of a phone is at most 250 characters. */
export const PHONE_MAX_LENGTH = 250;

export const phoneProblem = (value: string): Problem | undefined =>
  isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY) ? undefined : { type: 'value_error', ctx: { reason: 'phone' } };

export interface NormalisedPhone {
  /** E.164, e.g. +972501234567, with an extension in RFC 3966 form when there is one: +97235551234;ext=12. */
  e164: string;
  /** Digits of the international and of the national form ("972501234567 0501234567"), searched as text. */
  searchDigits: string;
}

export const digitsOf = (text: string): string => text.replace(/\D+/g, '');

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

/** A stored E.164 number in international format for reading ("+972 50 123 4567"); anything else as is. */
export function formatPhone(value: string): string {
  const [main, extension] = value.split(';ext=');
  const parsed = parsePhoneNumberFromString(main);
  if (!parsed) return value;
  if (extension) parsed.ext = extension;
  return parsed.formatInternational();
}
