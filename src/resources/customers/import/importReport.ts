/** The import report as people read it: each failed row with who it was and why, and as a CSV file. */
import { validationMessages, type Translate } from '../../../dataProvider/errors';
import type { ImportFailure, ImportReport } from './importTypes';

export interface FailedRow {
  /** 1-based, as in the preview. */
  number: number;
  /** As the server names the row: its name, else its first e-mail or phone, else its national id ('' when none). */
  who: string;
  /** One message per reason, field name first. */
  reasons: string[];
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

export function failedRows(report: ImportReport, t: Translate): FailedRow[] {
  return report.failed.map((failure) => ({
    number: failure.row + 1,
    who: failure.who ?? '',
    reasons: reasonMessages(failure, t),
  }));
}

/**
 * The report as CSV rows: the counts, an empty line, then one line per failed row (with who it was, unless no row
 * has anything to name it by).
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
