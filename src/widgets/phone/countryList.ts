import { getCountries, getCountryCallingCode, Metadata, type CountryCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { expandLeadingDigits } from './leadingDigits';

/** One country of the picker. */
export interface CountryEntry {
  /** Country name in the interface language (Intl.DisplayNames). */
  name: string;
  /** Its names in the product's other languages (Hebrew, English), so a search finds "Israel" and "ישראל" alike. */
  otherNames?: string[];
  /** ISO 3166-1 alpha-2 code, upper case as libphonenumber-js spells it. */
  iso2: CountryCode;
  /** International dialling code without the plus sign, e.g. "972". */
  dialCode: string;
  /** 0 for the main country of a dial code shared by several (US for +1, GB for +44), then 1, 2... */
  priority: number;
  /** For a country sharing its dial code: the area-code prefixes that identify it (AG: ["268"]). */
  areaCodes?: string[];
}

export interface CountryFilter {
  /** Only these countries (two-letter codes, any case). */
  include?: readonly string[];
  /** Every country but these. */
  exclude?: readonly string[];
}

const numberingPlans = new Metadata();

const areaCodesOf = (iso2: CountryCode): string[] | undefined => {
  numberingPlans.selectNumberingPlan(iso2);
  const pattern = numberingPlans.numberingPlan?.leadingDigits();
  return pattern ? expandLeadingDigits(pattern) : undefined;
};

const priorityOf = (iso2: CountryCode, dialCode: string): number =>
  Math.max(0, (metadata.country_calling_codes[dialCode] ?? []).indexOf(iso2));

/** The product's languages: a country can be searched by its name in any of them. */
const SEARCH_LOCALES = ['he', 'en'];

const listsByLocale = new Map<string, readonly CountryEntry[]>();

/** Every country libphonenumber-js knows, named in `locale` and sorted by that name. Memoised per locale. */
export const allCountries = (locale: string): readonly CountryEntry[] => {
  const cached = listsByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const others = SEARCH_LOCALES.filter((other) => other !== locale.split('-')[0]).map(
    (other) => new Intl.DisplayNames([other], { type: 'region', fallback: 'code' }),
  );
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((iso2): CountryEntry => {
      const dialCode = getCountryCallingCode(iso2);
      const areaCodes = areaCodesOf(iso2);
      const name = names.of(iso2) ?? iso2;
      const otherNames = [...new Set(others.map((other) => other.of(iso2) ?? iso2))].filter(
        (other) => other !== name && other !== iso2,
      );
      return {
        name,
        ...(otherNames.length ? { otherNames } : {}),
        iso2,
        dialCode,
        priority: priorityOf(iso2, dialCode),
        ...(areaCodes ? { areaCodes } : {}),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  listsByLocale.set(locale, list);
  return list;
};

const codeSet = (codes: readonly string[] | undefined): Set<string> | undefined =>
  codes && new Set(codes.map((code) => code.trim().toUpperCase()));

/** The countries offered by a phone input: all of them, limited by an include list and/or an exclude list. */
export const buildCountryList = (locale: string, filter: CountryFilter = {}): CountryEntry[] => {
  const include = codeSet(filter.include);
  const exclude = codeSet(filter.exclude);
  return allCountries(locale).filter(
    (country) => (!include || include.has(country.iso2)) && !exclude?.has(country.iso2),
  );
};

/** The country of `list` with this code, if offered. */
export const findCountry = (list: readonly CountryEntry[], iso2: string | undefined): CountryEntry | undefined =>
  iso2 === undefined ? undefined : list.find((country) => country.iso2 === iso2.toUpperCase());

/** The preferred country of `list` for a dial code: the lowest priority wins (US for +1, GB for +44). */
export const mainCountryForDialCode = (list: readonly CountryEntry[], dialCode: string): CountryEntry | undefined =>
  list
    .filter((country) => country.dialCode === dialCode)
    .reduce<CountryEntry | undefined>(
      (best, country) => (!best || country.priority < best.priority ? country : best),
      undefined,
    );
