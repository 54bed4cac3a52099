import { ImportEngine } from './importEngine';
import type { EngineRequest, EngineResponse } from './protocol';

/** How the client talks to the engine: a Web Worker in the browser, the same thread in tests. */
export interface EngineTransport {
  post(request: EngineRequest): void;
  onMessage(listener: (response: EngineResponse) => void): void;
  terminate(): void;
}

/** The engine in a module Web Worker: parsing and conversion never block the page. */
export function workerTransport(): EngineTransport {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
  return {
    post: (request) => worker.postMessage(request),
    onMessage: (listener) => {
      worker.onmessage = (event: MessageEvent<EngineResponse>) => listener(event.data);
      worker.onerror = (event) => console.error('Import worker failed', event);
    },
    terminate: () => worker.terminate(),
  };
}

/** The engine on this thread, answering asynchronously like a worker (tests, and browsers without workers). */
export function inlineTransport(): EngineTransport {
  let listener: (response: EngineResponse) => void = () => undefined;
  let alive = true;
  const engine = new ImportEngine((response) => {
    setTimeout(() => {
      if (alive) listener(response);
    }, 0);
  });
  return {
    post: (request) => {
      setTimeout(() => void engine.handle(request), 0);
    },
    onMessage: (next) => {
      listener = next;
    },
    terminate: () => {
      alive = false;
    },
  };
}

/** The transport for this environment. */
export function defaultTransport(): EngineTransport {
  return typeof Worker === 'undefined' ? inlineTransport() : workerTransport();
}
