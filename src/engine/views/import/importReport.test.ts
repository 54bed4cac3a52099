import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import en from '../../../i18n/en';
import he from '../../../i18n/he';
import type { ImportReason, ImportReport } from '../../../resources/customers/import/importTypes';
import { failedRows, reportCsv, reportText, resourceFields } from './importReport';

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
        {
          type: 'string_too_long',
          loc: ['first_name'],
          msg: 'too long',
          input: 'x',
          ctx: { max_length: 255 },
        } as never,
      ],
    },
  ],
  overwrite: [],
  created_by: null,
  created_by_name: null,
  created_at: '2026-01-01T00:00:00Z',
  reverted_at: null,
};

const rowsOf = (r: ImportReport, t = translate) => failedRows(r.failed, t, resourceFields(t, 'customers'));
const csvOf = (r: ImportReport) => reportCsv(r, rowsOf(r), reportText(translate, 'customers'));

describe('the import report', () => {
  it('names each failed row by its number in the preview, who it was and why, field first', () => {
    expect(rowsOf(report)).toEqual([
      {
        number: 3,
        who: 'dana@',
        reasons: ['Email must be a valid email address', 'First Name must have at most 255 characters'],
      },
    ]);
  });

  it("words the server's own reasons by their codes, in English and Hebrew", () => {
    const reasons = (reason: Partial<ImportReason>, translate = english) =>
      rowsOf(
        {
          ...report,
          failed: [{ row: 0, reasons: [{ type: 'value_error', loc: [], msg: 'server text', input: null, ...reason }] }],
        },
        translate,
      )[0]!.reasons;
    const nationalId = {
      loc: ['national_id'],
      msg: 'Value error, value is not a valid Israeli national id (9 digits with a valid check digit)',
      ctx: { code: 'national_id_invalid' },
    };
    expect(reasons(nationalId)).toEqual(['National Id is not valid (9 digits with a correct check digit)']);
    expect(reasons(nationalId, hebrew)).toEqual(['תעודת זהות: אינה תקינה (9 ספרות עם ספרת ביקורת נכונה)']);
    const phone = {
      loc: ['phones', 1, 'value'],
      msg: 'Value error, value is not a valid phone number',
      ctx: { code: 'phone_invalid' },
    };
    expect(reasons(phone)).toEqual(['Phone is not a valid phone number']);
    expect(reasons(phone, hebrew)).toEqual(['טלפון: אינו מספר טלפון תקין']);
    expect(reasons({ loc: ['addresses', 0], ctx: { code: 'address_empty' } }, hebrew)).toEqual([
      'כתובת: צריכה רחוב, עיר או מיקוד',
    ]);
    expect(
      reasons({
        msg: 'Value error, a person needs a name, an e-mail, a phone or a national id',
        ctx: { code: 'person_empty' },
      }),
    ).toEqual(['A customer needs a name, an e-mail, a phone or a national ID']);
    expect(
      reasons({ type: 'ambiguous_match', msg: 'Its e-mails, phones or national id belong to different people: 4, 9' }),
    ).toEqual(['Its e-mails, phones or national ID belong to different customers']);
    expect(reasons({ loc: ['roles', 0], ctx: { code: 'role_characters' } })).toEqual([
      'Roles may hold only letters, digits, - and _',
    ]);
    // A reason without a code of ours: the server's text.
    expect(reasons({ loc: ['first_name'], msg: 'Value error, something new' }, hebrew)).toEqual([
      'שם פרטי: Value error, something new',
    ]);
  });

  it('downloads as CSV: the counts, then the failed rows', () => {
    const csv = csvOf(report);
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
    const csv = csvOf(unnamed);
    expect(csv.rows.slice(2)).toEqual([
      ['Row', 'Reasons'],
      [3, 'Email must be a valid email address\nFirst Name must have at most 255 characters'],
    ]);
  });
});

describe('the shared report words', () => {
  const entityReport = {
    id: 3,
    status: 'completed' as const,
    total_rows: 2,
    created: 1,
    failed_count: 1,
    created_at: '2026-01-01T00:00:00Z',
    created_by_name: null,
    reverted_at: null,
    failed: [{ row: 1, reasons: [{ type: 'missing', loc: ['name'], msg: 'Field required', input: null }] }],
  };

  it("gives an entity without merges no merged column, names fields by the resource's labels, and words its revert by count", () => {
    const k = reportText(hebrew, 'product-categories');
    const rows = failedRows(entityReport.failed, hebrew, resourceFields(hebrew, 'product-categories'));
    expect(rows).toEqual([{ number: 2, who: '', reasons: [expect.stringContaining('שם')] }]);
    expect(reportCsv(entityReport, rows, k).header).toEqual(['שורות', 'נוצרו', 'נכשלו']);
    expect(k('record')).toBe('רשומה');
    expect(reportText(english, 'product-categories')('revert_confirm', { smart_count: 3 })).toBe(
      'Revert this import? The 3 records it created will be deleted.',
    );
  });

  it("keeps a resource's own words where it has them (a customer, not a record)", () => {
    expect(reportText(english, 'customers')('record')).toBe('Customer');
    expect(reportText(hebrew, 'customers')('record')).toBe('לקוח');
    expect(reportText(english, 'customers')('title')).toBe('Import report');
  });
});
