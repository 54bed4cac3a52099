import * as SheetJS from 'xlsx';
import type { CellObject, WorkBook, WorkSheet } from 'xlsx';
import type { RawValue } from '../types';
import { isBytes, releaseBytes, type FileBytes } from './fileBytes';

/** Texts of spreadsheet error cells by their code. */
const ERROR_TEXT: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};

export interface WorkbookSheet {
  sheetNames: string[];
  sheetName: string;
  rows: RawValue[][];
}

/**
 * Read options chosen for speed: a dense sheet, only the sheet asked for, and none of the formatted text,
 * HTML, formulae or styles the wizard does not use. Date cells come back as Date objects.
 */
const READ_OPTIONS = {
  type: 'array',
  dense: true,
  cellDates: true,
  cellText: false,
  cellHTML: false,
  cellFormula: false,
  cellNF: false,
  cellStyles: false,
  sheetStubs: false,
} as const;

function cellValue(cell: CellObject | undefined): RawValue {
  if (!cell) return null;
  switch (cell.t) {
    case 's':
    case 'n':
    case 'b':
      return cell.v as string | number | boolean;
    case 'd':
      return cell.v instanceof Date ? cell.v : new Date(String(cell.v));
    case 'e':
      return ERROR_TEXT[cell.v as number] ?? '#ERROR!';
    default:
      return null;
  }
}

/**
 * The values of a dense worksheet, row by row (absolute positions; missing cells are null). The sheet's
 * own row arrays are reused, each cell object replaced by its value, so a large sheet is not held twice.
 * The worksheet is consumed.
 */
export function sheetRows(sheet: WorkSheet): RawValue[][] {
  const data = (sheet['!data'] ?? []) as unknown as ((CellObject | RawValue)[] | undefined)[];
  for (let r = 0; r < data.length; r++) {
    const cells = data[r];
    if (!cells) {
      data[r] = [];
      continue;
    }
    for (let c = 0; c < cells.length; c++) cells[c] = cellValue(cells[c] as CellObject | undefined);
  }
  return data as RawValue[][];
}

/** A part of a zip as SheetJS's CFB reader leaves it. */
interface ZipEntry {
  name: string;
  type?: number;
  content?: Uint8Array | number[] | null;
  data?: string;
}

interface ZipContainer {
  FileIndex: ZipEntry[];
}

/** The SheetJS functions behind `read` for a zip (both exported by the library, the second not typed). */
const {
  CFB,
  parse_zip: parseZip,
  read,
} = SheetJS as unknown as {
  CFB: { read: (data: Uint8Array, options: { type: 'buffer' }) => ZipContainer };
  parse_zip: (zip: ZipContainer, options: object) => WorkBook;
  read: typeof SheetJS.read;
};

/** Windows-1252 characters of the bytes 0x80-0x9F, back to the bytes (one character per byte). */
const C1_BYTES: Record<string, string> = Object.fromEntries(
  [...new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i))].map((char, i) => [
    char,
    String.fromCharCode(0x80 + i),
  ]),
);
const C1_CHARS = new RegExp(
  `[${Object.keys(C1_BYTES)
    .filter((char) => char.charCodeAt(0) > 0xff)
    .join('')}]`,
  'g',
);

/**
 * Bytes as a binary string, one character per byte: what SheetJS makes of an XML part before parsing it
 * (the same way: the browser's Latin-1 decoder, then the bytes it reads as Windows-1252 put back).
 */
export function binaryString(bytes: Uint8Array | readonly number[]): string {
  const text = new TextDecoder('latin1').decode(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  return text.replace(C1_CHARS, (char) => C1_BYTES[char] ?? char);
}

/**
 * Lets SheetJS take each XML part of an unzipped workbook as text when it parses it, and the unzipped bytes
 * of that part go at that moment: the library otherwise keeps every part's bytes (70 MB for the sheet of a
 * 100,000-row file) until the whole workbook is parsed. SheetJS reads an entry's `data` text as it is
 * (`getdatastr`), the text it would have made from the bytes itself. Parts that start with a UTF-16 mark
 * and binary parts are left to the library.
 */
function releasePartsAsRead(zip: ZipContainer): void {
  for (const entry of zip.FileIndex) {
    let bytes = entry.content;
    if (!bytes || bytes.length === 0 || !/\.(xml|rels)$/i.test(entry.name)) continue;
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) continue;
    let text: string | undefined;
    entry.content = null;
    Object.defineProperty(entry, 'data', {
      configurable: true,
      enumerable: true,
      get: () => {
        if (text === undefined) {
          text = binaryString(bytes!);
          releaseBytes(bytes);
          bytes = null;
        }
        return text;
      },
    });
  }
}

const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b;

function asBytes(data: ArrayBuffer | Uint8Array): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

function workbookSheet(workbook: WorkBook, sheet: string | number): WorkbookSheet {
  const sheetName = typeof sheet === 'number' ? workbook.SheetNames[sheet] : sheet;
  const worksheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!worksheet) throw new Error(`Sheet not found: ${String(sheet)}`);
  return { sheetNames: workbook.SheetNames, sheetName, rows: sheetRows(worksheet) };
}

/**
 * Reads the sheet names of an .xlsx or .xls workbook and the rows of one sheet (the first by default),
 * parsing no other sheet. Given the bytes in a `FileBytes`, the reader lets go of them (sets `bytes` to
 * null) once an .xlsx file is unzipped, unless the workbook has other sheets that may be read later: a
 * large file's bytes are not held while its sheet is parsed.
 */
export function readWorkbook(data: ArrayBuffer | Uint8Array | FileBytes, sheet: string | number = 0): WorkbookSheet {
  const source: FileBytes = isBytes(data) ? { bytes: data } : data;
  if (!source.bytes) throw new Error('The file was already read');
  // No local name holds the bytes, so once they are let go of nothing here keeps them alive.
  if (!isZip(asBytes(source.bytes))) {
    const result = workbookSheet(read(asBytes(source.bytes), { ...READ_OPTIONS, sheets: sheet }), sheet);
    if (result.sheetNames.length <= 1) source.bytes = null;
    return result;
  }
  const zip = CFB.read(asBytes(source.bytes), { type: 'buffer' });
  const { SheetNames: names } = parseZip(zip, { type: 'array', bookSheets: true });
  if (names.length <= 1 && source === data) {
    // Bytes handed over in a FileBytes are this reader's alone: freed now rather than after the parse.
    releaseBytes(source.bytes);
    source.bytes = null;
  }
  releasePartsAsRead(zip);
  return workbookSheet(parseZip(zip, { ...READ_OPTIONS, sheets: sheet }), sheet);
}
