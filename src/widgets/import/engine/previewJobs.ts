import type { ConversionPlan } from '../logic/conversionPlan';
import type { PreviewRow } from '../types';
import type { ConversionHandle, ImportClient } from './importClient';
import { MAIN_SLOT, type Slot } from './protocol';

export interface ConversionProgress {
  converted: number;
  total: number;
}

interface Job {
  key: string;
  rows: PreviewRow[];
  progress: ConversionProgress;
  handle: ConversionHandle;
  result: Promise<PreviewRow[]>;
  listeners: Set<(progress: ConversionProgress) => void>;
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
    const versions = [MAIN_SLOT, ...Object.values(relatedSlots)].map((slot) => `${slot}@${this.client.tableVersion(slot)}`);
    return JSON.stringify([versions, relatedSlots, plan]);
  }

  /** Rows for a plan: the running or finished conversion of the same plan, or a new one. */
  run(plan: ConversionPlan, relatedSlots: Record<string, Slot> = {}, onProgress?: (progress: ConversionProgress) => void): Promise<PreviewRow[]> {
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
    const rows: PreviewRow[] = [];
    const job: Job = {
      key,
      rows,
      progress: { converted: 0, total: 0 },
      listeners: new Set(),
      handle: undefined as unknown as ConversionHandle,
      result: undefined as unknown as Promise<PreviewRow[]>,
    };
    job.handle = this.client.convert(plan, relatedSlots, (chunk, converted, total) => {
      for (const row of chunk) rows.push(row);
      job.progress = { converted, total };
      for (const listener of job.listeners) listener(job.progress);
    });
    job.result = job.handle.done.then(() => rows);
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
