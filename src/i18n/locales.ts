import { storage } from '../lib/storage';

export type AppLocale = 'he' | 'en';
export type Direction = 'rtl' | 'ltr';

/** The languages of the admin, each named in itself. Hebrew first: it is the default. */
export const locales: ReadonlyArray<{ locale: AppLocale; name: string; dir: Direction }> = [
  { locale: 'he', name: 'עברית', dir: 'rtl' },
  { locale: 'en', name: 'English', dir: 'ltr' },
];

export const DEFAULT_LOCALE: AppLocale = 'he';

/** Local-storage key that remembers the chosen language in this browser. */
export const LOCALE_STORAGE_KEY = 'locale';

export const isAppLocale = (value: unknown): value is AppLocale => locales.some((l) => l.locale === value);

export const directionOf = (locale: string): Direction => locales.find((l) => l.locale === locale)?.dir ?? 'rtl';

export const readStoredLocale = (): AppLocale => {
  const stored = storage.get(LOCALE_STORAGE_KEY);
  return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
};
