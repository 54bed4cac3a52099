import type { RawValue } from '../types';
import { decodeText } from './decodeText';
import type { FileKind } from './fileKind';
import { parseCsv } from './readCsv';
import type { readWorkbook } from './readWorkbook';

export type WorkbookReader = typeof readWorkbook;

/** SheetJS is loaded only for workbooks: a CSV import never downloads or starts it. */
export const loadWorkbookReader = (): Promise<WorkbookReader> => import('./readWorkbook').then((m) => m.readWorkbook);

export interface SheetData {
  sheetNames: string[];
  sheetName: string;
  rows: RawValue[][];
}

/** The one sheet of a CSV file is named after the file. */
export const csvSheetName = (fileName: string): string => fileName.replace(/\.csv$/i, '');

/**
 * Reads the sheet names of a file and the rows of one sheet (the first by default): CSV through papaparse,
 * .xlsx and .xls through SheetJS (`workbook`, see loadWorkbookReader). `onProgress` gets the share parsed
 * so far where the parser reports it.
 */
export function readSheet(
  data: ArrayBuffer | Uint8Array,
  kind: FileKind,
  fileName: string,
  workbook: WorkbookReader | undefined,
  sheet: string | number = 0,
  onProgress?: (share: number) => void,
): SheetData {
  if (kind === 'csv') {
    const name = csvSheetName(fileName);
    return { sheetNames: [name], sheetName: name, rows: parseCsv(decodeText(data), onProgress) };
  }
  if (!workbook) throw new Error('SheetJS is not loaded');
  return workbook(data, sheet);
}
