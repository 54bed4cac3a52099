// What the fields of one form share beyond their own element: where its files go (the form's upload call), the
// schemas of the forms its bagelforms nest, and the frame the admin's own widgets need where the admin is not.
// FormRenderer provides it; fields inside arrays and nested forms read it.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { UploadedFile } from '../widgets/files/FormUploadField';
import type { FormSchema } from '../../definitions/forms/rules';

export interface FormContextValue {
  /** Stores one file for an upload field; absent in a preview that has nowhere to send it. */
  upload?(file: File, onProgress: (percent: number) => void): Promise<UploadedFile>;
  nested: Record<string, FormSchema>;
  /**
   * Around each of the admin's widgets a form uses (signature, upload, rich text, table: MUI and react-admin inputs,
   * fetched when their first element is reached): their theme and translate where the admin's are not (the public
   * page). None inside the admin.
   */
  widgetFrame?: ComponentType<{ children: ReactNode }>;
}

export const FormContext = createContext<FormContextValue>({ nested: {} });
export const useFormContext = () => useContext(FormContext);
