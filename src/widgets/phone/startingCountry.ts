import { findCountry, type CountryEntry } from './countryList';

/** Session-storage key of the country code found by the location service. */
export const GEO_CACHE_KEY = 'geo_country_code';

/**
 * The first country of `countries` that one of the browser's languages points at: a region subtag
 * ("en-GB" gives GB) or the likely region of a bare language ("he" gives IL, "en" gives US).
 */
export const countryFromLanguages = (
  languages: readonly string[],
  countries: readonly CountryEntry[],
): CountryEntry | undefined => {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      continue;
    }
    const country = findCountry(countries, region);
    if (country) return country;
  }
  return undefined;
};

/** The browser's languages, most preferred first. */
export const browserLanguages = (): readonly string[] => {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
};

const pending = new Map<string, Promise<string | undefined>>();

const readCountryCode = async (url: string, fetchImpl: typeof fetch): Promise<string | undefined> => {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`location service answered ${response.status}`);
  const body: unknown = await response.json();
  const code = (body as { country_code?: unknown } | null)?.country_code;
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : undefined;
};

/**
 * Asks a configured location service for the visitor's `country_code`, once per browser session: the answer
 * is kept in session storage and concurrent callers share one request. A failure is only logged.
 */
export const lookupGeoCountry = (
  url: string,
  storage: Storage = sessionStorage,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> => {
  const cached = storage.getItem(GEO_CACHE_KEY);
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(url);
  if (inFlight) return inFlight;
  const request = readCountryCode(url, fetchImpl)
    .then((code) => {
      if (code) storage.setItem(GEO_CACHE_KEY, code);
      return code;
    })
    .catch((error: unknown) => {
      console.warn('Phone input: the location service is unavailable', error);
      return undefined;
    })
    .finally(() => pending.delete(url));
  pending.set(url, request);
  return request;
};

/** The location service named by the build configuration (VITE_GEO_LOOKUP_URL), if any. */
export const configuredGeoLookupUrl = (): string | undefined => {
  const url: unknown = import.meta.env.VITE_GEO_LOOKUP_URL;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : undefined;
};
