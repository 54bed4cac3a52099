// The public form page's language switch: one click to the other language (named in itself), its form words
// fetched first (./formCatalog.ts); the answers typed stay.
import { useFormText } from '../../forms/formText';
import { useLanguageSwitch } from '../../i18n/useLanguageSwitch';
import { loadFormCatalog } from './formCatalog';

export function FormLanguageSwitch() {
  const { other, button } = useLanguageSwitch(loadFormCatalog, useFormText());
  return (
    <button className="fr-button fr-language" {...button}>
      {other.name}
    </button>
  );
}
