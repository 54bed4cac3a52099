// Shows its children in another language than the admin's (the builder's preview in Hebrew or English): its own
// translator over the same catalogue, for the form's words and the admin's widgets inside it, and the language's
// direction, without touching the user's chosen language.
import { useMemo, type ReactNode } from 'react';
import { I18nContext, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { provideCatalog } from '../i18n/catalogs';
import en from '../i18n/en';
import { catalogOf } from '../i18n/i18nProvider';
import { directionOf, type AppLocale } from '../i18n/locales';
import { FormTextContext } from './formText';

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
      <FormTextContext.Provider value={provider.translate}>
        <div dir={directionOf(locale)} lang={locale}>
          {children}
        </div>
      </FormTextContext.Provider>
    </I18nContext.Provider>
  );
}
