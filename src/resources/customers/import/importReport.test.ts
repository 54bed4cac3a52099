import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from '../../../i18n/en';
import he from '../../../i18n/he';
import { failedRows, reportCsv } from './importReport';
import type { ImportReason, ImportReport } from './importTypes';

const english = polyglotI18nProvider(() => en as unknown as TranslationMessages, 'en').translate;
const hebrew = polyglotI18nProvider(() => he as unknown as TranslationMessages, 'he').translate;
const translate = english;

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
      who: 'dana@',
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

describe('the import report', () => {
  it('names each failed row by its number in the preview, who it was and why, field first', () => {
    expect(failedRows(report, translate)).toEqual([
      { number: 3, who: 'dana@', reasons: ['Email must be a valid email address', 'First Name must have at most 255 characters'] },
    ]);
  });

  it("words the server's own reasons by their codes, in English and Hebrew", () => {
    const reasons = (reason: Partial<ImportReason>, translate = english) =>
      failedRows({ ...report, failed: [{ row: 0, reasons: [{ type: 'value_error', loc: [], msg: 'server text', input: null, ...reason }] }] }, translate)[0].reasons;
    const nationalId = { loc: ['national_id'], msg: 'Value error, value is not a valid Israeli national id (9 digits with a valid check digit)', ctx: { code: 'national_id_invalid' } };
    expect(reasons(nationalId)).toEqual(['National Id is not valid (9 digits with a correct check digit)']);
    expect(reasons(nationalId, hebrew)).toEqual(['תעודת זהות: אינה תקינה (9 ספרות עם ספרת ביקורת נכונה)']);
    const phone = { loc: ['phones', 1, 'value'], msg: 'Value error, value is not a valid phone number', ctx: { code: 'phone_invalid' } };
    expect(reasons(phone)).toEqual(['Phone is not a valid phone number']);
    expect(reasons(phone, hebrew)).toEqual(['טלפון: אינו מספר טלפון תקין']);
    expect(reasons({ loc: ['addresses', 0], ctx: { code: 'address_empty' } }, hebrew)).toEqual(['כתובת: צריכה רחוב, עיר או מיקוד']);
    expect(reasons({ msg: 'Value error, a person needs a name, an e-mail, a phone or a national id', ctx: { code: 'person_empty' } })).toEqual([
      'A customer needs a name, an e-mail, a phone or a national ID',
    ]);
    expect(reasons({ type: 'ambiguous_match', msg: 'Its e-mails, phones or national id belong to different people: 4, 9' })).toEqual([
      'Its e-mails, phones or national ID belong to different customers',
    ]);
    expect(reasons({ loc: ['roles', 0], ctx: { code: 'role_characters' } })).toEqual(['Roles may hold only letters, digits, - and _']);
    // A reason without a code of ours: the server's text.
    expect(reasons({ loc: ['first_name'], msg: 'Value error, something new' }, hebrew)).toEqual(['שם פרטי: Value error, something new']);
  });

  it('downloads as CSV: the counts, then the failed rows', () => {
    const csv = reportCsv(report, failedRows(report, translate), translate);
    expect(csv.header).toEqual(['Rows', 'Created', 'Merged', 'Failed']);
    expect(csv.rows).toEqual([
      [4, 2, 1, 1],
      [],
      ['Row', 'Customer', 'Reasons'],
      [3, 'dana@', 'Email must be a valid email address\nFirst Name must have at most 255 characters'],
    ]);
  });

  it('leaves out the customer column when no failed row has anything to name it by', () => {
    const unnamed = { ...report, failed: report.failed.map((failure) => ({ ...failure, who: '' })) };
    const csv = reportCsv(unnamed, failedRows(unnamed, translate), translate);
    expect(csv.rows.slice(2)).toEqual([
      ['Row', 'Reasons'],
      [3, 'Email must be a valid email address\nFirst Name must have at most 255 characters'],
    ]);
  });
});
