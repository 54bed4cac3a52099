/** The import report as people read it: each failed row with who it was and why, and as a CSV file. */
import { validationMessages, type Translate } from '../../../dataProvider/errors';
import type { ImportRecord } from '../../../widgets/import';
import type { ImportFailure, ImportReport } from './importTypes';

export interface FailedRow {
  /** 1-based, as in the preview. */
  number: number;
  /** Name, else the first e-mail or phone of the record. */
  who: string;
  /** One message per reason, field name first. */
  reasons: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

const firstValue = (list: unknown): string => {
  if (!Array.isArray(list)) return '';
  for (const item of list) {
    const value = text((item as { value?: unknown } | null)?.value);
    if (value) return value;
  }
  return '';
};

/** How a record is recognised in the report. */
export function recordIdentity(record: ImportRecord | undefined): string {
  if (!record) return '';
  const name = [text(record.first_name), text(record.last_name)].filter(Boolean).join(' ');
  return name || firstValue(record.emails) || firstValue(record.phones) || text(record.national_id);
}

/**
 * The reasons in the admin's words (SPEC section 5: field name, then the message), as a 422 of the person form
 * reads: the person rules by their codes (errors.validation.codes in the customers texts), the rest by type.
 */
export function reasonMessages(failure: ImportFailure, t: Translate): string[] {
  // The locations are inside the record; the shared messages expect a request location first.
  return validationMessages(
    failure.reasons.map((reason) => ({ ...reason, loc: ['body', ...reason.loc] })),
    t,
  ).map((m) => m.message);
}

export function failedRows(report: ImportReport, records: readonly ImportRecord[], t: Translate): FailedRow[] {
  return report.failed.map((failure) => ({
    number: failure.row + 1,
    who: recordIdentity(records[failure.row]),
    reasons: reasonMessages(failure, t),
  }));
}

/**
 * The report as CSV rows: the counts, an empty line, then one line per failed row (with who it was when the
 * records are known: not for a report read later from the history).
 */
export function reportCsv(report: ImportReport, rows: FailedRow[], t: Translate): { header: string[]; rows: Array<Array<string | number>> } {
  const k = (key: string) => t(`resources.customers.import.report.${key}`);
  const named = rows.some((r) => r.who !== '');
  return {
    header: [k('total'), k('created'), k('merged'), k('failed')],
    rows: [
      [report.total_rows, report.created, report.merged, report.failed_count],
      [],
      named ? [k('row'), k('record'), k('reasons')] : [k('row'), k('reasons')],
      ...rows.map((r) => (named ? [r.number, r.who, r.reasons.join('\n')] : [r.number, r.reasons.join('\n')])),
    ],
  };
}
