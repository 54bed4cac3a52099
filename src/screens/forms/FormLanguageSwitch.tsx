// The public form page's language switch: one click to the other language (named in itself), its form words
// fetched first (./formCatalog.ts); the answers typed stay.
import { useFormText } from '../../forms/formText';
import { useLanguageSwitch } from '../../i18n/useLanguageSwitch';
import { loadFormCatalog } from './formCatalog';

export function FormLanguageSwitch() {
  const translate = useFormText();
  const { other, busy, switchLanguage } = useLanguageSwitch(loadFormCatalog);
  return (
    <button
      type="button"
      className="fr-button fr-language"
      lang={other.locale}
      disabled={busy}
      aria-label={`${translate('app.locale.label')}: ${other.name}`}
      onClick={() => void switchLanguage()}
    >
      {other.name}
    </button>
  );
}
