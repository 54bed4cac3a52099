import { describe, expect, it } from 'vitest';
import { detectColumnTypes } from '../logic/detectType';
import { readFixture } from '../testing/readFixture';
import { buildTable } from './buildTable';

const CUSTOMER_HEADERS = [
  'קוד לקוח',
  'שם פרטי',
  'שם משפחה',
  'אימייל',
  'תעודת זהות',
  'עיר',
  'תאריך הצטרפות',
  'תאריך לידה',
  'עדכון אחרון',
  'מנוי פעיל',
  'ניוזלטר',
  'יתרה',
  'סטטוס',
];

describe.each(['customers.xlsx', 'customers.xls'])('%s (three sheets)', (name) => {
  it('lists the Hebrew sheet names and reads the first sheet', () => {
    const sheet = readFixture(name);
    expect(sheet.sheetNames).toEqual(['לקוחות', 'טלפונים', 'הערות']);
    expect(sheet.sheetName).toBe('לקוחות');
    const table = buildTable(sheet.rows, true);
    expect(table.headers).toEqual(CUSTOMER_HEADERS);
    expect(table.rows).toHaveLength(6); // the empty row in the middle is dropped
  });

  it('keeps cell types: text, numbers, booleans, dates and date-times', () => {
    const [dana, , michal] = buildTable(readFixture(name).rows, true).rows;
    expect(dana.slice(0, 6)).toEqual(['C-1001', 'דנה', 'כהן', 'dana.cohen@example.co.il', '012345674', 'תל אביב']);
    expect(dana[6]).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(dana[7]).toBe('1985-03-12');
    expect((dana[8] as Date).toISOString().slice(0, 16)).toBe('2024-01-15T10:30');
    expect(dana.slice(9, 13)).toEqual([true, 'yes', 120.5, 'פעיל']);
    expect(michal[11]).toBe('abc');
  });

  it('detects the column types', () => {
    const table = buildTable(readFixture(name).rows, true);
    expect(detectColumnTypes(table.rows, table.headers.length)).toEqual([
      'string',
      'string',
      'string',
      'string',
      'string',
      'string',
      'date',
      'date',
      'datetime',
      'boolean',
      'boolean',
      'number',
      'string',
    ]);
  });

  it('reads another sheet by name', () => {
    const phones = buildTable(readFixture(name, 'טלפונים').rows, true);
    expect(phones.headers).toEqual(['קוד לקוח', 'טלפון', 'סוג']);
    expect(phones.rows).toHaveLength(7);
    expect(phones.rows[3]).toEqual(['c-1003 ', '054-1112233', 'עבודה']);
    expect(buildTable(readFixture(name, 'הערות').rows, true).rows).toEqual([
      ['C-1001', 'לקוחה ותיקה'],
      ['C-1003', 'ביקשה חשבונית מס'],
    ]);
  });
});

describe('customers.csv (exported by LibreOffice)', () => {
  it('reads one sheet of text cells named after the file', () => {
    const sheet = readFixture('customers.csv');
    expect(sheet.sheetNames).toEqual(['customers']);
    const table = buildTable(sheet.rows, true);
    expect(table.headers).toEqual(CUSTOMER_HEADERS);
    expect(table.rows).toHaveLength(6);
    expect(table.rows[0]).toEqual([
      'C-1001',
      'דנה',
      'כהן',
      'dana.cohen@example.co.il',
      '012345674',
      'תל אביב',
      '2024-01-15',
      '1985-03-12',
      '15.01.2024 10:30',
      'TRUE',
      'yes',
      '120.5',
      'פעיל',
    ]);
  });

  it('detects the same column types as the workbook', () => {
    const table = buildTable(readFixture('customers.csv').rows, true);
    expect(detectColumnTypes(table.rows, table.headers.length)).toEqual([
      'string',
      'string',
      'string',
      'string',
      'string',
      'string',
      'date',
      'date',
      'datetime',
      'boolean',
      'boolean',
      'number',
      'string',
    ]);
  });

  it('names the columns A, B, C… without a header row', () => {
    const table = buildTable(readFixture('customers.csv').rows, false);
    expect(table.headers.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(table.headers).toHaveLength(13);
    expect(table.rows[0][0]).toBe('קוד לקוח');
    expect(table.rows).toHaveLength(7);
  });
});

describe.each(['phones.csv', 'phones.xlsx'])('%s (related phones)', (name) => {
  it('reads the phones keyed by customer code', () => {
    const table = buildTable(readFixture(name).rows, true);
    expect(table.headers).toEqual(['קוד לקוח', 'טלפון', 'סוג']);
    expect(table.rows.map((row) => row[1])).toEqual([
      '050-1234567',
      '03-5551234',
      '052-7654321',
      '054-1112233',
      '+972-58-9998877',
      '08-6123456',
      '050-0000000',
    ]);
  });
});
