// The calls of the forms screens (server/src/routes/forms.ts).
import { http, upload } from '../../dataProvider/http';
import { progressPercent } from '../../widgets/files/api';
import type { UploadedFile } from '../../widgets/files/FormUploadField';
import type { Answers, FormSchema } from '../../../definitions/forms/rules';

export interface FormSettings {
  step_validation: boolean;
  success_message: string;
  redirect_url: string | null;
  is_open: boolean;
  closes_at: string | null;
  submission_limit: number | null;
  notify_emails: string[];
}

export interface FormRecord {
  id: number;
  name: string;
  title: string;
  description: string;
  schema: FormSchema;
  settings: FormSettings;
  version: number;
  submission_count: number;
  open: boolean;
  /** The schemas of the forms its bagelforms nest, by name. */
  nested?: Record<string, FormSchema>;
}

export interface Submission {
  id: number;
  version: number;
  data: Answers;
  person_id: number | null;
  person_name: string | null;
  created_at: string;
}

export interface SubmissionFilter {
  q?: string;
  from?: string;
  to?: string;
}

/** The upload of a form's file fields: the form's own upload call, open to its public page. */
export const formUploader = (name: string) => (file: File, onProgress: (percent: number) => void) => {
  const body = new FormData();
  body.append('upload', file, file.name);
  return upload<UploadedFile>(`/form/${encodeURIComponent(name)}/upload`, body, { onProgress: (loaded, total) => onProgress(progressPercent(loaded, total)), silent: true });
};

export const formsApi = {
  read: (id: string | number) => http.get<FormRecord>(`/form/${id}/definition`),
  save: (id: string | number, body: Partial<Pick<FormRecord, 'name' | 'title' | 'description' | 'schema'>> & { settings?: Partial<FormSettings> }) => http.put<FormRecord>(`/form/${id}`, body),
  submissions: (id: string | number, filter: SubmissionFilter & { skip: number; limit: number }) =>
    http.get<{ items: Submission[]; total: number }>(`/form/${id}`, { query: { ...filter, q: filter.q || undefined, from: filter.from || undefined, to: filter.to || undefined } }),
  daily: (id: string | number) => http.get<Array<{ day: string; count: number }>>(`/form/${id}/daily`),
  submit: (id: string | number, data: Answers) => http.post<Submission>(`/form/${id}`, { data }),
  deleteSubmission: (id: string | number, submissionId: number) => http.delete(`/form/${id}/submissions/${submissionId}`),
};
