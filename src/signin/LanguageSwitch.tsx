import { loadCatalog } from '../i18n/catalogs';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { TranslateIcon } from './icons';
import { useTranslate } from './translate';

/** One click to the other language (named in itself): fetched if need be, remembered, `<html lang dir>` flipped. */
export const LanguageSwitch = () => {
  const { other, button } = useLanguageSwitch(loadCatalog, useTranslate());
  return (
    <button className="signin-language" {...button}>
      <TranslateIcon />
      {other.name}
    </button>
  );
};
