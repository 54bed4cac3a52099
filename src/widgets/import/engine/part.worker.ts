/// <reference lib="webworker" />
import { partWork, type PartReply, type PartRequest } from './remotePart';

declare const self: DedicatedWorkerGlobalScope;

/** Reads and converts one part of a large CSV file beside the import worker (see RemotePart). */
const answer = partWork((reply: PartReply) => self.postMessage(reply));
self.onmessage = (event: MessageEvent<PartRequest>) => answer(event.data);
