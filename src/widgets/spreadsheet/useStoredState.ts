import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

/**
 * State remembered in local storage under `key` (JSON). Without a key it is plain state.
 * Storage failures (private mode, full quota) only lose the memory, never the state.
 */
export function useStoredState<T>(key: string | undefined, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => (key ? read(key, initial) : initial));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      if (key) writeStored(key, next);
    },
    [key],
  );
  return [value, set];
}

/** Reads a JSON value from local storage; the fallback when missing or unreadable. */
export const readStored = read;

/** Writes a JSON value to local storage; failures only lose the memory. */
export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('spreadsheet: could not remember a preference', error);
  }
}
