// What the fields of one form share beyond their own element: where its files go (the form's upload call) and the
// schemas of the forms its bagelforms nest. FormRenderer provides it; fields inside arrays and nested forms read it.
import { createContext, useContext } from 'react';
import type { UploadedFile } from '../widgets/files/FormUploadField';
import type { FormSchema } from '../../definitions/forms/rules';

export interface FormContextValue {
  /** Stores one file for an upload field; absent in a preview that has nowhere to send it. */
  upload?(file: File, onProgress: (percent: number) => void): Promise<UploadedFile>;
  nested: Record<string, FormSchema>;
}

export const FormContext = createContext<FormContextValue>({ nested: {} });
export const useFormContext = () => useContext(FormContext);
