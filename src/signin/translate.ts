import Polyglot from 'node-polyglot';
import { useEffect } from 'react';
import { baseCatalog } from '../i18n/catalogs';
import type { AppLocale } from '../i18n/locales';
import { useAppLocale } from '../i18n/localeStore';
import type { MessageTree } from '../i18n/merge';
import { setTranslator, type Translate } from '../i18n/translator';

const made = new Map<AppLocale, { catalog: MessageTree; translate: Translate }>();

/**
 * The sign-in pages' translate: the language's catalogue (src/i18n/catalogs.ts, loaded before the page is drawn)
 * through polyglot with react-admin's options, so `%{name}`, `smart_count` and `_` read as they do in the app.
 */
export function translatorFor(locale: AppLocale): Translate {
  const catalog = baseCatalog(locale) ?? baseCatalog('he') ?? {};
  let entry = made.get(locale);
  if (!entry || entry.catalog !== catalog) {
    const polyglot = new Polyglot({ locale, phrases: catalog, allowMissing: true });
    entry = { catalog, translate: (key, options) => polyglot.t(key, options) };
    made.set(locale, entry);
  }
  return entry.translate;
}

/** Translate in the current language (re-rendering when it changes); the API client words its errors with it too. */
export function useTranslate(): Translate {
  const locale = useAppLocale();
  const translate = translatorFor(locale);
  useEffect(() => setTranslator(translate, locale), [translate, locale]);
  return translate;
}
