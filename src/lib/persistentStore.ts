// react-admin's store kept in local storage through the never-throwing wrapper (./storage): lists keep their filters,
// sort, columns and chosen view across reloads; sign-out (reset) clears them. react-admin's own localStorageStore
// reads window.localStorage when its module loads, which throws where the browser denies storage (a public form
// embedded on another site) and would stop the whole admin from starting.
import { memoryStore, type Store } from 'react-admin';
import { storage } from './storage';

const keysOf = (prefix: string): string[] => {
  try {
    return Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
};

const parse = (text: string | null): unknown => {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** `current`: values the store starts with whatever was kept (what another module keeps the truth of). */
export function persistentStore(name: string, current: Record<string, unknown> = {}): Store {
  const prefix = `${name}.`;
  const kept = Object.fromEntries(keysOf(prefix).map((key) => [key.slice(prefix.length), parse(storage.get(key))]));
  const memory = memoryStore({ ...kept, ...current });
  return {
    ...memory,
    setItem(key, value) {
      memory.setItem(key, value);
      if (value === undefined) storage.remove(prefix + key);
      else storage.set(prefix + key, JSON.stringify(value));
    },
    removeItem(key) {
      memory.removeItem(key);
      storage.remove(prefix + key);
    },
    removeItems(keyPrefix) {
      memory.removeItems(keyPrefix);
      for (const key of keysOf(prefix + keyPrefix)) storage.remove(key);
    },
    reset() {
      memory.reset();
      for (const key of keysOf(prefix)) storage.remove(key);
    },
  };
}
