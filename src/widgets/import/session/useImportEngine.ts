// The import's engine (a Web Worker reading and converting files) and its preview jobs, started when the wizard
// opens (its parsers load while the person is still choosing a file) and stopped when it closes.
import { useCallback, useEffect, useRef } from 'react';
import { ImportClient } from '../engine/importClient';
import { PreviewJobs } from '../engine/previewJobs';
import type { EngineTransport } from '../engine/transport';

export interface Engine {
  client: ImportClient;
  jobs: PreviewJobs;
}

export function useImportEngine(transportFactory: () => EngineTransport) {
  const clientRef = useRef<Engine | null>(null);
  /** The engine, started if it is not running. */
  const engine = useCallback(() => {
    if (!clientRef.current) {
      const client = new ImportClient(transportFactory());
      clientRef.current = { client, jobs: new PreviewJobs(client) };
    }
    return clientRef.current;
  }, [transportFactory]);
  /** The engine if it is running, without starting it: for freeing what it holds. */
  const running = useCallback(() => clientRef.current, []);
  useEffect(() => {
    engine();
    return () => {
      clientRef.current?.client.dispose();
      clientRef.current = null;
    };
  }, [engine]);
  return { engine, running };
}
