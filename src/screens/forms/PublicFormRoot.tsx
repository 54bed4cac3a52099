// The public form page's own root: a customer's phone loads the form renderer, its stylesheet and the form's words
// (./formCatalog.ts), none of the signed-in app, react-admin or MUI. The admin's widgets a form may use (signature,
// upload, rich text, table) come with their frame (./PublicWidgetFrame.tsx) when their first element is reached.
import { useEffect } from 'react';
import { FormTextContext } from '../../forms/formText';
import { directionOf } from '../../i18n/locales';
import { useAppLocale } from '../../i18n/localeStore';
import { setTranslator } from '../../i18n/translator';
import { formTranslatorFor } from './formCatalog';
import PublicFormPage from './PublicFormPage';

/** The public form page (/f/:name) of the form `name`, with the form's translate. */
export function PublicFormRoot({ name }: { name: string }) {
  const locale = useAppLocale();
  const translate = formTranslatorFor(locale);
  // the HTTP client words its errors with it too
  useEffect(() => setTranslator(translate, locale), [translate, locale]);
  return (
    <FormTextContext.Provider value={translate}>
      <div className="fr-page" dir={directionOf(locale)} lang={locale}>
        <PublicFormPage name={name} />
      </div>
    </FormTextContext.Provider>
  );
}
