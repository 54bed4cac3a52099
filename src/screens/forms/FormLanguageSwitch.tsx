// The public form page's language switch: one click to the other language (named in itself), its words fetched
// first (./formCatalog.ts), then remembered and `<html lang dir>` flipped; the answers typed stay.
import { useState } from 'react';
import { useFormText } from '../../forms/formText';
import { locales } from '../../i18n/locales';
import { localeStore, useAppLocale } from '../../i18n/localeStore';
import { loadFormCatalog } from './formCatalog';

export function FormLanguageSwitch() {
  const translate = useFormText();
  const locale = useAppLocale();
  const [busy, setBusy] = useState(false);
  const other = locales.find((l) => l.locale !== locale) ?? locales[0]!;
  const switchLanguage = async () => {
    setBusy(true);
    try {
      await loadFormCatalog(other.locale);
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
      className="fr-language"
      lang={other.locale}
      disabled={busy}
      aria-label={`${translate('app.locale.label')}: ${other.name}`}
      onClick={() => void switchLanguage()}
    >
      {other.name}
    </button>
  );
}
