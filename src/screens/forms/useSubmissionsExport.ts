// A form's submissions exported to Excel or CSV: up to EXPORT_LIMIT of those the filter matches, asked first, a
// nested form's fields each a column and numbers as numbers; a failure is told in a toast.
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { answerColumns, type AnswerWords } from '../../../definitions/forms/answers';
import type { FormElement } from '../../../definitions/forms/rules';
import { formatDateTime } from '../../lib/format';
import { askToExport, exportFailure } from '../../engine/views/export/askToExport';
import { downloadCsvFile, downloadXlsxFile } from '../../engine/views/export/writeFile';
import { formsApi, type FormRecord, type SubmissionFilter } from './api';

const EXPORT_LIMIT = 10_000;

interface Source {
  id: string;
  form: FormRecord | undefined;
  elements: FormElement[];
  filter: SubmissionFilter;
  total: number;
  words: AnswerWords;
}

export function useSubmissionsExport({ id, form, elements, filter, total, words }: Source) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [exporting, setExporting] = useState(false);
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    if (!form) return;
    setExporting(true);
    try {
      await askToExport(`form_submissions/${form.name}`, kind, Math.min(total, EXPORT_LIMIT));
      const all = await formsApi.submissions(id, { ...filter, skip: 0, limit: EXPORT_LIMIT });
      const answers = answerColumns(elements, words, form.nested ?? {});
      const firstColumns = [translate('forms.submissions.sent_at'), translate('forms.submissions.customer')];
      const header = [...firstColumns, ...answers.map((c) => c.label)];
      const rows = all.items.map((s) => [
        formatDateTime(s.created_at),
        s.person_name ?? '',
        ...answers.map((c) => c.cell(s.data)),
      ]);
      const filename = `${form.name}-${new Date().toISOString().slice(0, 10)}`;
      if (kind === 'csv') downloadCsvFile(header, rows, filename);
      else await downloadXlsxFile(header, rows, filename, locale === 'he');
    } catch (error) {
      notify(exportFailure(error), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportAs };
}
