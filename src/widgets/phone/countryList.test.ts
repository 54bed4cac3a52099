import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js';
import { allCountries, buildCountryList, findCountry, mainCountryForDialCode } from './countryList';

describe('allCountries', () => {
  const english = allCountries('en');

  it('lists every country libphonenumber-js knows, with its dial code', () => {
    expect(english).toHaveLength(getCountries().length);
    expect(findCountry(english, 'IL')).toEqual({
      name: 'Israel',
      otherNames: ['ישראל'],
      iso2: 'IL',
      dialCode: '972',
      priority: 0,
    });
    expect(findCountry(english, 'gb')?.dialCode).toBe('44');
  });

  it('names the countries in the interface language', () => {
    expect(findCountry(allCountries('he'), 'IL')?.name).toBe('ישראל');
    expect(findCountry(allCountries('he'), 'US')?.name).toBe('ארצות הברית');
    expect(findCountry(english, 'US')?.name).toBe('United States');
  });

  it('sorts by the localised name', () => {
    const collator = new Intl.Collator('he');
    const hebrew = allCountries('he');
    for (let i = 1; i < hebrew.length; i += 1) {
      expect(collator.compare(hebrew[i - 1].name, hebrew[i].name)).toBeLessThanOrEqual(0);
    }
    expect(hebrew.map((country) => country.iso2)).not.toEqual(english.map((country) => country.iso2));
  });

  it('gives the main country of a shared dial code priority 0 and the others their rank', () => {
    expect(findCountry(english, 'US')?.priority).toBe(0);
    expect(findCountry(english, 'CA')?.priority).toBeGreaterThan(0);
    expect(findCountry(english, 'GB')?.priority).toBe(0);
    expect(findCountry(english, 'GG')?.priority).toBeGreaterThan(0);
    expect(findCountry(english, 'KZ')?.priority).toBeGreaterThan(findCountry(english, 'RU')?.priority ?? 99);
  });

  it('gives the area codes of countries identified by leading digits', () => {
    expect(findCountry(english, 'AG')?.areaCodes).toEqual(['268']);
    expect(findCountry(english, 'JM')?.areaCodes).toEqual(['658', '876']);
    expect(findCountry(english, 'IM')?.areaCodes).toContain('74576');
    expect(findCountry(english, 'IL')?.areaCodes).toBeUndefined();
  });

  it('returns the same list for the same locale', () => {
    expect(allCountries('en')).toBe(english);
  });
});

describe('buildCountryList', () => {
  it('keeps only the included countries, in any case', () => {
    expect(buildCountryList('en', { include: ['il', 'US'] }).map((c) => c.iso2)).toEqual(['IL', 'US']);
  });

  it('drops the excluded countries', () => {
    const list = buildCountryList('en', { exclude: ['IL'] });
    expect(findCountry(list, 'IL')).toBeUndefined();
    expect(list).toHaveLength(getCountries().length - 1);
  });

  it('applies both lists together', () => {
    expect(buildCountryList('en', { include: ['IL', 'US', 'GB'], exclude: ['us'] }).map((c) => c.iso2)).toEqual([
      'IL',
      'GB',
    ]);
  });
});

describe('mainCountryForDialCode', () => {
  it('picks the lowest priority among the offered countries', () => {
    expect(mainCountryForDialCode(allCountries('en'), '1')?.iso2).toBe('US');
    expect(mainCountryForDialCode(buildCountryList('en', { exclude: ['US'] }), '1')?.iso2).toBe('AG');
    expect(mainCountryForDialCode(buildCountryList('en', { include: ['GG', 'JE'] }), '44')?.iso2).toBe('GG');
  });

  it('gives undefined for a dial code no offered country has', () => {
    expect(mainCountryForDialCode(buildCountryList('en', { include: ['IL'] }), '44')).toBeUndefined();
  });
});
