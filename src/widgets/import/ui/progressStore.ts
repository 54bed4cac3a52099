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

/** A shown value changing faster is drawn again at most this often. */
const REDRAW_MS = 100;

/**
 * The store's value, drawn again as a transition when it changes, at most every REDRAW_MS: a value that
 * changes many times a second never interrupts a larger transition being drawn (the mapping, the preview),
 * which would otherwise start over at every change and, on a busy machine, never finish; nor does it take
 * the page's time from the work it shows the progress of.
 */
export function useStoreValue<T>(store: ValueStore<T>): T {
  const [value, setValue] = useState(store.get);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const redraw = () => {
      timer = undefined;
      startTransition(() => setValue(store.get()));
    };
    redraw();
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(redraw, REDRAW_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store]);
  return value;
}
