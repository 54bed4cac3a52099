/** One channel for every yield: making a MessageChannel each time costs more than the yield itself. */
let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

/**
 * Resolves on the next turn of the event loop, so that messages waiting for the worker (a cancel, a newer
 * request) are handled between chunks of work. A MessageChannel avoids the 4 ms clamp of nested timers.
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // In Node (tests) an open port would keep the process alive; browsers have no such method.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
