// Shows its children in another language than the admin's (the builder's preview in Hebrew or English): its own
// translator over the same catalogue, and the language's direction, without touching the user's chosen language.
import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';
import { I18nContext, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { provideCatalog } from '../i18n/catalogs';
import en from '../i18n/en';
import { catalogOf } from '../i18n/i18nProvider';
import type { AppLocale } from '../i18n/locales';

// The builder's chunk carries English for its preview (the admin fetches it only when the user chooses it).
provideCatalog('en', en);

export function PreviewLanguage({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const provider = useMemo(
    () =>
      polyglotI18nProvider(() => catalogOf(locale, []) as unknown as TranslationMessages, locale, [], {
        allowMissing: true,
      }),
    [locale],
  );
  return (
    <I18nContext.Provider value={provider}>
      <Box dir={locale === 'he' ? 'rtl' : 'ltr'} lang={locale}>
        {children}
      </Box>
    </I18nContext.Provider>
  );
}
