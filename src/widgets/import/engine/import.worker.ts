/// <reference lib="webworker" />
import { ImportEngine } from './importEngine';
import type { EngineRequest, EngineResponse } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const engine = new ImportEngine((message: EngineResponse, transfer?: Transferable[]) =>
  self.postMessage(message, transfer ?? []),
);

self.onmessage = (event: MessageEvent<EngineRequest>) => {
  void engine.handle(event.data);
};

engine.warmUp();
