import Papa from 'papaparse';
import { clipboardText } from './format/displayValue';
import { convertInput } from './format/convertInput';
import { appending, replacements, type Splice } from './history';
import { rangeHeight, rangeWidth, type CellRange } from './range';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

/**
 * Reads clipboard text as a grid of cells. Excel and Google Sheets copy tab-separated lines and quote a
 * cell holding a tab, a line break or a quote ("a ""b"""); the trailing line break is not a row.
 */
export function parseTsv(text: string): string[][] {
  if (text === '') return [];
  const trimmed = text.replace(/\r?\n$/, '');
  const result = Papa.parse<string[]>(trimmed, { delimiter: '\t', skipEmptyLines: false });
  if (result.errors.length === 0) return result.data;
  // Text that is not valid quoted TSV (a stray quote): take it literally.
  return trimmed.split(/\r?\n/).map((line) => line.split('\t'));
}

/** Writes a grid of cells as TSV that Excel pastes into the same cells. */
export function toTsv(matrix: readonly (readonly string[])[]): string {
  return Papa.unparse(matrix as string[][], { delimiter: '\t', newline: '\r\n', quotes: false });
}

/** The values of a range of shown cells, as clipboard text. */
export function rangeToMatrix(
  shownRows: readonly SpreadsheetRow[],
  shownColumns: readonly SpreadsheetColumn[],
  range: CellRange,
): string[][] {
  const matrix: string[][] = [];
  for (let r = range.top; r <= range.bottom && r < shownRows.length; r++) {
    const line: string[] = [];
    for (let c = range.start; c <= range.end && c < shownColumns.length; c++) {
      line.push(clipboardText(shownRows[r][shownColumns[c].key]));
    }
    matrix.push(line);
  }
  return matrix;
}

/** How many times a block repeats over a target size: Excel fills a larger selection only with whole copies. */
const repeats = (block: number, target: number): number =>
  target > block && target % block === 0 ? target / block : 1;

export interface PasteInput {
  /** All rows (the source the view is drawn from). */
  rows: readonly SpreadsheetRow[];
  /** Shown row index → index in `rows`; null when every row is shown in order. */
  view: readonly number[] | null;
  /** Shown data columns, in grid order. */
  columns: readonly SpreadsheetColumn[];
  /** Selected range; the paste starts at its top-start cell. */
  target: CellRange;
  matrix: readonly (readonly string[])[];
  /** A fresh row holding the column defaults, for pastes running past the last row. */
  makeRow: () => SpreadsheetRow;
}

/**
 * The splices a paste makes: shown rows are overwritten from the target cell on, locked columns are left
 * alone, values are converted by column format, and rows past the end are appended.
 */
export function planPaste({ rows, view, columns, target, matrix, makeRow }: PasteInput): Splice<SpreadsheetRow>[] {
  const height = matrix.length;
  const width = matrix.reduce((widest, line) => Math.max(widest, line.length), 0);
  if (height === 0 || width === 0) return [];
  const totalRows = height * repeats(height, rangeHeight(target));
  const totalCols = width * repeats(width, rangeWidth(target));
  const shownCount = view ? view.length : rows.length;
  const changes = new Map<number, SpreadsheetRow>();
  const added: SpreadsheetRow[] = [];
  for (let r = 0; r < totalRows; r++) {
    const shownIdx = target.top + r;
    const sourceIdx = shownIdx < shownCount ? (view ? view[shownIdx] : shownIdx) : undefined;
    const before = sourceIdx === undefined ? makeRow() : rows[sourceIdx];
    let after = before;
    for (let c = 0; c < totalCols; c++) {
      const column = columns[target.start + c];
      if (!column || column.locked) continue;
      const text = matrix[r % height][c % width] ?? '';
      after = after === before ? { ...before } : after;
      after[column.key] = convertInput(text, column.format);
    }
    if (sourceIdx === undefined) added.push(after);
    else if (after !== before) changes.set(sourceIdx, after);
  }
  const splices = replacements(rows, changes);
  if (added.length > 0) splices.push(appending(rows, added));
  return splices;
}

/** The splices that clear a range (Delete key): every unlocked cell gets its format's empty value. */
export function planClear(
  rows: readonly SpreadsheetRow[],
  view: readonly number[] | null,
  columns: readonly SpreadsheetColumn[],
  range: CellRange,
): Splice<SpreadsheetRow>[] {
  const editable = columns.slice(range.start, range.end + 1).filter((column) => !column.locked);
  if (editable.length === 0) return [];
  const shownCount = view ? view.length : rows.length;
  const changes = new Map<number, SpreadsheetRow>();
  for (let shownIdx = range.top; shownIdx <= range.bottom && shownIdx < shownCount; shownIdx++) {
    const sourceIdx = view ? view[shownIdx] : shownIdx;
    const before = rows[sourceIdx];
    const after = { ...before };
    for (const column of editable) after[column.key] = convertInput(null, column.format);
    if (editable.some((column) => before[column.key] !== after[column.key])) changes.set(sourceIdx, after);
  }
  return replacements(rows, changes);
}
