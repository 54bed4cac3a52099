import { csvHeadRows } from '../parse/csvHead';
import { cellBuffers, type CsvTokens } from '../parse/csvTokens';
import { decodeText } from '../parse/decodeText';
import { releaseBytes, type FileBytes } from '../parse/fileBytes';
import { detectCsvFormat } from '../parse/readCsv';
import { fileKind, type FileKind } from '../parse/fileKind';
import { csvSheetName, loadWorkbookReader, readSheet, type SheetData, type WorkbookReader } from '../parse/readSheet';
import { MAIN_SLOT, type EngineRequest, type EngineResponse, type Slot, type TableInfo } from './protocol';
import { SheetTable } from './sheetTable';
import { canReadInWorker, readSheetInWorker, startWorkbookWorker } from './workbookReader';

interface LoadedFile {
  /** The file's bytes, kept only while another sheet may be read from them. */
  data: ArrayBuffer | Uint8Array | null;
  kind: FileKind;
  fileName: string;
  sheetNames: string[];
  sheetName: string;
  table: SheetTable;
}

type Post = (message: EngineResponse, transfer?: Transferable[]) => void;

/**
 * Bytes of a larger CSV file read first, for a draft of its table (the wizard maps it while the rest is read
 * and decoded): a thousand rows or so, read in a few milliseconds. When a column has no type samples there,
 * the draft comes once they are read from the whole file.
 */
const CSV_HEAD_BYTES = 1 << 17;

async function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Response(blob).arrayBuffer();
}

const tableInfo = (file: Pick<LoadedFile, 'sheetNames' | 'sheetName' | 'table'>): TableInfo =>
  file.table.info(file.sheetNames, file.sheetName);

/**
 * The work of the import worker, free of any worker API so it can run (and be tested) anywhere: it keeps
 * each opened file and its parsed sheet, answers with table summaries, and converts rows for the preview
 * in chunks, posting each chunk as soon as it is ready. Converting again cancels the previous run. The main
 * CSV file's cells go to the page, which converts the preview's rows from them itself.
 */
export class ImportEngine {
  private files = new Map<Slot, LoadedFile>();
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
    this.files.get(MAIN_SLOT)?.table.cancel();
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
        this.post({
          kind: 'distinct',
          id: request.id,
          ...this.file(request.slot).table.distinct(request.column, request.limit),
        });
        return;
      }
      case 'close':
        this.drop(request.slot);
        return;
    }
  }

  private drop(slot: Slot): void {
    this.files.get(slot)?.table.dispose();
    this.files.delete(slot);
  }

  /**
   * Starts ahead of time, while the person picks a file, the worker that reads the first workbook (which
   * loads SheetJS, see readSheetInWorker; here where workers cannot start workers).
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
    if (kind === 'csv') return this.openCsv(request);
    // The bytes stay only in `source`, so the reader can let go of them while it parses (see FileBytes).
    const source: FileBytes = { bytes: null };
    let workbook: WorkbookReader | undefined;
    [source.bytes, workbook] = await Promise.all([blobBytes(request.file), this.reader(kind)]);
    this.post({ kind: 'progress', id, phase: 'parsing', share: null });
    const sheet = await this.readWorkbookSheet(source, kind, fileName, workbook, 0);
    this.post({ kind: 'sheets', id, sheetNames: sheet.sheetNames });
    const keep = sheet.sheetNames.length > 1 ? source.bytes : null;
    source.bytes = null;
    const file: LoadedFile = {
      data: keep,
      kind,
      fileName,
      sheetNames: sheet.sheetNames,
      sheetName: sheet.sheetName,
      table: SheetTable.of(sheet.rows, hasHeader),
    };
    this.files.set(slot, file);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  /**
   * A draft of a larger CSV file's table from its first bytes, before the rest is read and decoded; none when
   * they hold no whole row or not every column's type detection sample.
   */
  private async headDraft(
    file: Blob,
    hasHeader: boolean,
    sheetNames: string[],
    sheetName: string,
  ): Promise<TableInfo | null> {
    if (file.size <= CSV_HEAD_BYTES) return null;
    const rows = csvHeadRows(new Uint8Array(await blobBytes(file.slice(0, CSV_HEAD_BYTES))));
    const head = rows && SheetTable.of(rows, hasHeader);
    return head?.hasSamples() ? head.info(sheetNames, sheetName) : null;
  }

  /**
   * Reads a CSV file: its cells first (the main file's go to the page, which converts the preview's rows from
   * them), then the rows of its table. A draft of the table is posted as soon as every column has its type
   * detection sample, from the file's first bytes if they are enough: the wizard maps it while the rest is
   * read.
   */
  private async openCsv(request: Extract<EngineRequest, { kind: 'open' }>): Promise<void> {
    const { id, slot, fileName, hasHeader } = request;
    const sheetName = csvSheetName(fileName);
    const sheetNames = [sheetName];
    this.post({ kind: 'sheets', id, sheetNames });
    // The whole file is read while its first bytes are made into a draft.
    const whole = blobBytes(request.file);
    whole.catch(() => undefined); // a failed read is thrown below, not reported as unhandled meanwhile
    const draft = await this.headDraft(request.file, hasHeader, sheetNames, sheetName);
    if (draft) this.post({ kind: 'draft', id, table: draft });
    const bytes = await whole;
    this.post({ kind: 'progress', id, phase: 'parsing', share: 0 });
    const text = decodeText(bytes);
    releaseBytes(bytes);
    const table = new SheetTable(hasHeader);
    const file: LoadedFile = { data: null, kind: 'csv', fileName, sheetNames, sheetName, table };
    let drafted = draft !== null;
    let percent = 0;
    const progress = (read: number) => {
      // Whole percents: the page draws no more often than that.
      if (Math.floor(read * 100) > percent) {
        percent = Math.floor(read * 100);
        this.post({ kind: 'progress', id, phase: 'parsing', share: read });
      }
      if (!drafted && read < 1 && table.hasSamples()) {
        drafted = true;
        this.post({ kind: 'draft', id, table: tableInfo(file) });
      }
    };
    const toPage =
      slot === MAIN_SLOT
        ? (tokens: CsvTokens) => {
            // A copy of the arrays is handed over (not copied again into the message): the worker keeps its own.
            const cells = tokens.cells();
            this.post({ kind: 'cells', id, cells }, cellBuffers(cells));
          }
        : undefined;
    try {
      await table.readCsv(text, detectCsvFormat(text), progress, toPage);
    } catch (error) {
      table.dispose();
      throw error;
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
      file.table.dispose();
      file.sheetName = read.sheetName;
      file.table = SheetTable.of(read.rows, hasHeader);
    }
    file.table.setHeader(hasHeader);
    this.post({ kind: 'table', id, table: tableInfo(file) });
  }

  private async convert(request: Extract<EngineRequest, { kind: 'convert' }>): Promise<void> {
    const { id, plan, relatedSlots } = request;
    // A file still being read is converted once it is loaded.
    await this.queue;
    const file = this.file(MAIN_SLOT);
    this.activeConversion = id;
    const relatedRows = Object.fromEntries(
      Object.entries(relatedSlots).map(([fieldPath, slot]) => [fieldPath, this.file(slot).table.rows]),
    );
    await file.table.convert(id, plan, relatedRows, this.post);
  }
}
