import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allCountries, buildCountryList } from './countryList';
import { configuredGeoLookupUrl, countryFromLanguages, GEO_CACHE_KEY, lookupGeoCountry } from './startingCountry';

const countries = allCountries('en');

describe('countryFromLanguages', () => {
  it('takes the likely country of a bare language', () => {
    expect(countryFromLanguages(['he'], countries)?.iso2).toBe('IL');
    expect(countryFromLanguages(['en'], countries)?.iso2).toBe('US');
  });

  it('takes the region of a regional language tag', () => {
    expect(countryFromLanguages(['en-GB', 'he'], countries)?.iso2).toBe('GB');
  });

  it('skips malformed tags and countries that are not offered', () => {
    const list = buildCountryList('en', { exclude: ['IL'] });
    expect(countryFromLanguages(['not a tag!', 'he', 'fr'], list)?.iso2).toBe('FR');
    expect(countryFromLanguages(['he'], list)).toBeUndefined();
    expect(countryFromLanguages([], countries)).toBeUndefined();
  });
});

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('lookupGeoCountry', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('reads country_code and keeps it in session storage', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ country_code: 'gb', ip: '1.2.3.4' }));
    expect(await lookupGeoCountry('https://geo.example/json', sessionStorage, fetchMock)).toBe('GB');
    expect(sessionStorage.getItem(GEO_CACHE_KEY)).toBe('GB');
    expect(await lookupGeoCountry('https://geo.example/json', sessionStorage, fetchMock)).toBe('GB');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one request between simultaneous callers', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ country_code: 'FR' }));
    const answers = await Promise.all([
      lookupGeoCountry('https://geo.example/a', sessionStorage, fetchMock),
      lookupGeoCountry('https://geo.example/a', sessionStorage, fetchMock),
    ]);
    expect(answers).toEqual(['FR', 'FR']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure, stores nothing and tries again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await lookupGeoCountry('https://geo.example/b', sessionStorage, failing)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(GEO_CACHE_KEY)).toBeNull();
    const working = vi.fn(async () => jsonResponse({ country_code: 'DE' }));
    expect(await lookupGeoCountry('https://geo.example/b', sessionStorage, working)).toBe('DE');
  });

  it('ignores an error status or an answer without a usable code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await lookupGeoCountry('u1', sessionStorage, async () => jsonResponse({}, 500))).toBeUndefined();
    expect(
      await lookupGeoCountry('u2', sessionStorage, async () => jsonResponse({ country_code: 42 })),
    ).toBeUndefined();
    expect(
      await lookupGeoCountry('u3', sessionStorage, async () => jsonResponse({ country_code: 'Narnia' })),
    ).toBeUndefined();
    expect(sessionStorage.getItem(GEO_CACHE_KEY)).toBeNull();
  });
});

describe('configuredGeoLookupUrl', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is undefined unless VITE_GEO_LOOKUP_URL is set', () => {
    vi.stubEnv('VITE_GEO_LOOKUP_URL', '');
    expect(configuredGeoLookupUrl()).toBeUndefined();
    vi.stubEnv('VITE_GEO_LOOKUP_URL', ' https://geo.example/json ');
    expect(configuredGeoLookupUrl()).toBe('https://geo.example/json');
  });
});
