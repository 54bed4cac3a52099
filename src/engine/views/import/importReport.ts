/** An import's report as people read it: each refused row with who it was and why, and the report as a CSV file. */
import { fieldLabel, validationText, type Translate, type ValidationIssue } from '../../../dataProvider/errors';
import type { EntityImportReport, ImportFailure } from './entityImportApi';

export interface FailedRow {
  /** 1-based, as in the preview. */
  number: number;
  who: string;
  /** One message per reason, field name first. */
  reasons: string[];
}

/** Names a record's field (its own label, '' when it has none). */
export type FieldNamer = (field: string) => string;

/** A resource's own field labels (`resources.<name>.fields.<field>`). */
export const resourceFields =
  (t: Translate, resourceName: string): FieldNamer =>
  (field) =>
    t(`resources.${resourceName}.fields.${field}`, { _: '' });

/**
 * A field's name in a reason (its location inside the record): the shared field names first (`fieldNames.*`),
 * then the record's own label of its first part, then the name made from the location.
 */
function fieldOf(loc: Array<string | number>, t: Translate, name?: FieldNamer): string {
  const key = loc.filter((s) => typeof s === 'string').join('.');
  if (!key) return '';
  const own = name ? name(key.split('.')[0]!) : '';
  const shared = t(`fieldNames.${key}`, { _: t(`fieldNames.${key}._label`, { _: '' }) });
  return shared || own || fieldLabel(['body', ...loc], t);
}

/** The reasons in the admin's words (field name, then the message; rule codes by their texts). */
export function reasonTexts(reasons: ValidationIssue[], t: Translate, name?: FieldNamer): string[] {
  return reasons.map((reason) => {
    const text = validationText(reason, t);
    const field = fieldOf(Array.isArray(reason.loc) ? reason.loc : [], t, name);
    return field ? t('errors.validation.field_message', { field, message: text }) : text;
  });
}

export function failedRows(failed: ImportFailure[], t: Translate, name?: FieldNamer): FailedRow[] {
  return failed.map((failure) => ({
    number: failure.row + 1,
    who: failure.who ?? '',
    reasons: reasonTexts(failure.reasons, t, name),
  }));
}

/** A report text: the resource's own wording when it has one (`resources.<name>.import.report.<key>`), else the shared one. */
export const reportText = (t: Translate, resourceName: string) => (key: string, options?: Record<string, unknown>) =>
  t(`resources.${resourceName}.import.report.${key}`, { ...options, _: t(`entities.import.report.${key}`, options) });

/**
 * The report as CSV rows: the counts (merged only where the import merges), an empty line, then one line per failed
 * row (with who it was, unless no row has anything to name it by).
 */
export function reportCsv(
  report: EntityImportReport,
  rows: FailedRow[],
  k: (key: string) => string,
): { header: string[]; rows: Array<Array<string | number>> } {
  const merges = typeof report.merged === 'number';
  const named = rows.some((r) => r.who !== '');
  return {
    header: [k('total'), k('created'), ...(merges ? [k('merged')] : []), k('failed')],
    rows: [
      [report.total_rows, report.created, ...(merges ? [report.merged as number] : []), report.failed_count],
      [],
      named ? [k('row'), k('record'), k('reasons')] : [k('row'), k('reasons')],
      ...rows.map((r) => (named ? [r.number, r.who, r.reasons.join('\n')] : [r.number, r.reasons.join('\n')])),
    ],
  };
}
