import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { baseCatalog, hasCatalog, loadCatalog } from './catalogs';
import { isAppLocale, locales, type AppLocale } from './locales';
import { localeStore } from './localeStore';
import { mergeMessages, type MessageTree } from './merge';
import { setTranslator } from './translator';

/** What one resource adds to the catalogue: its messages per language (kept under `resources.<name>`). */
export interface ResourceMessages {
  /** Short name (`authors`). */
  name: string;
  /** React-admin's name (the route path, `shop/authors`). */
  routeName: string;
  messages?: Record<AppLocale, MessageTree>;
}

/**
 * React-admin names a resource by its route path (`shop/shipping-options`) and reads its labels
 * from `resources.<route path>.*`; our files keep them under the short name
 * (`resources.shipping-options.*`). Copy each resource's messages under its route path too.
 */
export function withResourceAliases(messages: MessageTree, aliases: Record<string, string>): MessageTree {
  const byName = (messages.resources ?? {}) as MessageTree;
  const aliased: MessageTree = { ...byName };
  for (const [path, name] of Object.entries(aliases)) {
    if (path !== name && byName[name] !== undefined) aliased[path] = byName[name];
  }
  return { ...messages, resources: aliased };
}

/**
 * The catalogue of one language: its domain files as far as they are here (src/i18n/catalogs.ts) plus the messages
 * each resource folder carries. English's must have been loaded (`loadCatalog('en')`).
 */
export function catalogOf(locale: AppLocale, resources: readonly ResourceMessages[]): MessageTree {
  const base = baseCatalog(locale);
  if (!base) throw new Error(`The ${locale} catalogue is not loaded yet: await loadCatalog('${locale}') first`);
  const own = resources.flatMap((r) =>
    r.messages ? [{ resources: { [r.name]: r.messages[locale] } } as MessageTree] : [],
  );
  const aliases = Object.fromEntries(resources.map((r) => [r.routeName, r.name]));
  return withResourceAliases(own.length ? mergeMessages(base, ...own) : base, aliases);
}

/**
 * React-admin's i18n provider over the catalogue of the given resources; a language change is remembered and flips
 * `<html dir>` and the theme. Also becomes the translator used outside React (`i18n/translator.ts`).
 */
export function createI18nProvider(resources: readonly ResourceMessages[]): I18nProvider {
  const catalog: Partial<Record<AppLocale, TranslationMessages>> = {};
  const make = (locale: AppLocale) => catalogOf(locale, resources) as unknown as TranslationMessages;
  const build = (locale: AppLocale) => (hasCatalog(locale) ? (catalog[locale] ??= make(locale)) : make(locale));
  // The first language is drawn with what is here (the provider is made again when the rest arrives); on a change of
  // language, one whose domain files are not all here yet is fetched first (react-admin waits for it).
  let made = false;
  const messagesOf = (requested: string): TranslationMessages | Promise<TranslationMessages> => {
    const locale = isAppLocale(requested) ? requested : 'he';
    return hasCatalog(locale) || !made ? build(locale) : loadCatalog(locale).then(() => build(locale));
  };
  const initial = baseCatalog(localeStore.get()) ? localeStore.get() : 'he';
  const polyglot = polyglotI18nProvider(
    messagesOf as (locale: string) => TranslationMessages,
    initial,
    locales.map(({ locale, name }) => ({ locale, name })),
    { allowMissing: true },
  );
  made = true;
  const provider: I18nProvider = {
    ...polyglot,
    changeLocale: async (locale: string) => {
      await polyglot.changeLocale(locale);
      if (!isAppLocale(locale)) return;
      setTranslator(provider.translate, locale);
      localeStore.set(locale);
    },
  };
  setTranslator(provider.translate);
  return provider;
}
