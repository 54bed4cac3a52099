// Reads the live stream (GET /api/notifications/stream) of a test app over a real socket, as the admin does:
// each server-sent event handed to `onEvent` as it arrives. Used by the notification and record-change tests.
import type { App } from '../src/app';

export interface StreamEvent {
  event: string;
  data: string;
}

/** Opens the stream with these headers; events go to `onEvent`; `close` ends it. */
export async function readStream(
  app: App,
  headers: Record<string, string>,
  onEvent: (event: StreamEvent) => void,
): Promise<{ response: Response; close(): void }> {
  const address = app.server.address();
  const base =
    address && typeof address === 'object'
      ? `http://127.0.0.1:${address.port}`
      : (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  const controller = new AbortController();
  const response = await fetch(`${base}/api/notifications/stream`, { headers, signal: controller.signal });
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (event && data) onEvent({ event, data: data.slice(6) });
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return { response, close: () => controller.abort() };
}
