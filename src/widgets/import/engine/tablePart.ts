import { TYPE_SAMPLE_SIZE } from '../constants';
import { detectType, sampleColumn } from '../logic/detectType';
import { isEmptyValue } from '../logic/emptyValue';
import type { ConversionPlan } from '../logic/conversionPlan';
import { chunkBuffers, RowChunkEncoder } from '../logic/rowChunks';
import { sourceText } from '../logic/transformations';
import { TableBuilder, tableHeaders } from '../parse/buildTable';
import { parseCsvInChunks, type CsvEnd, type CsvFormat } from '../parse/readCsv';
import type { RawValue } from '../types';
import type { EngineResponse, TableInfo } from './protocol';
import { RowStream } from './rowStream';
import { yieldToEventLoop } from './yieldToEventLoop';

/** Rows converted and sent at a time: small enough that receiving them never blocks the page. */
export const CONVERT_CHUNK_ROWS = 2000;

export type RowsMessage = Extract<EngineResponse, { kind: 'rows' }>;
/** Where a part sends converted rows (with the buffers to hand over). */
export type RowsSink = (message: RowsMessage, transfer: Transferable[]) => void;

/** What the wizard needs to know of a part of a table. */
export interface PartSummary {
  rowCount: number;
  /** The file's header row: only in the first part, and only when the table has one. */
  header: readonly RawValue[] | null;
  width: number;
  /** The first non-empty values of each column, up to the type detection sample size. */
  samples: RawValue[][];
}

/**
 * The table made of the parts of a file read side by side: the first part's header row names the columns,
 * the widest part sets their number, samples come from the parts in order.
 */
export function mergeParts(parts: readonly PartSummary[], sheetNames: string[], sheetName: string): TableInfo {
  const width = Math.max(0, ...parts.map((p) => p.width));
  const headers = tableHeaders(parts[0]?.header ?? null, width);
  const samples = headers.map((_, column) => parts.flatMap((p) => p.samples[column] ?? []).slice(0, TYPE_SAMPLE_SIZE));
  return {
    sheetNames,
    sheetName,
    headers,
    columnTypes: samples.map(detectType),
    samples,
    rowCount: parts.reduce((n, p) => n + p.rowCount, 0),
  };
}

/** Distinct trimmed texts of a column with their counts. */
export function countValues(rows: readonly RawValue[][], column: number, counts = new Map<string, number>()): Map<string, number> {
  for (const row of rows) {
    const value = row[column];
    if (isEmptyValue(value)) continue;
    const text = sourceText(value);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

/** A part of a table, read here (TablePart) or in a worker of its own (RemotePart). */
export interface PartHandle {
  readonly index: number;
  summary(): PartSummary;
  /**
   * Converts the part's rows by a plan (see TablePart.convert): rows of a part read here go to `sink`, a
   * part in a worker of its own sends them to the page itself.
   */
  convert(id: number, plan: ConversionPlan, relatedRows: Record<string, readonly RawValue[][]>, parts: number, sink: RowsSink): Promise<void>;
  cancel(): void;
  /** Distinct trimmed texts of a column with their counts. */
  counts(column: number): Promise<Map<string, number>>;
  setHeader(hasHeader: boolean): void;
  dispose(): void;
}

/**
 * The rows of one part of a sheet (a whole sheet, or a stretch of a large CSV file read beside the others):
 * read a chunk at a time, converted by a plan while still being read, counted for the transformation
 * dialog. The first part of a file holds its header row.
 */
export class TablePart implements PartHandle {
  /** Every row read, the header row and empty rows too (the table is made again when the header changes). */
  private sheetRows: RawValue[][] = [];
  private builder: TableBuilder;
  /** The rows while the part is being read. */
  private stream: RowStream | null = null;
  private activeConversion = 0;

  constructor(
    readonly index: number,
    private hasHeader: boolean,
  ) {
    this.builder = new TableBuilder(hasHeader);
  }

  /** A part made of rows read already (a workbook sheet). */
  static of(rows: RawValue[][], hasHeader: boolean): TablePart {
    const part = new TablePart(0, hasHeader);
    part.add(rows);
    return part;
  }

  private add(rows: RawValue[][]): void {
    for (const row of rows) this.sheetRows.push(row);
    this.builder.add(rows);
  }

  /** The data rows (header row and empty rows left out). */
  get rows(): readonly RawValue[][] {
    return this.builder.rows;
  }

  /** Whether every column so far has its type detection sample. */
  hasSamples(): boolean {
    return this.builder.hasSamples();
  }

  /**
   * Reads CSV text into the part, a chunk at a time (`onChunk` after each with the share read). `format`
   * reads a part other than the first as the first was written.
   */
  async readCsv(text: string, onChunk: (share: number, format: CsvFormat) => void, format?: CsvFormat): Promise<CsvEnd> {
    const stream = new RowStream(this.builder.rows);
    this.stream = stream;
    try {
      return await parseCsvInChunks(
        text,
        (rows, share, detected) => {
          this.add(rows);
          stream.grew(share);
          onChunk(share, detected);
        },
        yieldToEventLoop,
        format,
      );
    } finally {
      stream.finish();
      this.stream = null;
    }
  }

  /** Makes the table again with or without a header row (only the first part has one). */
  setHeader(hasHeader: boolean): void {
    if (hasHeader === this.hasHeader) return;
    this.hasHeader = hasHeader;
    this.builder = new TableBuilder(hasHeader);
    this.builder.add(this.sheetRows);
  }

  summary(): PartSummary {
    const width = this.builder.columnCount;
    const rows = this.builder.rows;
    return {
      rowCount: rows.length,
      header: this.builder.headerRow,
      width,
      samples: Array.from({ length: width }, (_, column) => sampleColumn(rows, column)),
    };
  }

  cancel(): void {
    this.activeConversion = 0;
  }

  counts(column: number): Promise<Map<string, number>> {
    return Promise.resolve(countValues(this.rows, column));
  }

  dispose(): void {
    this.activeConversion = 0;
  }

  /**
   * Converts the rows by a plan, `CONVERT_CHUNK_ROWS` at a time, and sends each chunk to `sink` as soon as
   * it is made. Rows of a part still being read are converted as they come. Converting again (or `cancel`)
   * stops the run.
   */
  async convert(id: number, plan: ConversionPlan, relatedRows: Readonly<Record<string, readonly RawValue[][]>>, parts: number, sink: RowsSink): Promise<void> {
    this.activeConversion = id;
    const stream = this.stream;
    const source = this.builder.rows;
    const encoder = new RowChunkEncoder(plan, relatedRows);
    let start = 0;
    for (;;) {
      if (this.activeConversion !== id) return;
      const finished = !stream || stream.finished;
      if (start >= source.length && !finished) {
        await stream.more();
        continue;
      }
      const end = Math.min(source.length, start + CONVERT_CHUNK_ROWS);
      const chunk = encoder.encode(source, start, end);
      start = end;
      const done = finished && end >= source.length;
      const total = stream && !finished ? stream.expectedTotal() : source.length;
      sink({ kind: 'rows', id, part: this.index, parts, chunk, converted: end, total, done }, chunkBuffers(chunk));
      if (done) return;
      await yieldToEventLoop();
    }
  }
}
