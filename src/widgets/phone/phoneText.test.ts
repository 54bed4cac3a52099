import { describe, expect, it } from 'vitest';
import { allCountries, buildCountryList, findCountry, type CountryEntry } from './countryList';
import {
  applyCountryChoice,
  capInput,
  countryForTypedText,
  dialCodeOfText,
  formatOnBlur,
  isBlankNumber,
  readStoredValue,
  toStoredValue,
} from './phoneText';

const countries = allCountries('en');
const country = (iso2: string, list: readonly CountryEntry[] = countries): CountryEntry => {
  const found = findCountry(list, iso2);
  if (!found) throw new Error(`no ${iso2}`);
  return found;
};

describe('dialCodeOfText', () => {
  it('reads a complete dial code after the plus sign', () => {
    expect(dialCodeOfText('+44')).toBe('44');
    expect(dialCodeOfText(' +972 50 ')).toBe('972');
    expect(dialCodeOfText('+4')).toBeUndefined();
    expect(dialCodeOfText('050')).toBeUndefined();
  });
});

describe('isBlankNumber', () => {
  it.each(['', '  ', '+', '+972', ' +44 ', '+1'])('treats %j as blank', (text) => {
    expect(isBlankNumber(text)).toBe(true);
  });

  it.each(['+97250', '050', '+4', 'abc'])('treats %j as typed', (text) => {
    expect(isBlankNumber(text)).toBe(false);
  });
});

describe('applyCountryChoice', () => {
  it('fills the plus sign and the dial code into an empty value', () => {
    expect(applyCountryChoice('', country('GB'))).toBe('+44');
    expect(applyCountryChoice('+972', country('GB'))).toBe('+44');
  });

  it('swaps the dial code of an international number and keeps the national part', () => {
    expect(applyCountryChoice('+972 50 123 4567', country('GB'))).toBe('+44 50 123 4567');
    expect(applyCountryChoice('+972501234567', country('US'))).toBe('+1 501234567');
    expect(applyCountryChoice('+1 212 555 0123', country('IL'))).toBe('+972 212 555 0123');
  });

  it('prefixes the dial code to a national number and strips its leading zeros', () => {
    expect(applyCountryChoice('050-123-4567', country('IL'))).toBe('+972 50-123-4567');
    expect(applyCountryChoice('00 7400 123456', country('GB'))).toBe('+44 7400 123456');
    expect(applyCountryChoice('212 555 0123', country('US'))).toBe('+1 212 555 0123');
  });
});

describe('countryForTypedText', () => {
  it('switches to the country of a typed dial code', () => {
    expect(countryForTypedText('+44', country('IL'), countries).iso2).toBe('GB');
    expect(countryForTypedText('+972 5', country('US'), countries).iso2).toBe('IL');
  });

  it('picks the country a number of a shared dial code identifies', () => {
    expect(countryForTypedText('+1 268 464 1234', country('US'), countries).iso2).toBe('AG');
    expect(countryForTypedText('+1 212 555 0123', country('CA'), countries).iso2).toBe('US');
  });

  it('keeps the current country while it fits the dial code', () => {
    expect(countryForTypedText('+1', country('CA'), countries).iso2).toBe('CA');
    expect(countryForTypedText('+1 2', country('CA'), countries).iso2).toBe('CA');
  });

  it('keeps the current country for national numbers and unknown codes', () => {
    expect(countryForTypedText('0501234567', country('IL'), countries).iso2).toBe('IL');
    expect(countryForTypedText('+999', country('IL'), countries).iso2).toBe('IL');
    expect(countryForTypedText('+4', country('IL'), countries).iso2).toBe('IL');
  });

  it('only switches to offered countries', () => {
    const list = buildCountryList('en', { include: ['IL', 'JE', 'GG'] });
    expect(countryForTypedText('+44', country('IL', list), list).iso2).toBe('GG');
    const israelOnly = buildCountryList('en', { include: ['IL'] });
    expect(countryForTypedText('+44', country('IL', israelOnly), israelOnly).iso2).toBe('IL');
  });
});

describe('toStoredValue', () => {
  it('stores E.164', () => {
    expect(toStoredValue('050-123-4567', 'IL')).toBe('+972501234567');
    expect(toStoredValue(' +44 7400 123456 ', 'IL')).toBe('+447400123456');
  });

  it('keeps an extension after ;ext=', () => {
    expect(toStoredValue('+972 50 123 4567 ext. 12', 'IL')).toBe('+972501234567;ext=12');
  });

  it('stores null for an empty value or a bare dial code', () => {
    expect(toStoredValue('', 'IL')).toBeNull();
    expect(toStoredValue('+972', 'IL')).toBeNull();
  });

  it('stores the text itself when it is not a number, so validation refuses it', () => {
    expect(toStoredValue('abc', 'IL')).toBe('abc');
    expect(toStoredValue('+97250', 'IL')).toBe('+97250');
  });
});

describe('capInput', () => {
  it('cuts typed text at 250 characters', () => {
    expect(capInput('1'.repeat(300))).toHaveLength(250);
    expect(capInput('050')).toBe('050');
  });
});

describe('formatOnBlur', () => {
  it('reformats a valid number in international format', () => {
    expect(formatOnBlur('0501234567', 'IL')).toBe('+972 50 123 4567');
    expect(formatOnBlur('+447400123456', 'IL')).toBe('+44 7400 123456');
    expect(formatOnBlur('+972501234567 x12', 'IL')).toBe('+972 50 123 4567 ext. 12');
  });

  it('leaves anything else as typed', () => {
    expect(formatOnBlur('050123', 'IL')).toBe('050123');
    expect(formatOnBlur('abc', 'IL')).toBe('abc');
  });
});

describe('readStoredValue', () => {
  it('shows a stored number in international format with its country', () => {
    const read = readStoredValue('+447400123456', countries);
    expect(read.text).toBe('+44 7400 123456');
    expect(read.country?.iso2).toBe('GB');
    expect(readStoredValue('+12684641234', countries).country?.iso2).toBe('AG');
  });

  it('shows a stored extension (as the server keeps it: ;ext=)', () => {
    expect(readStoredValue('+97235551234;ext=12', countries)).toMatchObject({ text: '+972 3 555 1234 ext. 12' });
    expect(readStoredValue('+97235551234;ext=12345678901234567890', countries).text).toMatch(
      /ext\. 12345678901234567890$/,
    );
  });

  it('reads a legacy national number with the fallback country', () => {
    expect(readStoredValue('0501234567', countries, 'IL')).toMatchObject({ text: '+972 50 123 4567' });
  });

  it('shows an invalid value as it is, with the country of its dial code', () => {
    const read = readStoredValue('+97250', countries);
    expect(read.text).toBe('+97250');
    expect(read.country?.iso2).toBe('IL');
  });

  it('shows nothing for an empty value', () => {
    expect(readStoredValue(null, countries)).toEqual({ text: '' });
    expect(readStoredValue('', countries)).toEqual({ text: '' });
  });
});
