import { TYPE_SAMPLE_SIZE } from '../constants';
import { convertString } from '../logic/convertValue';
import { isEmptyRow, isEmptyValue } from '../logic/emptyValue';
import type { RawTable, RawValue } from '../types';
import { columnLetters } from './columnLetters';

/**
 * A table made from the rows of a sheet as they are read, a chunk at a time: empty rows are dropped; with
 * a header row the first remaining row names the columns (blank names fall back to the column letter),
 * without one the columns are named A, B, C… The table is as wide as its widest non-empty row.
 */
export class TableBuilder {
  /** Data rows so far (the header row is not among them); the array only grows. */
  readonly rows: RawValue[][] = [];
  private header: RawValue[] | null = null;
  private width = 0;
  /** Non-empty values seen per column, up to the type detection sample size. */
  private sampled: number[] = [];

  constructor(private readonly hasHeader: boolean) {}

  add(sheetRows: readonly RawValue[][]): void {
    for (const row of sheetRows) {
      if (isEmptyRow(row)) continue;
      for (let c = row.length - 1; c >= this.width; c--) {
        if (!isEmptyValue(row[c])) {
          this.width = c + 1;
          break;
        }
      }
      if (this.hasHeader && this.header === null) {
        this.header = row;
        continue;
      }
      this.rows.push(row as RawValue[]);
      this.count(row);
    }
  }

  private count(row: readonly RawValue[]): void {
    for (let c = 0; c < row.length; c++) {
      if ((this.sampled[c] ?? 0) < TYPE_SAMPLE_SIZE && !isEmptyValue(row[c]))
        this.sampled[c] = (this.sampled[c] ?? 0) + 1;
    }
  }

  /** Every column known so far has its type detection sample (a table read this far is typed as it will be). */
  hasSamples(): boolean {
    for (let c = 0; c < this.width; c++) if ((this.sampled[c] ?? 0) < TYPE_SAMPLE_SIZE) return false;
    return this.width > 0;
  }

  /** The header row (null without one, or before it is read). */
  get headerRow(): readonly RawValue[] | null {
    return this.header;
  }

  /** Columns so far: the widest non-empty row. */
  get columnCount(): number {
    return this.width;
  }

  /** The table of the rows added so far. */
  table(): RawTable {
    return { headers: tableHeaders(this.header, this.width), rows: this.rows };
  }
}

/** Names of `width` columns: the header row's texts, blank ones (and all without a header row) as letters. */
export function tableHeaders(header: readonly RawValue[] | null, width: number): string[] {
  const letters = Array.from({ length: width }, (_, i) => columnLetters(i));
  return header ? letters.map((letter, i) => (isEmptyValue(header[i]) ? letter : convertString(header[i]))) : letters;
}

/** The table of a whole sheet (see TableBuilder). */
export function buildTable(sheetRows: readonly RawValue[][], hasHeader: boolean): RawTable {
  const builder = new TableBuilder(hasHeader);
  builder.add(sheetRows);
  return builder.table();
}
