import { planColumns, type ConversionPlan } from '../logic/conversionPlan';
import { keyRows, RowChunkDecoder } from '../logic/rowChunks';
import { ROW_KEY } from '../constants';
import type { PreviewRow } from '../types';
import type { ConversionHandle, ImportClient } from './importClient';
import { MAIN_SLOT, type RowsMessage, type Slot } from './protocol';

const NO_ISSUES: readonly string[] = Object.freeze([]);

/**
 * The cells to fix that the engine found while converting. Rows are known by their key and identity, so a
 * row the person has edited since (a new object) or added is not answered for.
 */
export class RowIssues {
  private readonly originals: PreviewRow[] = [];
  private readonly byRow = new Map<unknown, readonly string[]>();

  add(rows: readonly PreviewRow[], issues: readonly (readonly [number, string[]])[]): void {
    for (const row of rows) this.originals[row[ROW_KEY] as number] = row;
    for (const [index, keys] of issues) this.byRow.set(rows[index][ROW_KEY], keys);
  }

  /** Notes one row as converted, with the keys of its cells to fix. */
  set(row: PreviewRow, keys: readonly string[]): void {
    const key = row[ROW_KEY] as number;
    this.originals[key] = row;
    if (keys.length > 0) this.byRow.set(key, keys);
  }

  /** Keys of the row's cells to fix (empty when none), or undefined for a row not converted as it is. */
  get(row: PreviewRow): readonly string[] | undefined {
    const key = row[ROW_KEY];
    if (typeof key !== 'number' || this.originals[key] !== row) return undefined;
    return this.byRow.get(key) ?? NO_ISSUES;
  }
}

export interface PreviewResult {
  rows: PreviewRow[];
  /** Issues found while converting; rows edited later are not in it. */
  issues: RowIssues;
}

export interface ConversionProgress {
  converted: number;
  total: number;
}

interface Job {
  key: string;
  progress: ConversionProgress;
  handle: ConversionHandle;
  result: Promise<PreviewResult>;
  listeners: Set<(progress: ConversionProgress) => void>;
}

/** Preview rows as they arrive from the engine, made as they come; keyed by their place once all are in. */
export class ReceivedRows {
  private readonly decoder: RowChunkDecoder;
  private readonly rows: PreviewRow[] = [];
  /** Cells to fix: [place in `rows`, keys]. */
  private readonly issues: [number, string[]][] = [];

  constructor(keys: readonly string[]) {
    this.decoder = new RowChunkDecoder(keys);
  }

  /** Takes a chunk; answers the progress of the conversion. */
  add(message: RowsMessage): ConversionProgress {
    const { rows, issues } = this.decoder.decode(message.chunk);
    const first = this.rows.length;
    for (const row of rows) this.rows.push(row);
    for (const [row, keys] of issues) this.issues.push([first + row, keys]);
    return { converted: message.converted, total: message.total };
  }

  result(): PreviewResult {
    keyRows(this.rows);
    const issues = new RowIssues();
    issues.add(this.rows, this.issues);
    return { rows: this.rows, issues };
  }
}

/**
 * Conversions for the preview, one at a time. A conversion is identified by its plan and the versions of
 * the tables it reads, so the run started as soon as a file is mapped automatically is reused when the
 * person opens the preview without changing anything; a different plan cancels it.
 */
export class PreviewJobs {
  private job: Job | undefined;

  constructor(private readonly client: ImportClient) {}

  private key(plan: ConversionPlan, relatedSlots: Record<string, Slot>): string {
    const versions = [MAIN_SLOT, ...Object.values(relatedSlots)].map(
      (slot) => `${slot}@${this.client.tableVersion(slot)}`,
    );
    return JSON.stringify([versions, relatedSlots, plan]);
  }

  /** Rows for a plan: the running or finished conversion of the same plan, or a new one. */
  run(
    plan: ConversionPlan,
    relatedSlots: Record<string, Slot> = {},
    onProgress?: (progress: ConversionProgress) => void,
  ): Promise<PreviewResult> {
    const key = this.key(plan, relatedSlots);
    if (this.job?.key !== key) this.start(key, plan, relatedSlots);
    const job = this.job!;
    if (onProgress) {
      job.listeners.add(onProgress);
      onProgress(job.progress);
      void job.result.finally(() => job.listeners.delete(onProgress)).catch(() => undefined);
    }
    return job.result;
  }

  /** Starts converting ahead of the preview (errors wait for the preview to report them). */
  prefetch(plan: ConversionPlan, relatedSlots: Record<string, Slot> = {}): void {
    this.run(plan, relatedSlots).catch(() => undefined);
  }

  private start(key: string, plan: ConversionPlan, relatedSlots: Record<string, Slot>): void {
    this.cancel();
    const received = new ReceivedRows(planColumns(plan).map((column) => column.key));
    const job: Job = {
      key,
      progress: { converted: 0, total: 0 },
      listeners: new Set(),
      handle: undefined as unknown as ConversionHandle,
      result: undefined as unknown as Promise<PreviewResult>,
    };
    job.handle = this.client.convert(plan, relatedSlots, (message) => {
      job.progress = received.add(message);
      for (const listener of job.listeners) listener(job.progress);
    });
    job.result = job.handle.done.then(() => received.result());
    job.result.catch(() => {
      if (this.job === job) this.job = undefined;
    });
    this.job = job;
  }

  /** Forgets the current conversion (the data or the mapping changed). */
  cancel(): void {
    this.job?.handle.cancel();
    this.job = undefined;
  }
}
