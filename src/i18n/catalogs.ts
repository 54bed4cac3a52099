// The languages' own catalogues (the domain files): Hebrew, the default, comes with the first load; English is
// fetched when it is chosen (about 20 KB gzip that a Hebrew user never needs). `main.tsx` fetches it before the
// first render when English is the remembered language.
import he from './he';
import type { AppLocale } from './locales';
import type { MessageTree } from './merge';

const loaded: Partial<Record<AppLocale, MessageTree>> = { he };

/** The catalogue of a language if it is here already. */
export const baseCatalog = (locale: AppLocale): MessageTree | undefined => loaded[locale];

/** The catalogue of a language, fetched once. */
export async function loadCatalog(locale: AppLocale): Promise<MessageTree> {
  loaded[locale] ??= locale === 'en' ? (await import('./en')).default : he;
  return loaded[locale];
}

/** Hands over a catalogue a chunk already imported (a preview in the other language, tests). */
export function provideCatalog(locale: AppLocale, messages: MessageTree): void {
  loaded[locale] ??= messages;
}
