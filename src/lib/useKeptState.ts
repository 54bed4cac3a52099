// State that outlives the component holding it, by a key: a list whose empty state gives way to its rows draws its
// toolbar anew, and what a dialog opened from the empty state's button shows (the codes just made, an import's
// report) must still be there. Keep only what a dialog shows; it lasts until set back or the page is reloaded.
import { useCallback, useSyncExternalStore } from 'react';

const kept = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();

export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const own = listeners.get(key) ?? new Set();
      listeners.set(key, own.add(listener));
      return () => void own.delete(listener);
    },
    [key],
  );
  const value = useSyncExternalStore(subscribe, () => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: T) => {
      kept.set(key, next);
      for (const listener of listeners.get(key) ?? []) listener();
    },
    [key],
  );
  return [value, set];
}
