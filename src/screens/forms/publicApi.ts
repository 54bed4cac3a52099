// The public form page's calls (and the upload staff share with it), apart from the admin's (./api.ts): a
// customer's phone loads these and the HTTP client only.
import { useEffect, useState } from 'react';
import { http, upload } from '../../dataProvider/http';
import type { ApiAnswer } from '../../../definitions/wire/api';
import type { UploadedFile } from '../../widgets/files/FormUploadField';
import type { Answers, FormSchema } from '../../../definitions/forms/rules';
import { embeddedForm } from './embeddedForm';

/** A form as its public page shows it: its schema and the forms it nests, in the rules' shape. */
export type PublicForm = Omit<ApiAnswer<'/api/form/{name}/public'>, 'schema' | 'nested'> & {
  schema: FormSchema;
  nested: Record<string, FormSchema>;
};
type Submission = ApiAnswer<'/api/form/{name}', 'post'>;

/**
 * A form for its public page, read once (silent: the page words a missing form itself): the one the page's HTML
 * carries when it does, else asked for.
 */
export function usePublicForm(name: string): { data?: PublicForm; error?: unknown; isPending: boolean } {
  const [read, setRead] = useState<{ name: string; data?: PublicForm; error?: unknown }>(() => ({
    name,
    data: embeddedForm<PublicForm>(name),
  }));
  const current = read.name === name ? read : { name };
  const known = Boolean(current.data || current.error);
  useEffect(() => {
    if (known) return;
    let live = true;
    http.get<PublicForm>(`/form/${encodeURIComponent(name)}/public`, { silent: true }).then(
      (data) => live && setRead({ name, data }),
      (error: unknown) => live && setRead({ name, error }),
    );
    return () => {
      live = false;
    };
  }, [name, known]);
  return { data: current.data, error: current.error, isPending: !known };
}

/** Sends the public page's answers (silent: the renderer shows the server's refusals on their fields). */
export const sendPublicForm = (name: string, data: Answers) =>
  http.post<Submission>(`/form/${encodeURIComponent(name)}`, { data }, { silent: true });

/** The upload of a form's file fields: the form's own upload call, open to its public page. */
export const formUploader = (name: string) => async (file: File, onProgress: (percent: number) => void) => {
  // the files widget's own progress rule, fetched with the widget that calls this
  const { progressPercent } = await import('../../widgets/files/api');
  const body = new FormData();
  body.append('upload', file, file.name);
  return upload<UploadedFile>(`/form/${encodeURIComponent(name)}/upload`, body, {
    onProgress: (loaded, total) => onProgress(progressPercent(loaded, total)),
    silent: true,
  });
};
