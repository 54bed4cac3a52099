import { useCallback, useState } from 'react';
import { storage } from './storage';

/**
 * A choice kept in this browser's local storage under `key` (a view, a week start): read once, written on change.
 * `accept` says whether a stored value is still a valid choice; anything else falls back to `initial`.
 */
export function useRemembered<T>(
  key: string,
  initial: T,
  accept: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const read = (): T => {
    try {
      const stored: unknown = JSON.parse(storage.get(key) ?? 'null');
      return accept(stored) ? stored : initial;
    } catch {
      return initial;
    }
  };
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: read() }));
  // the key changed (another user signed in): read that one's choice
  const value = state.key === key ? state.value : read();
  const set = useCallback(
    (next: T) => {
      storage.set(key, JSON.stringify(next));
      setState({ key, value: next });
    },
    [key],
  );
  return [value, set];
}
