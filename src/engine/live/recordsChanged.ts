// Realtime record pages: the notification stream's `records` events (the API paths of records others just changed),
// told to whichever open page shows one of those records (src/engine/views/ChangedElsewhere.tsx). The stream's
// reader announces them once this tab's own writes have settled.
export type RecordsChangedListener = (paths: readonly string[]) => void;

const listeners = new Set<RecordsChangedListener>();

/** Listens to changes named by the stream; returns the function that stops listening. */
export function onRecordsChanged(listener: RecordsChangedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceRecordsChanged(paths: readonly string[]): void {
  for (const listener of listeners) listener(paths);
}
