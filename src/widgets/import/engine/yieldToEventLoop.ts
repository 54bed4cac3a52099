/**
 * Resolves on the next turn of the event loop, so that messages waiting for the worker (a cancel, a newer
 * request) are handled between chunks of work. A MessageChannel avoids the 4 ms clamp of nested timers.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
