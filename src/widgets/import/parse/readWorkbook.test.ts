import { afterEach, describe, expect, it, vi } from 'vitest';
import { read, utils, write } from 'xlsx';
import { fixtureBytes } from '../testing/readFixture';
import { releaseBytes, type FileBytes } from './fileBytes';
import { binaryString, readWorkbook, sheetRows } from './readWorkbook';

/** The rows SheetJS's own `read` gives for a sheet, with the same options (what readWorkbook must match). */
function plainRows(bytes: Uint8Array, sheet: string | number) {
  const workbook = read(bytes, {
    type: 'array',
    dense: true,
    cellDates: true,
    cellText: false,
    cellHTML: false,
    cellNF: false,
    sheets: sheet,
  });
  const name = typeof sheet === 'number' ? workbook.SheetNames[sheet] : sheet;
  return sheetRows(workbook.Sheets[name]);
}

function oneSheetBook(): Uint8Array {
  const book = utils.book_new();
  const rows = [
    ['שם', 'סכום', 'תאריך'],
    ['דנה כהן', 12.5, new Date(Date.UTC(2024, 0, 15))],
    ['Œuvre – “quoted” €', -3, null],
  ];
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows, { cellDates: true }), 'גיליון');
  return new Uint8Array(
    write(book, { type: 'array', bookType: 'xlsx', compression: true, bookSST: true }) as ArrayBuffer,
  );
}

describe('binaryString', () => {
  it('gives one character per byte, for every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = binaryString(bytes);
    expect(text).toHaveLength(256);
    expect([...text].every((char, i) => char.charCodeAt(0) === i)).toBe(true);
  });
});

describe('readWorkbook', () => {
  it('reads a single-sheet .xlsx as SheetJS does, and lets go of the bytes it was given in a FileBytes', () => {
    const bytes = oneSheetBook();
    const source: FileBytes = { bytes: bytes.slice() };
    const sheet = readWorkbook(source);
    expect(source.bytes).toBeNull();
    expect(sheet.sheetNames).toEqual(['גיליון']);
    expect(sheet.rows).toEqual(plainRows(bytes, 0));
    expect(sheet.rows[1]).toEqual(['דנה כהן', 12.5, new Date(Date.UTC(2024, 0, 15))]);
    expect(sheet.rows[2][0]).toBe('Œuvre – “quoted” €');
  });

  it('keeps the bytes of a workbook with other sheets (they may be read later)', () => {
    const bytes = fixtureBytes('customers.xlsx');
    const source: FileBytes = { bytes };
    const first = readWorkbook(source);
    expect(source.bytes).toBe(bytes);
    expect(first.rows).toEqual(plainRows(bytes, 0));
    const phones = readWorkbook(source, 'טלפונים');
    expect(phones.sheetName).toBe('טלפונים');
    expect(phones.rows).toEqual(plainRows(bytes, 'טלפונים'));
  });

  it('reads .xls through SheetJS as before', () => {
    const bytes = fixtureBytes('customers.xls');
    const source: FileBytes = { bytes };
    expect(readWorkbook(source, 'הערות').rows).toEqual(plainRows(bytes, 'הערות'));
    expect(source.bytes).toBe(bytes);
  });

  it('takes bytes as they are, and tells a missing sheet', () => {
    const bytes = oneSheetBook();
    expect(readWorkbook(bytes).sheetName).toBe('גיליון');
    expect(() => readWorkbook(bytes, 'אין')).toThrow('Sheet not found');
  });
});

describe('releaseBytes', () => {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };
  const original = proto.transfer;
  afterEach(() => {
    if (original) proto.transfer = original;
    else delete proto.transfer;
  });

  it('detaches a buffer that is all of the bytes, and nothing else', () => {
    const transfer = vi.fn(function (this: ArrayBuffer) {
      return new ArrayBuffer(0);
    });
    proto.transfer = transfer;
    const whole = new Uint8Array(8);
    releaseBytes(whole);
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(transfer.mock.contexts[0]).toBe(whole.buffer);
    releaseBytes(new Uint8Array(new ArrayBuffer(8), 2, 4)); // part of a buffer someone else may read
    releaseBytes([1, 2, 3]);
    releaseBytes(null);
    expect(transfer).toHaveBeenCalledTimes(1);
    const buffer = new ArrayBuffer(4);
    releaseBytes(buffer);
    expect(transfer.mock.contexts[1]).toBe(buffer);
  });

  it('does nothing where buffers cannot be detached', () => {
    delete proto.transfer;
    expect(() => releaseBytes(new Uint8Array(8))).not.toThrow();
  });
});
