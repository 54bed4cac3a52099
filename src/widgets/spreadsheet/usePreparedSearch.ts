import { useEffect } from 'react';
import type { RowMatcher } from './search';
import type { SpreadsheetRow } from './types';

/** Rows prepared per idle slice: a few milliseconds of work, so typing and scrolling stay smooth. */
const SLICE = 2000;

type IdleHandle = number;
const requestIdle = (callback: () => void): IdleHandle =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(callback, { timeout: 1000 })
    : window.setTimeout(callback, 1);
const cancelIdle = (handle: IdleHandle) =>
  typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback(handle) : window.clearTimeout(handle);

/**
 * Works out every row's search text in idle time after the rows arrive, so the first search over a large
 * sheet answers at once instead of blocking the page. Rows already prepared cost only a lookup.
 */
export function usePreparedSearch(rows: readonly SpreadsheetRow[], matcher: RowMatcher): void {
  useEffect(() => {
    let next = 0;
    let handle: IdleHandle = requestIdle(function slice() {
      const end = Math.min(rows.length, next + SLICE);
      for (; next < end; next++) matcher.prepare(rows[next]);
      if (next < rows.length) handle = requestIdle(slice);
    });
    return () => cancelIdle(handle);
  }, [rows, matcher]);
}
