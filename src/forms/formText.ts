// The words of a form's renderer and its inputs (forms.renderer.*, forms.errors.*), in the reader's language. The
// public page provides a small translator over the form's own messages (src/screens/forms/formCatalog.ts); inside the
// admin it is react-admin's translate, so that the admin keeps one language source.
import { createContext, useContext } from 'react';
import type { Translate } from '../i18n/translator';

export const FormTextContext = createContext<Translate>((key, options) =>
  typeof options?._ === 'string' ? options._ : key,
);

/** The form's translate, from the nearest FormTextContext. */
export const useFormText = (): Translate => useContext(FormTextContext);
