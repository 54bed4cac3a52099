import type { ConversionPlan } from '../logic/conversionPlan';
import type { CsvCells } from '../parse/csvTokens';
import type {
  DistinctValue,
  EngineRequest,
  EngineResponse,
  ProgressPhase,
  RowsMessage,
  Slot,
  TableInfo,
} from './protocol';
import type { EngineTransport } from './transport';

export interface Progress {
  phase: ProgressPhase;
  /** Share done (0 to 1), or null when the step cannot tell. */
  share: number | null;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: Progress) => void;
  onSheets?: (sheetNames: string[]) => void;
  onDraft?: (table: TableInfo) => void;
  onCells?: (cells: CsvCells) => void;
  onRows?: (rows: RowsMessage) => void;
  result?: unknown;
}

type Body<K extends EngineRequest['kind']> = Omit<Extract<EngineRequest, { kind: K }>, 'id' | 'kind'>;

/** A conversion was replaced by a newer one (or the data changed) before it finished. */
export class ConversionCancelled extends Error {
  constructor() {
    super('Conversion cancelled');
    this.name = 'ConversionCancelled';
  }
}

export interface ConversionHandle {
  /** Resolves when every row has been delivered; rejects with ConversionCancelled when cancelled. */
  done: Promise<void>;
  cancel: () => void;
}

/**
 * The wizard's side of the engine: each request gets an id and a promise; progress, sheet names and row
 * chunks arrive through callbacks while it runs. Tables are versioned per slot so a conversion can tell
 * which data it was made from.
 */
export class ImportClient {
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private versions = new Map<Slot, number>();

  constructor(private readonly transport: EngineTransport) {
    transport.onMessage((response) => this.dispatch(response));
  }

  /**
   * Increases every time a table is asked to be loaded into the slot (a draft of a file still being read
   * belongs to the version of its final table).
   */
  tableVersion(slot: Slot): number {
    return this.versions.get(slot) ?? 0;
  }

  private request<K extends EngineRequest['kind']>(
    kind: K,
    body: Body<K>,
    handlers: Omit<Pending, 'resolve' | 'reject'> = {},
  ): { id: number; promise: Promise<unknown> } {
    const id = this.nextId++;
    const promise = new Promise<unknown>((resolve, reject) => this.pending.set(id, { resolve, reject, ...handlers }));
    this.transport.post({ kind, id, ...body } as EngineRequest);
    return { id, promise };
  }

  private dispatch(response: EngineResponse): void {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    switch (response.kind) {
      case 'progress':
        pending.onProgress?.({ phase: response.phase, share: response.share });
        return;
      case 'sheets':
        pending.onSheets?.(response.sheetNames);
        return;
      case 'draft':
        pending.onDraft?.(response.table);
        return;
      case 'cells':
        pending.onCells?.(response.cells);
        return;
      case 'table':
        pending.result = response.table;
        return;
      case 'distinct':
        pending.result = { values: response.values, total: response.total };
        return;
      case 'rows':
        pending.onRows?.(response);
        return;
      case 'done':
        this.pending.delete(response.id);
        pending.resolve(pending.result);
        return;
      case 'error':
        this.pending.delete(response.id);
        pending.reject(new Error(response.message));
    }
  }

  private loadTable(slot: Slot, load: () => Promise<unknown>): Promise<TableInfo> {
    this.versions.set(slot, this.tableVersion(slot) + 1);
    return load() as Promise<TableInfo>;
  }

  /**
   * Reads a file into a slot: sheet names first (`onSheets`), then the table of its first sheet. A CSV file
   * also gives a draft of its table while the rest is read (`onDraft`) and, as the main file, its cells
   * (`onCells`).
   */
  open(
    slot: Slot,
    file: Blob,
    fileName: string,
    hasHeader: boolean,
    handlers: Pick<Pending, 'onProgress' | 'onSheets' | 'onDraft' | 'onCells'> = {},
  ): Promise<TableInfo> {
    return this.loadTable(slot, () => this.request('open', { slot, file, fileName, hasHeader }, handlers).promise);
  }

  /** Loads another sheet of the slot's file, or the same sheet with or without its header row. */
  loadSheet(slot: Slot, sheet: string, hasHeader: boolean, onProgress?: (p: Progress) => void): Promise<TableInfo> {
    return this.loadTable(slot, () => this.request('loadSheet', { slot, sheet, hasHeader }, { onProgress }).promise);
  }

  async distinct(slot: Slot, column: number, limit: number): Promise<{ values: DistinctValue[]; total: number }> {
    return (await this.request('distinct', { slot, column, limit }).promise) as {
      values: DistinctValue[];
      total: number;
    };
  }

  /**
   * Converts the main file's rows by a plan; chunks of converted rows arrive through `onRows`, in order.
   */
  convert(
    plan: ConversionPlan,
    relatedSlots: Record<string, Slot>,
    onRows: (rows: RowsMessage) => void,
  ): ConversionHandle {
    const { id, promise } = this.request('convert', { plan, relatedSlots }, { onRows });
    return {
      done: promise.then(() => undefined),
      cancel: () => {
        const pending = this.pending.get(id);
        if (!pending) return;
        this.pending.delete(id);
        this.transport.post({ kind: 'cancel', id });
        pending.reject(new ConversionCancelled());
      },
    };
  }

  close(slot: Slot): void {
    this.versions.set(slot, this.tableVersion(slot) + 1);
    void this.request('close', { slot }).promise.catch(() => undefined);
  }

  dispose(): void {
    for (const pending of this.pending.values()) pending.reject(new Error('Import closed'));
    this.pending.clear();
    this.transport.terminate();
  }
}
