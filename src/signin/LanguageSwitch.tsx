import { loadCatalog } from '../i18n/catalogs';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { TranslateIcon } from './icons';
import { useTranslate } from './translate';

/** One click to the other language (named in itself): fetched if need be, remembered, `<html lang dir>` flipped. */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const { other, busy, switchLanguage } = useLanguageSwitch(loadCatalog);
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
