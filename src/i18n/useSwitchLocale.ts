import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useLocaleState } from 'ra-core';
import { loadCatalog } from './catalogs';
import type { AppLocale } from './locales';
import { localeStore } from './localeStore';

/**
 * Switches the language in place. The language's catalogue is fetched first (once); then, in one render, the app
 * makes its i18n provider for the new language (App.tsx remakes it with the language) and react-admin's locale is
 * set to the same. React-admin, given only its locale, would call the old provider's changeLocale and then remount
 * the whole page to redraw it, which asks every list and record on it for its data again; with a provider already
 * in the new language it only re-renders.
 */
export function useSwitchLocale(): (locale: AppLocale) => Promise<void> {
  const [, setLocale] = useLocaleState();
  return useCallback(
    async (locale: AppLocale) => {
      await loadCatalog(locale);
      // one render: the provider (from localeStore) and react-admin's locale must change together
      flushSync(() => {
        localeStore.set(locale);
        setLocale(locale);
      });
    },
    [setLocale],
  );
}
