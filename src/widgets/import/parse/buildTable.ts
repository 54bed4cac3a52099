import { convertString } from '../logic/convertValue';
import { isEmptyValue } from '../logic/emptyValue';
import type { RawTable, RawValue } from '../types';
import { columnLetters } from './columnLetters';

/** Number of columns: up to the last column holding any non-empty value. */
function tableWidth(rows: readonly RawValue[][]): number {
  let width = 0;
  for (const row of rows) {
    for (let c = row.length - 1; c >= width; c--) {
      if (!isEmptyValue(row[c])) {
        width = c + 1;
        break;
      }
    }
  }
  return width;
}

/**
 * A table from the rows of a sheet: empty rows are dropped; with a header row the first remaining row
 * names the columns (blank names fall back to the column letter), without one the columns are named
 * A, B, C…
 */
export function buildTable(sheetRows: readonly RawValue[][], hasHeader: boolean): RawTable {
  const rows = sheetRows.filter((row) => row.some((cell) => !isEmptyValue(cell)));
  const width = tableWidth(rows);
  const letters = Array.from({ length: width }, (_, i) => columnLetters(i));
  if (!hasHeader || rows.length === 0) return { headers: letters, rows };
  const [header, ...data] = rows;
  const headers = letters.map((letter, i) => (isEmptyValue(header[i]) ? letter : convertString(header[i])));
  return { headers, rows: data };
}
