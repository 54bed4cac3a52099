import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { resources } from '../resources';
import en from './en';
import he from './he';
import { isAppLocale, locales, type AppLocale } from './locales';
import { localeStore } from './localeStore';
import type { MessageTree } from './merge';

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

const aliases = Object.fromEntries(resources.map((r) => [r.routeName, r.name]));
const catalog: Record<AppLocale, TranslationMessages> = {
  he: withResourceAliases(he, aliases) as unknown as TranslationMessages,
  en: withResourceAliases(en, aliases) as unknown as TranslationMessages,
};

export const getMessages = (locale: string): TranslationMessages => catalog[isAppLocale(locale) ? locale : 'he'];

const polyglot = polyglotI18nProvider(
  getMessages,
  localeStore.get(),
  locales.map(({ locale, name }) => ({ locale, name })),
  { allowMissing: true },
);

/** React-admin's i18n provider; a language change is remembered and flips `<html dir>` and the theme. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale: string) => {
    await polyglot.changeLocale(locale);
    if (isAppLocale(locale)) localeStore.set(locale);
  },
};

/** Translate outside React (the HTTP client's error messages), in the current language. */
export const translate = (key: string, options?: Record<string, unknown>): string =>
  i18nProvider.translate(key, options);
