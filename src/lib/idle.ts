// The browser's idle time, one way for the whole admin: requestIdleCallback where the browser has it, a short timer
// with a small slice of time where it has not (Safari).

export interface IdleDeadline {
  timeRemaining: () => number;
}

/** The slice of time (ms) a callback is given where the browser tells no idle deadline. */
const SLICE_MS = 8;

/** Calls `callback` in the browser's next idle period, or after `timeout` ms at the latest; returns its handle. */
export function requestIdle(callback: (deadline: IdleDeadline) => void, timeout: number): number {
  if (typeof window.requestIdleCallback === 'function') return window.requestIdleCallback(callback, { timeout });
  return window.setTimeout(() => {
    const until = performance.now() + SLICE_MS;
    callback({ timeRemaining: () => until - performance.now() });
  }, 1);
}

export const cancelIdle = (handle: number): void =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);

/**
 * Runs `task` once the browser is idle, no sooner than `after` ms from now and no later than `timeout` ms after
 * that; returns how to call it off.
 */
export function whenIdle(task: () => void, { after = 0, timeout = 10_000 }: { after?: number; timeout?: number } = {}) {
  let idle: number | undefined;
  const timer = window.setTimeout(() => (idle = requestIdle(task, timeout)), after);
  return (): void => {
    window.clearTimeout(timer);
    if (idle !== undefined) cancelIdle(idle);
  };
}
