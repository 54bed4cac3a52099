// The languages' own catalogues (the domain files), each in two parts: what the signed-out pages show
// (`<locale>/public`) and the rest, which only the signed-in app (and the public form page) draws
// (`<locale>/signedIn`). Hebrew's public part comes with the first load; every other part is fetched when it is
// needed: English when it is chosen (`main.tsx` fetches it before the first render when it is the remembered
// language), the signed-in parts once `loadSignedInCatalog` has been called (beside the resource definitions).
import { useSyncExternalStore } from 'react';
import hePublic from './he/public';
import { localeStore } from './localeStore';
import type { AppLocale } from './locales';
import { mergeMessages, type MessageTree } from './merge';

type Part = 'public' | 'signedIn';

const fetchPart: Record<AppLocale, Record<Part, () => Promise<{ default: MessageTree }>>> = {
  he: { public: async () => ({ default: hePublic }), signedIn: () => import('./he/signedIn') },
  en: { public: () => import('./en/public'), signedIn: () => import('./en/signedIn') },
};

const publicPart: Partial<Record<AppLocale, MessageTree>> = { he: hePublic };
const whole: Partial<Record<AppLocale, MessageTree>> = {};
let signedInWanted = false;
let version = 0;
const listeners = new Set<() => void>();

/** The catalogue of a language as far as it is here (whole, or the signed-out pages' part), if any. */
export const baseCatalog = (locale: AppLocale): MessageTree | undefined => whole[locale] ?? publicPart[locale];

/** Whether a language's catalogue holds every part wanted so far. */
export const hasCatalog = (locale: AppLocale): boolean => (signedInWanted ? !!whole[locale] : !!baseCatalog(locale));

/** The catalogue of a language, every part wanted so far, each fetched once. */
export async function loadCatalog(locale: AppLocale): Promise<MessageTree> {
  if (!hasCatalog(locale)) {
    // both parts at once: one round trip, not two
    const [publicMessages, signedIn] = await Promise.all([
      publicPart[locale] ?? fetchPart[locale].public().then((part) => part.default),
      signedInWanted ? fetchPart[locale].signedIn().then((part) => part.default) : undefined,
    ]);
    publicPart[locale] = publicMessages;
    if (signedIn) whole[locale] ??= mergeMessages(publicMessages, signedIn);
  }
  return baseCatalog(locale)!;
}

/**
 * From now on, every language's catalogue is whole: fetches the rest of the current language's. The app's i18n
 * provider is made again when it arrives (`useCatalogVersion`).
 */
export async function loadSignedInCatalog(): Promise<void> {
  signedInWanted = true;
  const locale = localeStore.get();
  if (whole[locale]) return;
  await loadCatalog(locale);
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Changes each time more of the catalogue has arrived (for remaking the i18n provider). */
export const useCatalogVersion = (): number =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );

/** Hands over a whole catalogue a chunk already imported (a preview in the other language, tests). */
export function provideCatalog(locale: AppLocale, messages: MessageTree): void {
  whole[locale] ??= messages;
}
