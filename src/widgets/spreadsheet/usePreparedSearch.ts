import { useEffect } from 'react';
import { cancelIdle, requestIdle } from '../../lib/idle';
import type { RowMatcher } from './search';
import type { SpreadsheetRow } from './types';

/** The longest wait for an idle period before a slice is prepared anyway. */
const SLICE_TIMEOUT_MS = 1000;

/**
 * Works out every row's search text in idle time after the rows arrive, so the first search over a large
 * sheet answers at once instead of blocking the page. Rows already prepared cost only a lookup. Each slice
 * stops when the browser's idle period ends (or after a few milliseconds), so typing and scrolling stay smooth.
 */
export function usePreparedSearch(rows: readonly SpreadsheetRow[], matcher: RowMatcher): void {
  useEffect(() => {
    let next = 0;
    let handle = requestIdle(function slice(deadline) {
      // At least a few rows per slice (an idle callback forced by its timeout may have no time left).
      const minimum = next + 64;
      while (next < rows.length && (next < minimum || (next & 63) !== 0 || deadline.timeRemaining() > 1)) {
        matcher.prepare(rows[next++]);
      }
      if (next < rows.length) handle = requestIdle(slice, SLICE_TIMEOUT_MS);
    }, SLICE_TIMEOUT_MS);
    return () => cancelIdle(handle);
  }, [rows, matcher]);
}
