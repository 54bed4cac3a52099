import { AsYouType, parsePhoneNumberWithError, type CountryCode } from 'libphonenumber-js';
import { findCountry, mainCountryForDialCode, type CountryEntry } from './countryList';
import { checkPhone, PHONE_LIMITS } from './phoneValidation';

/** The dial code a text typed in international form starts with ("+44 20" gives "44"), if complete. */
export const dialCodeOfText = (text: string): string | undefined => {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+')) return undefined;
  const typer = new AsYouType();
  typer.input(trimmed);
  return typer.getCallingCode();
};

/** True for an empty text or one holding nothing but a plus sign and a dial code ("+972"). */
export const isBlankNumber = (text: string): boolean => {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '+') return true;
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') && digits === dialCodeOfText(trimmed);
};

/** The text after the plus sign and the first `dialCode.length` digits of an international number. */
const afterDialCode = (text: string, dialCode: string): string => {
  let position = text.indexOf('+') + 1;
  for (let seen = 0; seen < dialCode.length && position < text.length; position += 1) {
    if (/\d/.test(text[position])) seen += 1;
  }
  return text.slice(position).trim();
};

const joinPrefix = (prefix: string, rest: string): string => (rest ? `${prefix} ${rest}` : prefix);

/**
 * The text after a country is chosen in the picker:
 * - empty: the plus sign and the dial code;
 * - international: the dial code swapped, the national part kept;
 * - national: the dial code prefixed, leading zeros stripped.
 */
export const applyCountryChoice = (text: string, chosen: CountryEntry): string => {
  const trimmed = text.trim();
  const prefix = `+${chosen.dialCode}`;
  if (isBlankNumber(trimmed)) return prefix;
  if (trimmed.startsWith('+')) {
    const currentCode = dialCodeOfText(trimmed);
    return joinPrefix(prefix, currentCode ? afterDialCode(trimmed, currentCode) : trimmed.slice(1).trim());
  }
  return joinPrefix(prefix, trimmed.replace(/^[\s0]+/, ''));
};

/**
 * The country after a keystroke: typing "+" and another country's dial code switches to it. A number that
 * identifies one country of a shared dial code (+1 268 is Antigua) selects that one; otherwise the current
 * country stays if it has that dial code, else the main country of the code (lowest priority) is taken.
 */
export const countryForTypedText = (
  text: string,
  current: CountryEntry,
  countries: readonly CountryEntry[],
): CountryEntry => {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+')) return current;
  const typer = new AsYouType();
  typer.input(trimmed);
  const dialCode = typer.getCallingCode();
  if (!dialCode) return current;
  const identified = findCountry(countries, typer.getCountry());
  if (identified && identified.dialCode === dialCode) return identified;
  if (current.dialCode === dialCode) return current;
  return mainCountryForDialCode(countries, dialCode) ?? current;
};

/** Caps typed text at the input bound (250 characters). */
export const capInput = (text: string): string => text.slice(0, PHONE_LIMITS.maxInputLength);

/**
 * The form value for a typed text: E.164 ("+972501234567", with ";ext=12" when an extension is given) for
 * anything that parses as a number, null for an empty text or a bare dial code, else the text itself so that
 * validation refuses it.
 */
export const toStoredValue = (text: string, country: CountryCode | undefined): string | null => {
  const trimmed = text.trim();
  if (isBlankNumber(trimmed)) return null;
  try {
    const number = parsePhoneNumberWithError(trimmed, { defaultCountry: country, extract: false });
    return number.ext ? `${number.number};ext=${number.ext}` : number.number;
  } catch {
    return trimmed;
  }
};

/** On blur: a valid number is rewritten in international format ("+972 50 123 4567"); anything else is kept. */
export const formatOnBlur = (text: string, country: CountryCode | undefined): string => {
  const check = checkPhone(text, country);
  return check.valid ? check.number.formatInternational() : text;
};

/** The text shown for a stored value, and the country it belongs to when that can be told. */
export const readStoredValue = (
  value: unknown,
  countries: readonly CountryEntry[],
  fallback?: CountryCode,
): { text: string; country?: CountryEntry } => {
  if (typeof value !== 'string' || value.trim() === '') return { text: '' };
  const check = checkPhone(value, fallback);
  if (!check.valid) {
    const dialCode = dialCodeOfText(value);
    return { text: value, country: dialCode ? mainCountryForDialCode(countries, dialCode) : undefined };
  }
  const { number } = check;
  const country =
    findCountry(countries, number.country) ?? mainCountryForDialCode(countries, number.countryCallingCode);
  return { text: number.formatInternational(), country };
};
