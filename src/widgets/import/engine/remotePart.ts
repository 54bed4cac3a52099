import type { ConversionPlan } from '../logic/conversionPlan';
import type { CsvFormat } from '../parse/readCsv';
import type { RawValue } from '../types';
import type { EngineResponse } from './protocol';
import { countValues, TablePart, type PartHandle, type PartSummary, type RowsSink } from './tablePart';

/** What the import worker asks a part worker (part.worker.ts). */
export type PartRequest =
  /** Read a stretch of a CSV file, written in `format`; converted rows go to the page through `port`. */
  | { kind: 'read'; index: number; text: string; format: CsvFormat; port: MessagePort }
  | { kind: 'convert'; id: number; plan: ConversionPlan; relatedRows: Record<string, readonly RawValue[][]>; parts: number }
  | { kind: 'cancel' }
  | { kind: 'count'; ask: number; column: number };

/** What a part worker answers the import worker. */
export type PartReply =
  | { kind: 'share'; share: number }
  | { kind: 'read'; summary: PartSummary }
  | { kind: 'counts'; ask: number; values: string[]; counts: number[] }
  | { kind: 'failed'; message: string };

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The work of a part worker, free of worker APIs: it reads its stretch of the file into a TablePart and
 * converts it when asked, sending the rows (and conversion errors) straight to the page.
 */
export function partWork(post: (reply: PartReply) => void): (request: PartRequest) => void {
  let part: TablePart | undefined;
  let port: MessagePort | undefined;
  const sink: RowsSink = (rows, transfer) => port?.postMessage(rows, transfer);
  return (request) => {
    switch (request.kind) {
      case 'read':
        port = request.port;
        part = new TablePart(request.index, false);
        part.readCsv(request.text, (share) => post({ kind: 'share', share }), request.format).then(
          () => post({ kind: 'read', summary: part!.summary() }),
          (error: unknown) => post({ kind: 'failed', message: message(error) }),
        );
        return;
      case 'convert':
        part?.convert(request.id, request.plan, request.relatedRows, request.parts, sink).catch((error: unknown) => {
          console.error(error);
          const failure: EngineResponse = { kind: 'error', id: request.id, message: message(error) };
          port?.postMessage(failure);
        });
        return;
      case 'cancel':
        part?.cancel();
        return;
      case 'count': {
        const counts = part ? countValues(part.rows, request.column) : new Map<string, number>();
        post({ kind: 'counts', ask: request.ask, values: [...counts.keys()], counts: [...counts.values()] });
      }
    }
  };
}

/** A worker that will read a part of a file (part.worker.ts). */
export function startPartWorker(): Worker {
  return new Worker(new URL('./part.worker.ts', import.meta.url), { type: 'module', name: 'import-part' });
}

/**
 * A part of the main table read and converted in a worker of its own, beside the others: the import
 * worker's handle on it. Its converted rows reach the page through the port given to `read`.
 */
export class RemotePart implements PartHandle {
  private read?: PartSummary;
  private asks = new Map<number, (counts: Map<string, number>) => void>();
  private nextAsk = 1;
  private reading?: { resolve: (summary: PartSummary) => void; reject: (error: Error) => void; onShare: (share: number) => void };

  constructor(
    readonly index: number,
    private readonly worker: Worker,
  ) {
    worker.onmessage = (event: MessageEvent<PartReply>) => this.answer(event.data);
    worker.onerror = (event) => this.reading?.reject(new Error(event.message || 'A part of the file could not be read'));
  }

  private answer(reply: PartReply): void {
    switch (reply.kind) {
      case 'share':
        this.reading?.onShare(reply.share);
        return;
      case 'read':
        this.read = reply.summary;
        this.reading?.resolve(reply.summary);
        return;
      case 'failed':
        this.reading?.reject(new Error(reply.message));
        return;
      case 'counts': {
        const resolve = this.asks.get(reply.ask);
        this.asks.delete(reply.ask);
        resolve?.(new Map(reply.values.map((value, i) => [value, reply.counts[i]])));
      }
    }
  }

  /** Reads the part's text (handed over to the worker); resolves with its summary once read. */
  readText(text: string, format: CsvFormat, port: MessagePort, onShare: (share: number) => void): Promise<PartSummary> {
    return new Promise((resolve, reject) => {
      this.reading = { resolve, reject, onShare };
      const request: PartRequest = { kind: 'read', index: this.index, text, format, port };
      this.worker.postMessage(request, [port]);
    });
  }

  summary(): PartSummary {
    if (!this.read) throw new Error(`Part ${this.index} is not read yet`);
    return this.read;
  }

  convert(id: number, plan: ConversionPlan, relatedRows: Record<string, readonly RawValue[][]>, parts: number): Promise<void> {
    const request: PartRequest = { kind: 'convert', id, plan, relatedRows, parts };
    this.worker.postMessage(request);
    return Promise.resolve();
  }

  cancel(): void {
    const request: PartRequest = { kind: 'cancel' };
    this.worker.postMessage(request);
  }

  counts(column: number): Promise<Map<string, number>> {
    return new Promise((resolve) => {
      const ask = this.nextAsk++;
      this.asks.set(ask, resolve);
      const request: PartRequest = { kind: 'count', ask, column };
      this.worker.postMessage(request);
    });
  }

  setHeader(): void {
    // Only the first part holds the header row.
  }

  dispose(): void {
    this.worker.terminate();
  }
}
