import { decodeText } from '../parse/decodeText';
import { releaseBytes, takeBytes, type FileBytes } from '../parse/fileBytes';
import { detectCsvFormat } from '../parse/readCsv';
import { fileKind, type FileKind } from '../parse/fileKind';
import { csvSheetName, loadWorkbookReader, readSheet, type SheetData, type WorkbookReader } from '../parse/readSheet';
import { csvSplitPoints } from '../parse/splitCsv';
import type { RawValue } from '../types';
import { MAIN_SLOT, type DistinctValue, type EngineRequest, type EngineResponse, type Slot, type TableInfo } from './protocol';
import { RemotePart, startPartWorker } from './remotePart';
import { mergeParts, TablePart, type PartHandle } from './tablePart';
import { canReadInWorker, readSheetInWorker, startWorkbookWorker } from './workbookReader';

/** A CSV file is read in parts side by side, one per this many characters at least... */
export const PART_MIN_CHARS = 1 << 22;
/** ...by at most this many threads (and no more than the machine has). */
const MAX_PARTS = 4;

interface LoadedFile {
  /** The file's bytes, kept only while another sheet may be read from them. */
  data: ArrayBuffer | Uint8Array | null;
  kind: FileKind;
  fileName: string;
  sheetNames: string[];
  sheetName: string;
  /** The table's rows: one part, or the parts of a large CSV file read side by side (in file order). */
  parts: PartHandle[];
}

type Post = (message: EngineResponse, transfer?: Transferable[]) => void;

async function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Response(blob).arrayBuffer();
}

function tableInfo(file: Pick<LoadedFile, 'sheetNames' | 'sheetName' | 'parts'>): TableInfo {
  return mergeParts(
    file.parts.map((part) => part.summary()),
    file.sheetNames,
    file.sheetName,
  );
}

/** The most frequent values of counts, most frequent first, and how many there are. */
export function topValues(counts: ReadonlyMap<string, number>, limit: number): { values: DistinctValue[]; total: number } {
  const values = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
  return { values: values.slice(0, limit), total: values.length };
}

/** The rows of a file read here in one part (a related file, which every conversion reads whole). */
function wholeRows(file: LoadedFile): readonly RawValue[][] {
  const [part] = file.parts;
  if (file.parts.length !== 1 || !(part instanceof TablePart)) throw new Error(`${file.fileName} is not read in one part`);
  return part.rows;
}

/** How many parts a CSV text of this length is read in, side by side. */
function partCount(length: number): number {
  if (!canReadInWorker()) return 1;
  const threads = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1);
  return Math.max(1, Math.min(MAX_PARTS, threads, Math.floor(length / PART_MIN_CHARS)));
}

/**
 * The work of the import worker, free of any worker API so it can run (and be tested) anywhere: it keeps
 * each opened file and its parsed sheet, answers with table summaries, and converts rows for the preview
 * in chunks, posting each chunk as soon as it is ready. Converting again cancels the previous run. A large
 * CSV file is read in parts side by side, each in a worker of its own that converts its rows too.
 */
export class ImportEngine {
  private files = new Map<Slot, LoadedFile>();
  /** CSV files being read, by slot: their rows can be converted while the rest is read. */
  private reading = new Map<Slot, LoadedFile>();
  private activeConversion = 0;
  private queue: Promise<void> = Promise.resolve();
  private workbookReader: Promise<WorkbookReader> | undefined;
  /** The worker, started ahead of time, that will read the next workbook sheet. */
  private nextWorkbookWorker: Worker | undefined;

  constructor(private readonly post: Post) {}

  /** Handles one request. Requests that load files run one after another; conversions run alongside. */
  handle(request: EngineRequest): Promise<void> {
    if (request.kind === 'cancel') {
      if (this.activeConversion === request.id) this.cancelConversion();
      return Promise.resolve();
    }
    if (request.kind === 'convert') return this.guard(request.id, () => this.convert(request));
    const run = this.queue.then(() => this.guard(request.id, () => this.serial(request)));
    this.queue = run;
    return run;
  }

  private cancelConversion(): void {
    this.activeConversion = 0;
    const main = this.reading.get(MAIN_SLOT) ?? this.files.get(MAIN_SLOT);
    for (const part of main?.parts ?? []) part.cancel();
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
        const counts = new Map<string, number>();
        for (const part of await Promise.all(this.file(request.slot).parts.map((p) => p.counts(request.column)))) {
          for (const [value, count] of part) counts.set(value, (counts.get(value) ?? 0) + count);
        }
        this.post({ kind: 'distinct', id: request.id, ...topValues(counts, request.limit) });
        return;
      }
      case 'close':
        this.drop(request.slot);
        return;
    }
  }

  private drop(slot: Slot): void {
    for (const part of this.files.get(slot)?.parts ?? []) part.dispose();
    this.files.delete(slot);
  }

  /**
   * Starts ahead of time, while the person picks a file, the worker that reads the first workbook (which
   * loads SheetJS, see readSheetInWorker; here where workers cannot start workers). The workers for the
   * parts of a large CSV file start when one is opened: idle, they would hold memory a workbook needs.
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
    if (slot === MAIN_SLOT) this.cancelConversion();
    this.drop(slot);
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
    const file: LoadedFile = { data: keep, kind, fileName, sheetNames: sheet.sheetNames, sheetName: sheet.sheetName, parts: [TablePart.of(sheet.rows, hasHeader)] };
    this.files.set(slot, file);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  /**
   * Reads a CSV file a chunk at a time: a large one in parts side by side (the first here, the others in
   * workers of their own). As soon as every column has its type detection sample, a draft of the table is
   * posted: the wizard can start converting by its automatic mapping while the rest is read.
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
    const format = detectCsvFormat(text);
    // Only the main file is split: a related file is joined whole into every conversion.
    const count = slot === MAIN_SLOT ? partCount(text.length) : 1;
    const bounds = [0, ...(count > 1 ? csvSplitPoints(text, count, format) : []), text.length];
    const first = new TablePart(0, hasHeader);
    const file: LoadedFile = { data: null, kind: 'csv', fileName, sheetNames, sheetName, parts: [first] };
    const shares = bounds.slice(1).map(() => 0);
    const share = () => shares.reduce((sum, s, k) => sum + s * (bounds[k + 1] - bounds[k]), 0) / Math.max(1, text.length);
    let drafted = false;
    let percent = 0;
    const progress = () => {
      const read = share();
      // Whole percents: the page draws no more often than that.
      if (Math.floor(read * 100) > percent) {
        percent = Math.floor(read * 100);
        this.post({ kind: 'progress', id, phase: 'parsing', share: read });
      }
      if (!drafted && read < 1 && first.hasSamples()) {
        drafted = true;
        this.post({ kind: 'draft', id, table: tableInfo({ sheetNames, sheetName, parts: [first] }) });
      }
    };
    const others: Promise<unknown>[] = [];
    for (let k = 1; k + 1 < bounds.length; k++) {
      const part = new RemotePart(k, startPartWorker());
      file.parts.push(part);
      const channel = new MessageChannel();
      this.post({ kind: 'port', id: 0, port: channel.port2 }, [channel.port2]);
      others.push(
        part.readText(text.slice(bounds[k], bounds[k + 1]), format, channel.port1, (s) => {
          shares[k] = s;
          progress();
        }),
      );
    }
    this.reading.set(slot, file);
    try {
      const own = first.readCsv(bounds.length > 2 ? text.slice(0, bounds[1]) : text, (s) => {
        shares[0] = s;
        progress();
      }, format);
      await Promise.all([own, ...others]);
    } catch (error) {
      for (const part of file.parts) part.dispose();
      throw error;
    } finally {
      if (this.reading.get(slot) === file) this.reading.delete(slot);
    }
    this.files.set(slot, file);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  private async loadSheet(request: Extract<EngineRequest, { kind: 'loadSheet' }>): Promise<void> {
    const { id, slot, sheet, hasHeader } = request;
    const file = this.file(slot);
    if (slot === MAIN_SLOT) this.cancelConversion();
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
      for (const part of file.parts) part.dispose();
      file.sheetName = read.sheetName;
      file.parts = [TablePart.of(read.rows, hasHeader)];
    }
    for (const part of file.parts) part.setHeader(hasHeader);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  private async convert(request: Extract<EngineRequest, { kind: 'convert' }>): Promise<void> {
    const { id, plan, relatedSlots } = request;
    // Rows of a CSV file still being read are converted as they come; any other file once it is loaded.
    let file = this.reading.get(MAIN_SLOT);
    if (!file) {
      await this.queue;
      file = this.file(MAIN_SLOT);
    }
    this.activeConversion = id;
    const relatedRows = Object.fromEntries(Object.entries(relatedSlots).map(([fieldPath, slot]) => [fieldPath, wholeRows(this.file(slot))]));
    const parts = file.parts;
    await Promise.all(parts.map((part) => part.convert(id, plan, relatedRows, parts.length, this.post)));
  }
}
