import type { RawValue } from '../types';
import { decodeText } from './decodeText';
import { takeBytes, type FileBytes } from './fileBytes';
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
 * so far where the parser reports it. Bytes given in a `FileBytes` are let go of as soon as they are no
 * longer needed (kept only for a workbook with other sheets to read).
 */
export function readSheet(
  data: ArrayBuffer | Uint8Array | FileBytes,
  kind: FileKind,
  fileName: string,
  workbook: WorkbookReader | undefined,
  sheet: string | number = 0,
  onProgress?: (share: number) => void,
): SheetData {
  if (kind === 'csv') {
    const name = csvSheetName(fileName);
    const text = decodeText(takeBytes(data));
    return { sheetNames: [name], sheetName: name, rows: parseCsv(text, onProgress) };
  }
  if (!workbook) throw new Error('SheetJS is not loaded');
  return workbook(data, sheet);
}
