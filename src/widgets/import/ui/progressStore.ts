import { startTransition, useEffect, useState } from 'react';

/**
 * A value that changes often (conversion progress) kept outside React state, so that only the component
 * showing it re-renders, not the whole wizard.
 */
export interface ValueStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The store's value, drawn again as a transition when it changes: a value that changes many times a second
 * never interrupts a larger transition being drawn (the mapping, the preview), which would otherwise start
 * over at every change and, on a busy machine, never finish.
 */
export function useStoreValue<T>(store: ValueStore<T>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    setValue(store.get());
    return store.subscribe(() => startTransition(() => setValue(store.get())));
  }, [store]);
  return value;
}
