import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from '../../../i18n/en';
import { failedRows, recordIdentity, reportCsv } from './importReport';
import type { ImportReport } from './importTypes';

const { translate } = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en');

const report: ImportReport = {
  id: 7,
  status: 'completed',
  total_rows: 4,
  created: 2,
  merged: 1,
  failed_count: 1,
  failed: [
    {
      row: 2,
      reasons: [
        { type: 'value_error', loc: ['emails', 0, 'value'], msg: 'value is not a valid email address', input: 'dana@' },
        { type: 'string_too_long', loc: ['first_name'], msg: 'too long', input: 'x', ctx: { max_length: 255 } } as never,
      ],
    },
  ],
  overwrite: [],
  created_at: '2026-01-01T00:00:00Z',
  reverted_at: null,
};

const records = [{ first_name: 'א' }, { first_name: 'ב' }, { emails: [{ value: 'dana@' }], phones: [{ value: '0501234567' }] }, {}];

describe('the import report', () => {
  it('names each failed row by its number in the preview, who it was and why, field first', () => {
    expect(failedRows(report, records, translate)).toEqual([
      { number: 3, who: 'dana@', reasons: ['Email must be a valid email address', 'First Name must have at most 255 characters'] },
    ]);
  });

  it('words the server\'s own reasons', () => {
    const reasons = (msg: string, loc: Array<string | number> = ['national_id'], type = 'value_error') =>
      failedRows({ ...report, failed: [{ row: 0, reasons: [{ type, loc, msg, input: null }] }] }, records, translate)[0].reasons;
    expect(reasons('Value error, value is not a valid Israeli national id (9 digits with a valid check digit)')).toEqual([
      'National Id is not valid (9 digits with a correct check digit)',
    ]);
    expect(reasons('Value error, value is not a valid phone number', ['phones', 1, 'value'])).toEqual(['Phone is not a valid phone number']);
    expect(reasons('Its e-mails, phones or national id belong to different people: 4, 9', [], 'ambiguous_match')).toEqual([
      'Its e-mails, phones or national ID belong to different customers',
    ]);
    expect(reasons('String should match pattern', ['roles', 0], 'string_pattern_mismatch')).toEqual(['Roles may hold only letters, digits, - and _']);
  });

  it('recognises a record by name, else e-mail, phone or national id', () => {
    expect(recordIdentity({ first_name: ' דנה ', last_name: 'כהן' })).toBe('דנה כהן');
    expect(recordIdentity({ emails: [{ value: '' }, { value: 'a@b.co' }] })).toBe('a@b.co');
    expect(recordIdentity({ phones: [{ value: '+972501234567' }] })).toBe('+972501234567');
    expect(recordIdentity({ national_id: '012345674' })).toBe('012345674');
    expect(recordIdentity(undefined)).toBe('');
  });

  it('downloads as CSV: the counts, then the failed rows', () => {
    const csv = reportCsv(report, failedRows(report, records, translate), translate);
    expect(csv.header).toEqual(['Rows', 'Created', 'Merged', 'Failed']);
    expect(csv.rows).toEqual([
      [4, 2, 1, 1],
      [],
      ['Row', 'Customer', 'Reasons'],
      [3, 'dana@', 'Email must be a valid email address\nFirst Name must have at most 255 characters'],
    ]);
  });
});
