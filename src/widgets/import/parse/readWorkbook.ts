import { read, type CellObject, type WorkSheet } from 'xlsx';
import type { RawValue } from '../types';

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

/**
 * Reads the sheet names of an .xlsx or .xls workbook and the rows of one sheet (the first by default),
 * parsing no other sheet.
 */
export function readWorkbook(data: ArrayBuffer | Uint8Array, sheet: string | number = 0): WorkbookSheet {
  const workbook = read(data, { ...READ_OPTIONS, sheets: sheet });
  const sheetName = typeof sheet === 'number' ? workbook.SheetNames[sheet] : sheet;
  const worksheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!worksheet) throw new Error(`Sheet not found: ${String(sheet)}`);
  return { sheetNames: workbook.SheetNames, sheetName, rows: sheetRows(worksheet) };
}
