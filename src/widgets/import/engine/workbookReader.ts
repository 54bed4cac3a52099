import type { RawValue } from '../types';
import { isArrayBuffer, type FileBytes } from '../parse/fileBytes';
import type { SheetData } from '../parse/readSheet';

export interface WorkbookRequest {
  bytes: ArrayBuffer;
  sheet: string | number;
}

/** Rows of a sheet sent back at a time. */
export const WORKBOOK_REPLY_ROWS = 10_000;

/**
 * The reader's answer: how many parts the rows come in, the parts in order but the last, then the sheet
 * with the last part and the bytes to keep; or an error at any point.
 */
export type WorkbookReply =
  | { kind: 'parts'; parts: number }
  | { kind: 'rows'; rows: RawValue[][] }
  | { kind: 'sheet'; sheetNames: string[]; sheetName: string; rows: RawValue[][]; bytes: ArrayBuffer | null }
  | { kind: 'error'; message: string; bytes: ArrayBuffer | null };

/** Where the import worker can start a worker of its own (browsers; not tests). */
export const canReadInWorker = (): boolean => typeof Worker !== 'undefined';

/** A worker that reads one sheet (workbook.worker.ts). */
export function startWorkbookWorker(): Worker {
  return new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module', name: 'import-workbook' });
}

/**
 * Reads a sheet of an .xlsx or .xls file in a worker of its own, which is ended as soon as the rows are
 * back: SheetJS's garbage never stays in the import worker's heap. The bytes are handed over (transferred,
 * not copied); `source.bytes` holds them again afterwards only when the workbook has other sheets.
 * `worker` is a worker started ahead of time (startWorkbookWorker), so SheetJS is loaded by the time a file
 * is chosen.
 */
export function readSheetInWorker(worker: Worker, source: FileBytes, sheet: string | number): Promise<SheetData> {
  const data = source.bytes;
  if (!data) return Promise.reject(new Error('The file was already read'));
  // Only a whole buffer can be handed over; a view of part of one is copied first.
  const bytes = isArrayBuffer(data) ? data : (data.slice().buffer as ArrayBuffer);
  source.bytes = null;
  return new Promise<SheetData>((resolve, reject) => {
    // The parts are kept unread (a message's rows are copied into this worker when it is first read) until
    // the last one is in and the reader is ended: its heap is gone before the rows are copied here.
    let expected = -1;
    const parts: MessageEvent<WorkbookReply>[] = [];
    const finish = (reply: Exclude<WorkbookReply, { kind: 'parts' | 'rows' }>) => {
      worker.terminate();
      source.bytes = reply.bytes;
      if (reply.kind === 'error') {
        reject(new Error(reply.message));
        return;
      }
      const rows: RawValue[][] = [];
      for (const part of parts) {
        const data = part.data;
        if (data.kind === 'rows') for (const row of data.rows) rows.push(row);
      }
      for (const row of reply.rows) rows.push(row);
      resolve({ sheetNames: reply.sheetNames, sheetName: reply.sheetName, rows });
    };
    worker.onmessage = (event: MessageEvent<WorkbookReply>) => {
      if (expected >= 0 && parts.length < expected - 1) {
        parts.push(event);
        return;
      }
      const reply = event.data;
      if (reply.kind === 'parts') expected = reply.parts;
      else if (reply.kind !== 'rows') finish(reply);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The workbook reader failed'));
    };
    const request: WorkbookRequest = { bytes, sheet };
    worker.postMessage(request, [bytes]);
  });
}
