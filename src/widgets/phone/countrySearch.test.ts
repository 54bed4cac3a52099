import { describe, expect, it } from 'vitest';
import { allCountries, buildCountryList } from './countryList';
import { isPickerDisabled, isSearchVisible, searchCountries } from './countrySearch';

const english = allCountries('en');
const codes = (term: string, list = english) => searchCountries(list, term).map((country) => country.iso2);

describe('searchCountries', () => {
  it('matches names, case-insensitively, names starting with the term first', () => {
    expect(codes('isr')).toEqual(['IL']);
    expect(codes('UNITED').slice(0, 3).sort()).toEqual(['AE', 'GB', 'US']);
    // Greece, Greenland, Grenada start with "gre"; St. Vincent & Grenadines only contains it.
    expect(codes('gre')).toEqual(['GR', 'GL', 'GD', 'VC']);
    expect(codes('land')).toEqual(expect.arrayContaining(['AX', 'FI', 'IE', 'NZ']));
  });

  it('matches names in Hebrew', () => {
    expect(codes('ישר', allCountries('he'))).toEqual(['IL']);
  });

  it('matches a name in the other language too: English in a Hebrew interface and Hebrew in an English one', () => {
    const hebrew = allCountries('he');
    expect(codes('israel', hebrew)).toEqual(['IL']);
    expect(codes('germ', hebrew)).toEqual(['DE']);
    expect(codes('ישראל')).toEqual(['IL']);
    // The interface language's name still ranks first among names starting with the term.
    expect(hebrew.find((country) => country.iso2 === 'IL')?.otherNames).toEqual(['Israel']);
  });

  it('puts an exact two-letter code first', () => {
    const result = codes('il');
    expect(result[0]).toBe('IL');
    expect(result).toContain('BR'); // Brazil contains "il"
  });

  it('matches a dial code with or without the plus sign, exact codes first', () => {
    expect(codes('+44').slice(0, 4).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(codes('972')[0]).toBe('IL');
    const prefix = codes('97');
    expect(prefix).toEqual(expect.arrayContaining(['IL', 'AE', 'PS', 'NP', 'QA']));
    expect(prefix.slice(0, 1)).not.toContain('IL');
  });

  it('returns every country for an empty or blank term, and nothing for a term matching none', () => {
    expect(searchCountries(english, '  ')).toHaveLength(english.length);
    expect(codes('zzzz')).toEqual([]);
  });

  it('searches only the offered countries', () => {
    expect(codes('united', buildCountryList('en', { include: ['IL', 'US'] }))).toEqual(['US']);
  });
});

describe('isSearchVisible', () => {
  it('shows the search above 7 countries', () => {
    expect(isSearchVisible(8, '')).toBe(true);
    expect(isSearchVisible(245, '')).toBe(true);
    expect(isSearchVisible(7, '')).toBe(false);
    expect(isSearchVisible(2, '')).toBe(false);
  });

  it('keeps the search once a term exists, whatever the count', () => {
    expect(isSearchVisible(3, 'is')).toBe(true);
    expect(isSearchVisible(0, 'zz')).toBe(true);
    expect(isSearchVisible(3, '   ')).toBe(false);
  });
});

describe('isPickerDisabled', () => {
  it('disables the dropdown with exactly one country and no search', () => {
    expect(isPickerDisabled(1, '')).toBe(true);
    expect(isPickerDisabled(1, 'x')).toBe(false);
    expect(isPickerDisabled(2, '')).toBe(false);
  });
});
