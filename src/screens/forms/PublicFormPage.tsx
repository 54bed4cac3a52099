// A form on its public page (/f/:name): no admin chrome, no sign-in, embeddable in the business's website. On
// success it tells the window around it and follows the form's redirect if it has one. Laid out as the server's
// first HTML draws the form's header (server/src/forms/public-form-page.ts), so that the page replaces it in place.
import { useEffect, useMemo } from 'react';
import { isApiError } from '../../dataProvider/errors';
import { FormRenderer } from '../../forms/FormRenderer';
import { useFormText } from '../../forms/formText';
import { loadSignedInCatalog } from '../../i18n/catalogs';
import { lazyWithReload } from '../../lib/lazyWithReload';
import type { Answers } from '../../../definitions/forms/rules';
import { FormLanguageSwitch } from './FormLanguageSwitch';
import { formUploader, sendPublicForm, usePublicForm } from './publicApi';

/** The message a form's page posts to its parent window after a successful send. */
export const FORM_SUCCESS_MESSAGE = 'form:success';

// The admin's widgets' frame comes with the rest of the catalogue (their words), when the first one is reached.
const PublicWidgetFrame = lazyWithReload(() =>
  Promise.all([import('./PublicWidgetFrame'), loadSignedInCatalog()]).then(([frame]) => frame),
);

export default function PublicFormPage({ name }: { name: string }) {
  const translate = useFormText();
  const form = usePublicForm(name);
  const uploader = useMemo(() => formUploader(name), [name]);
  useEffect(() => {
    if (form.data) document.title = form.data.title;
  }, [form.data]);

  const sent = (values: Answers) => {
    if (window.parent !== window)
      window.parent.postMessage({ type: FORM_SUCCESS_MESSAGE, form: name, data: values }, '*');
    if (form.data?.redirect_url) window.location.assign(form.data.redirect_url);
  };

  return (
    <div className="fr-page-inner">
      <div className="fr-page-top">
        <FormLanguageSwitch />
      </div>
      <main className="fr-card">
        {form.isPending && (
          <p className="fr-muted" role="status">
            {translate('ra.page.loading')}
          </p>
        )}
        {form.error !== undefined && (
          <p className="fr-note fr-note-info" role="alert">
            {isApiError(form.error) && form.error.status === 404
              ? translate('forms.renderer.not_found')
              : String((form.error as Error).message ?? form.error)}
          </p>
        )}
        {form.data && (
          <>
            <h1 dir="auto">{form.data.title}</h1>
            {form.data.description && (
              <p className="fr-intro" dir="auto">
                {form.data.description}
              </p>
            )}
            {form.data.open ? (
              <FormRenderer
                schema={form.data.schema}
                nested={form.data.nested}
                upload={uploader}
                widgetFrame={PublicWidgetFrame}
                stepValidation={form.data.step_validation}
                successMessage={form.data.success_message}
                onSubmit={async (data) => {
                  await sendPublicForm(name, data);
                }}
                onSuccess={sent}
              />
            ) : (
              <p className="fr-note fr-note-info">{translate('forms.renderer.closed')}</p>
            )}
          </>
        )}
      </main>
    </div>
  );
}
