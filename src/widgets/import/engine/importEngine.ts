import { TYPE_SAMPLE_SIZE } from '../constants';
import { createRowConverter } from '../logic/convertRows';
import { detectType, sampleColumn } from '../logic/detectType';
import { sourceText } from '../logic/transformations';
import { isEmptyValue } from '../logic/emptyValue';
import { buildTable, TableBuilder } from '../parse/buildTable';
import { decodeText } from '../parse/decodeText';
import { releaseBytes, takeBytes, type FileBytes } from '../parse/fileBytes';
import { parseCsvInChunks } from '../parse/readCsv';
import { fileKind, type FileKind } from '../parse/fileKind';
import { csvSheetName, loadWorkbookReader, readSheet, type SheetData, type WorkbookReader } from '../parse/readSheet';
import type { RawTable, RawValue } from '../types';
import type { DistinctValue, EngineRequest, EngineResponse, Slot, TableInfo } from './protocol';
import { RowStream } from './rowStream';
import { canReadInWorker, readSheetInWorker, startWorkbookWorker } from './workbookReader';
import { yieldToEventLoop } from './yieldToEventLoop';

/** Rows converted and posted at a time: small enough that receiving them never blocks the page. */
export const DEFAULT_CHUNK_SIZE = 500;

interface LoadedFile {
  /** The file's bytes, kept only while another sheet may be read from them. */
  data: ArrayBuffer | Uint8Array | null;
  kind: FileKind;
  fileName: string;
  sheetNames: string[];
  sheetName: string;
  sheetRows: RawValue[][];
  table: RawTable;
}

type Post = (message: EngineResponse) => void;

async function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Response(blob).arrayBuffer();
}

function tableInfo(file: Pick<LoadedFile, 'sheetNames' | 'sheetName' | 'table'>): TableInfo {
  const { headers, rows } = file.table;
  const samples = headers.map((_, column) => sampleColumn(rows, column));
  return {
    sheetNames: file.sheetNames,
    sheetName: file.sheetName,
    headers,
    columnTypes: samples.map((values) => detectType(values.slice(0, TYPE_SAMPLE_SIZE))),
    samples,
    rowCount: rows.length,
  };
}

/** Distinct trimmed texts of a column with their counts, most frequent first. */
export function distinctValues(rows: readonly RawValue[][], column: number, limit: number): { values: DistinctValue[]; total: number } {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (isEmptyValue(value)) continue;
    const text = sourceText(value);
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const values = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
  return { values: values.slice(0, limit), total: values.length };
}

/**
 * The work of the import worker, free of any worker API so it can run (and be tested) anywhere: it keeps
 * each opened file and its parsed sheet, answers with table summaries, and converts rows for the preview
 * in chunks, posting each chunk as soon as it is ready. Converting again cancels the previous run.
 */
export class ImportEngine {
  private files = new Map<Slot, LoadedFile>();
  /** CSV files being read, by slot: their rows can be converted while the rest is parsed. */
  private streams = new Map<Slot, RowStream>();
  private activeConversion = 0;
  private queue: Promise<void> = Promise.resolve();
  private workbookReader: Promise<WorkbookReader> | undefined;
  /** The worker, started ahead of time, that will read the next workbook sheet. */
  private nextWorkbookWorker: Worker | undefined;

  constructor(private readonly post: Post) {}

  /** Handles one request. Requests that load files run one after another; conversions run alongside. */
  handle(request: EngineRequest): Promise<void> {
    if (request.kind === 'cancel') {
      if (this.activeConversion === request.id) this.activeConversion = 0;
      return Promise.resolve();
    }
    if (request.kind === 'convert') return this.guard(request.id, () => this.convert(request));
    const run = this.queue.then(() => this.guard(request.id, () => this.serial(request)));
    this.queue = run;
    return run;
  }

  private async guard(id: number, work: () => Promise<void>): Promise<void> {
    try {
      await work();
      this.post({ kind: 'done', id });
    } catch (error) {
      console.error(error);
      this.post({ kind: 'error', id, message: error instanceof Error ? error.message : String(error) });
    }
  }

  private async serial(request: Exclude<EngineRequest, { kind: 'convert' | 'cancel' }>): Promise<void> {
    switch (request.kind) {
      case 'open':
        return this.open(request);
      case 'loadSheet':
        return this.loadSheet(request);
      case 'distinct': {
        const file = this.file(request.slot);
        this.post({ kind: 'distinct', id: request.id, ...distinctValues(file.table.rows, request.column, request.limit) });
        return;
      }
      case 'close':
        this.files.delete(request.slot);
        return;
    }
  }

  /**
   * Loads SheetJS ahead of time, while the person picks a file: in the worker that will read the first
   * workbook (see readSheetInWorker), or here where workers cannot start workers.
   */
  warmUp(): void {
    if (canReadInWorker()) this.nextWorkbookWorker ??= startWorkbookWorker();
    else void this.reader('xlsx').catch(() => undefined);
  }

  private reader(kind: FileKind): Promise<WorkbookReader | undefined> {
    if (kind === 'csv' || canReadInWorker()) return Promise.resolve(undefined);
    this.workbookReader ??= loadWorkbookReader();
    return this.workbookReader;
  }

  /** A sheet of an .xlsx or .xls file: read in a worker of its own where possible (its garbage ends with it). */
  private async readWorkbookSheet(
    source: FileBytes,
    kind: FileKind,
    fileName: string,
    workbook: WorkbookReader | undefined,
    sheet: string | number,
  ): Promise<SheetData> {
    if (!canReadInWorker()) return readSheet(source, kind, fileName, workbook ?? (await this.reader(kind)), sheet);
    const worker = this.nextWorkbookWorker ?? startWorkbookWorker();
    this.nextWorkbookWorker = undefined;
    return readSheetInWorker(worker, source, sheet);
  }

  private file(slot: Slot): LoadedFile {
    const file = this.files.get(slot);
    if (!file) throw new Error(`No file loaded in ${slot}`);
    return file;
  }

  private async open(request: Extract<EngineRequest, { kind: 'open' }>): Promise<void> {
    const { id, slot, fileName, hasHeader } = request;
    const kind = fileKind(fileName);
    if (!kind) throw new Error(`Unsupported file type: ${fileName}`);
    if (slot === 'main') this.activeConversion = 0;
    this.files.delete(slot);
    this.post({ kind: 'progress', id, phase: 'reading', share: null });
    // The bytes stay only in `source`, so the reader can let go of them while it parses (see FileBytes).
    const source: FileBytes = { bytes: null };
    let workbook: WorkbookReader | undefined;
    [source.bytes, workbook] = await Promise.all([blobBytes(request.file), this.reader(kind)]);
    if (kind === 'csv') return this.openCsv(request, source);
    this.post({ kind: 'progress', id, phase: 'parsing', share: null });
    const sheet = await this.readWorkbookSheet(source, kind, fileName, workbook, 0);
    this.post({ kind: 'sheets', id, sheetNames: sheet.sheetNames });
    const keep = sheet.sheetNames.length > 1 ? source.bytes : null;
    source.bytes = null;
    const file: LoadedFile = { data: keep, kind, fileName, ...sheet, sheetRows: sheet.rows, table: buildTable(sheet.rows, hasHeader) };
    this.files.set(slot, file);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  /**
   * Reads a CSV file a chunk at a time. As soon as every column has its type detection sample, a draft of
   * the table is posted: the wizard can start converting by its automatic mapping while the rest is read.
   */
  private async openCsv(request: Extract<EngineRequest, { kind: 'open' }>, source: FileBytes): Promise<void> {
    const { id, slot, fileName, hasHeader } = request;
    const sheetName = csvSheetName(fileName);
    const sheetNames = [sheetName];
    this.post({ kind: 'sheets', id, sheetNames });
    this.post({ kind: 'progress', id, phase: 'parsing', share: 0 });
    const bytes = takeBytes(source);
    const text = decodeText(bytes);
    releaseBytes(bytes);
    const sheetRows: RawValue[][] = [];
    const builder = new TableBuilder(hasHeader);
    const stream = new RowStream(builder.rows);
    this.streams.set(slot, stream);
    let drafted = false;
    try {
      await parseCsvInChunks(
        text,
        (rows, share) => {
          for (const row of rows) sheetRows.push(row);
          builder.add(rows);
          stream.grew(share);
          this.post({ kind: 'progress', id, phase: 'parsing', share });
          if (!drafted && share < 1 && builder.hasSamples()) {
            drafted = true;
            this.post({ kind: 'draft', id, table: tableInfo({ sheetNames, sheetName, table: builder.table() }) });
          }
        },
        yieldToEventLoop,
      );
    } finally {
      stream.finish();
      if (this.streams.get(slot) === stream) this.streams.delete(slot);
    }
    const file: LoadedFile = { data: null, kind: 'csv', fileName, sheetNames, sheetName, sheetRows, table: builder.table() };
    this.files.set(slot, file);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  private async loadSheet(request: Extract<EngineRequest, { kind: 'loadSheet' }>): Promise<void> {
    const { id, slot, sheet, hasHeader } = request;
    const file = this.file(slot);
    if (slot === 'main') this.activeConversion = 0;
    if (sheet !== file.sheetName) {
      if (!file.data) throw new Error(`No sheet ${sheet} in ${file.fileName}`);
      this.post({ kind: 'progress', id, phase: 'parsing', share: null });
      const source: FileBytes = { bytes: file.data };
      file.data = null;
      let read: SheetData;
      try {
        read = await this.readWorkbookSheet(source, file.kind, file.fileName, undefined, sheet);
      } finally {
        file.data = source.bytes;
      }
      file.sheetName = read.sheetName;
      file.sheetRows = read.rows;
    }
    file.table = buildTable(file.sheetRows, hasHeader);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  private async convert(request: Extract<EngineRequest, { kind: 'convert' }>): Promise<void> {
    const { id, plan, relatedSlots } = request;
    const chunkSize = request.chunkSize ?? DEFAULT_CHUNK_SIZE;
    // Rows of a CSV file still being read are converted as they come; any other file once it is loaded.
    const stream = this.streams.get('main');
    if (!stream) await this.queue;
    this.activeConversion = id;
    const source = stream ? stream.rows : this.file('main').table.rows;
    const relatedRows = Object.fromEntries(
      Object.entries(relatedSlots).map(([fieldPath, slot]) => [fieldPath, this.file(slot).table.rows]),
    );
    const convert = createRowConverter(plan, relatedRows);
    let start = 0;
    for (;;) {
      if (this.activeConversion !== id) return;
      const finished = !stream || stream.finished;
      if (start >= source.length && !finished) {
        await stream!.more();
        continue;
      }
      const end = Math.min(source.length, start + chunkSize);
      const rows: unknown[][] = [];
      const issues: [number, string[]][] = [];
      let keys: string[] = [];
      for (let i = start; i < end; i++) {
        const row = convert(source[i], i, keys);
        if (!row) continue;
        if (keys.length > 0) {
          issues.push([rows.length, keys]);
          keys = [];
        }
        rows.push(row);
      }
      start = end;
      const done = finished && end >= source.length;
      const total = stream ? stream.expectedTotal() : source.length;
      this.post({ kind: 'rows', id, rows, issues, converted: end, total, done });
      if (done) return;
      await yieldToEventLoop();
    }
  }
}
