import { parsePhoneNumberWithError, ParseError, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

/** Number bounds (libphonenumber's own). */
export const PHONE_LIMITS = {
  minNationalDigits: 2,
  maxNationalDigits: 17,
  maxInputLength: 250,
  maxExtensionDigits: 20,
} as const;

/** libphonenumber-js parser kinds, plus INVALID_NUMBER for a number that parses but is not a real one. */
export type PhoneProblem = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_NUMBER';

export type PhoneCheck = { valid: true; number: PhoneNumber } | { valid: false; problem: PhoneProblem };

const PARSER_KINDS: readonly string[] = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'];

/** An extension written at the end of a number: "ext. 12", "x12", "#12" or ";ext=12". */
const EXTENSION = /(?:;ext=|\s*(?:ext\.?|extension|x|#)\s*)(\d+)\s*$/i;

/** Splits a trailing extension off a typed number. */
export const splitExtension = (text: string): { main: string; extension?: string } => {
  const match = EXTENSION.exec(text);
  return match ? { main: text.slice(0, match.index), extension: match[1] } : { main: text };
};

const invalid = (problem: PhoneProblem): PhoneCheck => ({ valid: false, problem });

/**
 * Checks a typed or stored number. A number without a plus sign is read as a national number of `country`.
 * When `allowedDialCodes` is given, a number of any other dial code is refused (include/exclude lists).
 */
export const checkPhone = (text: string, country?: CountryCode, allowedDialCodes?: ReadonlySet<string>): PhoneCheck => {
  if (text.length > PHONE_LIMITS.maxInputLength) return invalid('TOO_LONG');
  const trimmed = text.trim();
  const extension = splitExtension(trimmed).extension;
  if (extension && extension.length > PHONE_LIMITS.maxExtensionDigits) return invalid('TOO_LONG');
  let number: PhoneNumber;
  try {
    number = parsePhoneNumberWithError(trimmed, { defaultCountry: country, extract: false });
  } catch (error) {
    if (error instanceof ParseError && PARSER_KINDS.includes(error.message)) {
      return invalid(error.message as PhoneProblem);
    }
    throw error;
  }
  const nationalDigits = number.nationalNumber.length;
  if (nationalDigits < PHONE_LIMITS.minNationalDigits) return invalid('TOO_SHORT');
  if (nationalDigits > PHONE_LIMITS.maxNationalDigits) return invalid('TOO_LONG');
  if (allowedDialCodes && !allowedDialCodes.has(number.countryCallingCode)) return invalid('INVALID_COUNTRY');
  return number.isValid() ? { valid: true, number } : invalid('INVALID_NUMBER');
};

/** The i18n key of the one message a person sees for any problem. */
export const PHONE_INVALID_MESSAGE = 'inputs.phone.invalid';
