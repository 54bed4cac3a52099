/// <reference lib="webworker" />
import { answerWorkbookRequest } from './workbookAnswer';
import type { WorkbookRequest } from './workbookReader';

declare const self: DedicatedWorkerGlobalScope;

/**
 * Reads one sheet of a workbook for the import worker, which ends this worker afterwards: everything
 * SheetJS built and threw away while parsing (the sheet's XML text, its cells) goes with this worker's
 * heap at once, instead of waiting in the import worker for a full garbage collection.
 */
self.onmessage = (event: MessageEvent<WorkbookRequest>) => {
  answerWorkbookRequest(event.data, (reply, transfer) => self.postMessage(reply, transfer));
};
