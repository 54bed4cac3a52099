import { describe, expect, it } from 'vitest';
import { buildTable, TableBuilder } from './buildTable';
import { columnLetters } from './columnLetters';
import { decodeText, NOT_TEXT } from './decodeText';
import { fileKind } from './fileKind';
import { parseCsv } from './readCsv';

describe('fileKind', () => {
  it('accepts .xlsx, .xls and .csv in any case', () => {
    expect(fileKind('a.XLSX')).toBe('xlsx');
    expect(fileKind('לקוחות.xls')).toBe('xls');
    expect(fileKind('x.csv')).toBe('csv');
    expect(fileKind('x.ods')).toBeNull();
    expect(fileKind('xlsx')).toBeNull();
  });
});

describe('columnLetters', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with or without BOM', () => {
    const text = 'שם,email\nדנה,d@x.il';
    expect(decodeText(new TextEncoder().encode(text))).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
  });

  it('falls back to Windows-1255 for Hebrew Excel CSV', () => {
    // 'שם' in Windows-1255
    expect(decodeText(new Uint8Array([0xf9, 0xed, 0x2c, 0x31]))).toBe('שם,1');
  });

  it('refuses binary data (a zip, a picture) named .csv with NOT_TEXT', () => {
    const zip = new Uint8Array([
      0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00, 0x62, 0xee,
    ]);
    expect(() => decodeText(zip)).toThrow(NOT_TEXT);
    const noise = Uint8Array.from({ length: 4096 }, (_, i) => (i * 151 + 7) % 256);
    expect(() => decodeText(noise)).toThrow(NOT_TEXT);
    // Tabs, line breaks and a UTF-16 file are text.
    expect(decodeText(new TextEncoder().encode('a\tb\r\nc\td\f'))).toBe('a\tb\r\nc\td\f');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00, 0x62, 0x00]))).toBe('a,b');
  });
});

describe('parseCsv', () => {
  it('parses quoted fields, detects the delimiter and skips blank lines', () => {
    const rows = parseCsv('a;b\n"x;1";"say ""hi"""\n\n;\n2;3\n');
    expect(rows).toEqual([
      ['a', 'b'],
      ['x;1', 'say "hi"'],
      ['', ''],
      ['2', '3'],
    ]);
    // A row of empty cells is the table's to drop.
    expect(buildTable(rows, true).rows).toEqual([
      ['x;1', 'say "hi"'],
      ['2', '3'],
    ]);
  });

  it('reports progress up to the whole text', () => {
    const shares: number[] = [];
    parseCsv('a,b\n'.repeat(10), (share) => shares.push(share));
    expect(shares.at(-1)).toBe(1);
  });
});

describe('buildTable', () => {
  const rows = [[null, null], ['Name', null, 'Age'], [], ['Dana', null, 30], ['', ' ', null], ['Avi', 'x']];

  it('drops empty rows and takes the first row as header, blank names as letters', () => {
    expect(buildTable(rows, true)).toEqual({
      headers: ['Name', 'B', 'Age'],
      rows: [
        ['Dana', null, 30],
        ['Avi', 'x'],
      ],
    });
  });

  it('names columns A, B, C without a header row', () => {
    const table = buildTable(rows, false);
    expect(table.headers).toEqual(['A', 'B', 'C']);
    expect(table.rows).toHaveLength(3);
  });

  it('handles a sheet with nothing in it', () => {
    expect(buildTable([[null], []], true)).toEqual({ headers: [], rows: [] });
  });
});

describe('TableBuilder', () => {
  const rows = [
    [null, null],
    ['Name', null, 'Age'],
    [],
    ['Dana', null, 30],
    ['', ' ', null],
    ['Avi', 'x'],
    ['Noa', 'y', 41, 'extra'],
  ];

  it('builds the same table chunk by chunk as at once', () => {
    const builder = new TableBuilder(true);
    builder.add(rows.slice(0, 2));
    builder.add(rows.slice(2, 5));
    builder.add(rows.slice(5));
    expect(builder.table()).toEqual(buildTable(rows, true));
    expect(builder.table().headers).toEqual(['Name', 'B', 'Age', 'D']);
  });

  it('tells when every column has its type detection sample', () => {
    const builder = new TableBuilder(true);
    builder.add([['a', 'b']]);
    expect(builder.hasSamples()).toBe(false);
    builder.add(Array.from({ length: 4 }, (_, i) => [`x${i}`, i]));
    expect(builder.hasSamples()).toBe(false);
    builder.add([['x4', '']]);
    expect(builder.hasSamples()).toBe(false); // column B has four values
    builder.add([['x5', 5]]);
    expect(builder.hasSamples()).toBe(true);
  });
});
