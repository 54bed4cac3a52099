// The text input's debounced change event (700 ms after the last keystroke): `fire(value)` on
// every change; `onSettle` runs once typing has paused that long, with the last value. Unmounting cancels it.
import { useCallback, useEffect, useRef } from 'react';

/** Debounce 700 ms. */
export const TEXT_DEBOUNCE_MS = 700;

export function useDebouncedEvent<T>(
  onSettle: ((value: T) => void) | undefined,
  delayMs = TEXT_DEBOUNCE_MS,
): (value: T) => void {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(onSettle);
  latest.current = onSettle;
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (value: T) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current?.(value), delayMs);
    },
    [delayMs],
  );
}
