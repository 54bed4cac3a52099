import { useEffect } from 'react';
import type { RowMatcher } from './search';
import type { SpreadsheetRow } from './types';

/** Longest slice of preparation (ms) when the browser gives no idle deadline. */
const SLICE_MS = 8;

type IdleHandle = number;
type Deadline = { timeRemaining: () => number };
const requestIdle = (callback: (deadline: Deadline) => void): IdleHandle => {
  if (typeof window.requestIdleCallback === 'function') return window.requestIdleCallback(callback, { timeout: 1000 });
  return window.setTimeout(() => {
    const until = performance.now() + SLICE_MS;
    callback({ timeRemaining: () => until - performance.now() });
  }, 1);
};
const cancelIdle = (handle: IdleHandle) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);

/**
 * Works out every row's search text in idle time after the rows arrive, so the first search over a large
 * sheet answers at once instead of blocking the page. Rows already prepared cost only a lookup. Each slice
 * stops when the browser's idle period ends (or after a few milliseconds), so typing and scrolling stay smooth.
 */
export function usePreparedSearch(rows: readonly SpreadsheetRow[], matcher: RowMatcher): void {
  useEffect(() => {
    let next = 0;
    let handle: IdleHandle = requestIdle(function slice(deadline) {
      // At least a few rows per slice (an idle callback forced by its timeout may have no time left).
      const minimum = next + 64;
      while (next < rows.length && (next < minimum || (next & 63) !== 0 || deadline.timeRemaining() > 1)) {
        matcher.prepare(rows[next++]);
      }
      if (next < rows.length) handle = requestIdle(slice);
    });
    return () => cancelIdle(handle);
  }, [rows, matcher]);
}
