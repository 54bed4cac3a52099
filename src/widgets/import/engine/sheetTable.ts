import { detectType, sampleColumn } from '../logic/detectType';
import { isEmptyValue } from '../logic/emptyValue';
import type { ConversionPlan } from '../logic/conversionPlan';
import { chunkBuffers, RowChunkEncoder } from '../logic/rowChunks';
import { sourceText } from '../logic/transformations';
import { TableBuilder, tableHeaders } from '../parse/buildTable';
import { CsvTokenizer, type CsvTokens } from '../parse/csvTokens';
import type { CsvFormat } from '../parse/readCsv';
import type { RawValue } from '../types';
import type { DistinctValue, RowsMessage, TableInfo } from './protocol';
import { yieldToEventLoop } from './yieldToEventLoop';

/** Characters of a CSV file cut into cells between two looks at the worker's messages. */
const CSV_STEP_CHARS = 1 << 19;
/**
 * Characters first made into rows for the table's header and type samples (a few thousand rows at most,
 * twice as many at each step while a column still lacks its samples); the rest stay cells until needed.
 */
const CSV_FIRST_ROWS_CHARS = 1 << 15;

/** Rows converted and sent at a time: small enough that receiving them never blocks the page. */
const CONVERT_CHUNK_ROWS = 2000;

/** Where converted rows go (with the buffers to hand over). */
export type RowsSink = (message: RowsMessage, transfer: Transferable[]) => void;

/** Distinct trimmed texts of a column with their counts. */
function countValues(rows: readonly RawValue[][], column: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (isEmptyValue(value)) continue;
    const text = sourceText(value);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

/**
 * The rows of a loaded sheet (a workbook's sheet, or a CSV file read a chunk at a time), as a table with or
 * without its header row: summarised for the wizard, converted by a plan, counted for the transformation
 * dialog.
 */
export class SheetTable {
  /** Every row read, the header row and empty rows too (the table is made again when the header changes). */
  private sheetRows: RawValue[][] = [];
  private builder: TableBuilder;
  /**
   * A CSV file's cells not made into rows yet, from row `from` on: made when the rows are first needed (to
   * convert, count or take another header row). Its table is summed up from the cells.
   */
  private unread: { tokens: CsvTokens; from: number } | null = null;
  private activeConversion = 0;

  constructor(private hasHeader: boolean) {
    this.builder = new TableBuilder(hasHeader);
  }

  /** A table of rows read already (a workbook sheet). */
  static of(rows: RawValue[][], hasHeader: boolean): SheetTable {
    const table = new SheetTable(hasHeader);
    table.add(rows);
    return table;
  }

  private add(rows: RawValue[][]): void {
    for (const row of rows) this.sheetRows.push(row);
    this.builder.add(rows);
  }

  /** Makes the rows of the cells not made into rows yet. */
  private readAll(): void {
    if (!this.unread) return;
    const { tokens, from } = this.unread;
    this.unread = null;
    this.add(tokens.rows(from, tokens.rowCount));
  }

  /** The data rows (header row and empty rows left out). */
  get rows(): readonly RawValue[][] {
    this.readAll();
    return this.builder.rows;
  }

  /** Whether every column so far has its type detection sample. */
  hasSamples(): boolean {
    return this.builder.hasSamples();
  }

  /**
   * Reads CSV text into the table: its cells, a stretch at a time (`onChunk` after each
   * with the share done), handed to `onCells` once all are read (the page converts the preview's rows from
   * them). Rows are made of the first cells at once, so the table has its types (`hasSamples`) early; the
   * rest wait until they are needed.
   */
  async readCsv(
    text: string,
    format: CsvFormat,
    onChunk: (share: number) => void,
    onCells?: (tokens: CsvTokens) => void,
  ): Promise<void> {
    const tokenizer = new CsvTokenizer(text, format);
    let until = 0;
    let done = false;
    let added = 0;
    for (
      let step = CSV_FIRST_ROWS_CHARS;
      !done && !this.builder.hasSamples();
      step = Math.min(step * 2, CSV_STEP_CHARS)
    ) {
      done = tokenizer.step((until += step));
      const rows = tokenizer.rowsFrom(added);
      added += rows.length;
      this.add(rows);
      onChunk(tokenizer.share);
      await yieldToEventLoop();
    }
    while (!done) {
      done = tokenizer.step((until += CSV_STEP_CHARS));
      onChunk(tokenizer.share);
      await yieldToEventLoop();
    }
    const tokens = tokenizer.tokens();
    onCells?.(tokens);
    this.unread = { tokens, from: added };
  }

  /** Makes the table again with or without a header row. */
  setHeader(hasHeader: boolean): void {
    if (hasHeader === this.hasHeader) return;
    this.readAll();
    this.hasHeader = hasHeader;
    this.builder = new TableBuilder(hasHeader);
    this.builder.add(this.sheetRows);
  }

  /** What the wizard learns of the table: its columns named, typed by their first values, and its size. */
  info(sheetNames: string[], sheetName: string): TableInfo {
    // Cells not made into rows are only counted: the rows made have a header row and every column's type
    // sample. A wider row further on makes them all rows (its new columns take their samples from there).
    let rest = this.unread ? this.unread.tokens.filledRows(this.unread.from) : null;
    if (rest && rest.width > this.builder.columnCount) {
      this.readAll();
      rest = null;
    }
    const rows = this.builder.rows;
    const rowCount = rows.length + (rest?.count ?? 0);
    const headers = tableHeaders(this.builder.headerRow, this.builder.columnCount);
    const samples = headers.map((_, column) => sampleColumn(rows, column));
    return { sheetNames, sheetName, headers, columnTypes: samples.map(detectType), samples, rowCount };
  }

  cancel(): void {
    this.activeConversion = 0;
  }

  /** The most frequent distinct trimmed texts of a column, most frequent first, and how many there are. */
  distinct(column: number, limit: number): { values: DistinctValue[]; total: number } {
    const values = [...countValues(this.rows, column)]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count);
    return { values: values.slice(0, limit), total: values.length };
  }

  dispose(): void {
    this.activeConversion = 0;
    this.unread = null;
  }

  /**
   * Converts the rows by a plan, `CONVERT_CHUNK_ROWS` at a time, and sends each chunk to `sink` as soon as
   * it is made. Converting again (or `cancel`) stops the run.
   */
  async convert(
    id: number,
    plan: ConversionPlan,
    relatedRows: Readonly<Record<string, readonly RawValue[][]>>,
    sink: RowsSink,
  ): Promise<void> {
    this.activeConversion = id;
    const source = this.rows;
    const encoder = new RowChunkEncoder(plan, relatedRows);
    for (let start = 0; ;) {
      if (this.activeConversion !== id) return;
      const end = Math.min(source.length, start + CONVERT_CHUNK_ROWS);
      const chunk = encoder.encode(source, start, end);
      start = end;
      const done = end >= source.length;
      sink({ kind: 'rows', id, chunk, converted: end, total: source.length, done }, chunkBuffers(chunk));
      if (done) return;
      await yieldToEventLoop();
    }
  }
}
