import type { CountryEntry } from './countryList';

/** The search box appears only when the picker offers more countries than this. */
export const SEARCH_THRESHOLD = 7;

const normalise = (text: string): string => text.trim().toLocaleLowerCase();

/**
 * Countries matching a search term by name (in the interface language or the other one), two-letter code or dial
 * code ("+44", "44", "gb", "united", "בריטניה").
 * An empty term matches everything. Exact code and dial-code matches come first, then names that start with
 * the term, then the other name matches, each group in list order.
 */
export const searchCountries = (countries: readonly CountryEntry[], term: string): CountryEntry[] => {
  const query = normalise(term);
  if (query === '') return [...countries];
  const digits = query.replace(/^\+/, '');
  const isDialQuery = /^\d+$/.test(digits);
  const rank = (country: CountryEntry): number => {
    if (country.iso2.toLowerCase() === query || (isDialQuery && country.dialCode === digits)) return 0;
    if (isDialQuery && country.dialCode.startsWith(digits)) return 1;
    const names = [country.name, ...(country.otherNames ?? [])].map(normalise);
    if (names.some((name) => name.startsWith(query))) return 2;
    if (names.some((name) => name.includes(query))) return 3;
    return -1;
  };
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter(({ rank }) => rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
};

/** The search box is shown when more than 7 countries are offered, or once a term has been typed. */
export const isSearchVisible = (countryCount: number, term: string): boolean =>
  countryCount > SEARCH_THRESHOLD || term.trim() !== '';

/** With exactly one country and no search there is nothing to choose: the dropdown is disabled. */
export const isPickerDisabled = (countryCount: number, term: string): boolean =>
  countryCount === 1 && term.trim() === '';
