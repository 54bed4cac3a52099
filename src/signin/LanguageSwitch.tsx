import { useState } from 'react';
import { loadCatalog } from '../i18n/catalogs';
import { locales } from '../i18n/locales';
import { localeStore, useAppLocale } from '../i18n/localeStore';
import { TranslateIcon } from './icons';
import { useTranslate } from './translate';

/** One click to the other language (named in itself): fetched if need be, remembered, `<html lang dir>` flipped. */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const locale = useAppLocale();
  const [busy, setBusy] = useState(false);
  const other = locales.find((l) => l.locale !== locale) ?? locales[0];
  const switchLanguage = async () => {
    setBusy(true);
    try {
      await loadCatalog(other.locale);
      localeStore.set(other.locale);
    } catch {
      // not reachable now: the page stays in its language
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="signin-language"
      lang={other.locale}
      disabled={busy}
      aria-label={`${translate('app.locale.label')}: ${other.name}`}
      onClick={() => void switchLanguage()}
    >
      <TranslateIcon />
      {other.name}
    </button>
  );
};
