// One click to the other language, for the pages outside the signed-in app (sign-in, public form): the language's
// words are fetched first (by the page's own `load`), then the choice is remembered and `<html lang dir>` flipped.
// While the words are on the way the switch is busy; when they cannot be fetched the page stays in its language. The
// switch is a button named in the other language's own name; each page draws it in its own style.
import { useState } from 'react';
import { locales, type AppLocale } from './locales';
import { localeStore, useAppLocale } from './localeStore';
import type { Translate } from './translator';

export function useLanguageSwitch(load: (locale: AppLocale) => Promise<unknown>, translate: Translate) {
  const locale = useAppLocale();
  const [busy, setBusy] = useState(false);
  const other = locales.find((l) => l.locale !== locale) ?? locales[0]!;
  const switchLanguage = async () => {
    setBusy(true);
    try {
      await load(other.locale);
      localeStore.set(other.locale);
    } catch {
      // not reachable now: the page stays in its language
    } finally {
      setBusy(false);
    }
  };
  /** The switch's button: its language, its name for assistive technology, busy while the words are on the way. */
  const button = {
    type: 'button' as const,
    lang: other.locale,
    disabled: busy,
    'aria-label': `${translate('app.locale.label')}: ${other.name}`,
    onClick: () => void switchLanguage(),
  };
  return { other, button };
}
