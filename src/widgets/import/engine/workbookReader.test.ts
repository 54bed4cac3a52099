import { afterEach, describe, expect, it, vi } from 'vitest';
import { utils, write } from 'xlsx';
import { fixtureBytes } from '../testing/readFixture';
import { readWorkbook } from '../parse/readWorkbook';
import type { FileBytes } from '../parse/fileBytes';
import { answerWorkbookRequest } from './workbookAnswer';
import { readSheetInWorker, WORKBOOK_REPLY_ROWS, type WorkbookReply, type WorkbookRequest } from './workbookReader';

/**
 * A stand-in for the reader worker: answers like workbook.worker.ts, one message at a time, and tells
 * when each message's data is first read and when it was ended.
 */
function fakeWorker(answer = answerWorkbookRequest) {
  const log: string[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<WorkbookReply>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    terminate: vi.fn(() => log.push('terminate')),
    postMessage(request: WorkbookRequest) {
      const replies: WorkbookReply[] = [];
      answer(structuredClone(request), (reply) => replies.push(structuredClone(reply)));
      replies.forEach((reply, index) => {
        const event = {
          get data() {
            log.push(`read ${index}`);
            return reply;
          },
        } as MessageEvent<WorkbookReply>;
        worker.onmessage?.(event);
      });
    },
  };
  return { worker: worker as unknown as Worker, log };
}

function bookOf(rowCount: number, sheets = ['Rows']): ArrayBuffer {
  const book = utils.book_new();
  for (const name of sheets) {
    const rows = [['n', 'text'], ...Array.from({ length: rowCount }, (_, i) => [i, `row ${i}`])];
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), name);
  }
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

describe('readSheetInWorker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gets the rows back in order, in parts read only after the reader is ended', async () => {
    const rowCount = WORKBOOK_REPLY_ROWS * 2 + 5;
    const { worker, log } = fakeWorker();
    const source: FileBytes = { bytes: bookOf(rowCount) };
    const sheet = await readSheetInWorker(worker, source, 0);
    expect(sheet.sheetNames).toEqual(['Rows']);
    expect(sheet.rows).toHaveLength(rowCount + 1);
    expect(sheet.rows[0]).toEqual(['n', 'text']);
    expect(sheet.rows.slice(1).every((row, i) => row[0] === i && row[1] === `row ${i}`)).toBe(true);
    // The count of parts, then three parts (two kept unread), then the end of the reader before any rows are read.
    expect(log).toEqual(['read 0', 'read 3', 'terminate', 'read 1', 'read 2']);
    expect(source.bytes).toBeNull(); // one sheet: nothing to read later
  });

  it('gives back the bytes of a workbook with other sheets, and reads one of those later', async () => {
    const source: FileBytes = { bytes: fixtureBytes('customers.xlsx').slice().buffer };
    const first = await readSheetInWorker(fakeWorker().worker, source, 0);
    expect(first.sheetNames).toEqual(['לקוחות', 'טלפונים', 'הערות']);
    expect(first.rows).toEqual(readWorkbook(fixtureBytes('customers.xlsx')).rows);
    expect(Object.prototype.toString.call(source.bytes)).toBe('[object ArrayBuffer]');
    const phones = await readSheetInWorker(fakeWorker().worker, source, 'טלפונים');
    expect(phones.rows).toEqual(readWorkbook(fixtureBytes('customers.xlsx'), 'טלפונים').rows);
  });

  it('rejects with the reader’s error and keeps the bytes of a workbook with other sheets', async () => {
    const source: FileBytes = { bytes: bookOf(3, ['A', 'B']) };
    await expect(readSheetInWorker(fakeWorker().worker, source, 'C')).rejects.toThrow('Sheet not found');
    expect(Object.prototype.toString.call(source.bytes)).toBe('[object ArrayBuffer]');
  });

  it('rejects when the reader fails', async () => {
    const { worker } = fakeWorker(() => {
      throw new Error('boom');
    });
    const failing = worker as unknown as {
      postMessage: (request: WorkbookRequest) => void;
      onerror: ((event: ErrorEvent) => void) | null;
    };
    const post = failing.postMessage;
    failing.postMessage = (request) => {
      try {
        post(request);
      } catch (error) {
        failing.onerror?.({ message: (error as Error).message } as ErrorEvent);
      }
    };
    await expect(readSheetInWorker(worker, { bytes: bookOf(1) }, 0)).rejects.toThrow('boom');
    expect(worker.terminate).toHaveBeenCalled();
  });
});
