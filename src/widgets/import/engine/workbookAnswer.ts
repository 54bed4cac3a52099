import { isArrayBuffer } from '../parse/fileBytes';
import { readWorkbook } from '../parse/readWorkbook';
import { WORKBOOK_REPLY_ROWS, type WorkbookReply, type WorkbookRequest } from './workbookReader';

/**
 * The workbook reader's work (workbook.worker.ts): reads the sheet asked for and answers through `post`
 * (with the buffers to transfer): the number of parts, the rows a part at a time (each part's copy is
 * small; one copy of them all would grow through doubling buffers), then the sheet with the last part and
 * the bytes, which come back only when the workbook has other sheets to read later (see readWorkbook).
 */
export function answerWorkbookRequest(
  request: WorkbookRequest,
  post: (reply: WorkbookReply, transfer: Transferable[]) => void,
): void {
  const source = { bytes: request.bytes as ArrayBuffer | Uint8Array | null };
  const bytesToKeep = () => (isArrayBuffer(source.bytes) ? source.bytes : null);
  try {
    const { sheetNames, sheetName, rows } = readWorkbook(source, request.sheet);
    const parts = Math.max(1, Math.ceil(rows.length / WORKBOOK_REPLY_ROWS));
    post({ kind: 'parts', parts }, []);
    for (let part = 0; part < parts - 1; part++) {
      post({ kind: 'rows', rows: rows.slice(part * WORKBOOK_REPLY_ROWS, (part + 1) * WORKBOOK_REPLY_ROWS) }, []);
    }
    const bytes = bytesToKeep();
    post(
      { kind: 'sheet', sheetNames, sheetName, rows: rows.slice((parts - 1) * WORKBOOK_REPLY_ROWS), bytes },
      bytes ? [bytes] : [],
    );
  } catch (error) {
    const bytes = bytesToKeep();
    post(
      { kind: 'error', message: error instanceof Error ? error.message : String(error), bytes },
      bytes ? [bytes] : [],
    );
  }
}
