import { useSyncExternalStore } from 'react';
import { storage } from '../lib/storage';
import { directionOf, LOCALE_STORAGE_KEY, readStoredLocale, type AppLocale } from './locales';

/**
 * The current language outside React-admin's contexts (theme, emotion cache, `<html lang dir>`).
 * The i18n provider writes it on every change; it is remembered in local storage.
 */
let current: AppLocale = readStoredLocale();
const listeners = new Set<() => void>();

// no document where the admin's definitions are read outside a browser (the server's tests of the same entities)
const applyToDocument = (locale: AppLocale) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
};
applyToDocument(current);

export const localeStore = {
  get: (): AppLocale => current,
  set(locale: AppLocale): void {
    storage.set(LOCALE_STORAGE_KEY, locale);
    if (locale === current) return;
    current = locale;
    applyToDocument(locale);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current language, re-rendering when it changes. */
export const useAppLocale = (): AppLocale => useSyncExternalStore(localeStore.subscribe, localeStore.get);
