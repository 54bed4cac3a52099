// The calls of the forms screens, in the server's own shapes.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';
import type { ApiAnswer, ApiQuery } from '../../../definitions/wire/api';
import type { Answers, FormSchema } from '../../../definitions/forms/rules';

type FormAnswer = ApiAnswer<'/api/form/{name}/definition'>;
/** A form as the builder reads it: its schema in the shape both sides' rules read (definitions/forms/rules.ts). */
export type FormRecord = Omit<FormAnswer, 'schema' | 'nested'> & {
  schema: FormSchema;
  nested?: Record<string, FormSchema>;
};
export type FormSettings = FormRecord['settings'];
export type Submission = ApiAnswer<'/api/form/{name}', 'post'>;
export type SubmissionFilter = Pick<ApiQuery<'/api/form/{name}'>, 'q' | 'from' | 'to'>;
export const formKeys = queryKeysOf('form');

/** Every form by name and title (the forms a bagelform may nest); a saved form reads them again (useFormDraft). */
export const useFormNames = () =>
  useQuery({
    queryKey: formKeys.of('names'),
    queryFn: () => http.get<{ items: Array<{ name: string; title: string }> }>('/form', { query: { limit: 1000 } }),
  });

export const formsApi = {
  read: (id: string | number) => http.get<FormRecord>(`/form/${id}/definition`),
  save: (
    id: string | number,
    body: Partial<Pick<FormRecord, 'name' | 'title' | 'description' | 'schema'>> & { settings?: Partial<FormSettings> },
  ) => http.put<FormRecord>(`/form/${id}`, body),
  submissions: (id: string | number, filter: SubmissionFilter & { skip: number; limit: number }) =>
    http.get<ApiAnswer<'/api/form/{name}'>>(`/form/${id}`, {
      query: { ...filter, q: filter.q || undefined, from: filter.from || undefined, to: filter.to || undefined },
    }),
  daily: (id: string | number) => http.get<ApiAnswer<'/api/form/{name}/daily'>>(`/form/${id}/daily`),
  submit: (id: string | number, data: Answers) => http.post<Submission>(`/form/${id}`, { data }),
  deleteSubmission: (id: string | number, submissionId: number) =>
    http.delete(`/form/${id}/submissions/${submissionId}`),
};

/** A form's submissions, each list under `form-submissions` (a live list: others' submissions read it again). */
export const submissionKeys = queryKeysOf('form-submissions');

/** A form as the builder and its submissions page read it. */
export const useFormRecord = (id: string) =>
  useQuery({ queryKey: formKeys.detail(id), queryFn: () => formsApi.read(id) });

/** A form's submissions per day. */
export const useFormDaily = (id: string) =>
  useQuery({ queryKey: formKeys.of('daily', id), queryFn: () => formsApi.daily(id) });

/** A page of a form's submissions matching the filter; the last page stays on screen while the next comes. */
export const useSubmissions = (id: string, filter: SubmissionFilter, page: number, perPage: number) =>
  useQuery({
    queryKey: submissionKeys.list(id, filter, page, perPage),
    queryFn: () => formsApi.submissions(id, { ...filter, skip: page * perPage, limit: perPage }),
    placeholderData: keepPreviousData,
  });
