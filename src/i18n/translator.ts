import type { AppLocale } from './locales';
import { localeStore } from './localeStore';

/** Translate outside React (the HTTP client's error messages), in the current language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const fallback: Translate = (key, options) => (typeof options?._ === 'string' ? options._ : key);

/** Each language's translate, as its i18n provider was last made. */
const byLocale = new Map<AppLocale, Translate>();

/**
 * An i18n provider hands its translate here when it is made (for its own language). The current language's is
 * looked up at each call, so the translator follows a switch of language without being handed a provider again.
 */
export const setTranslator = (translate: Translate, locale: AppLocale = localeStore.get()): void => {
  byLocale.set(locale, translate);
};

export const translate: Translate = (key, options) => (byLocale.get(localeStore.get()) ?? fallback)(key, options);
