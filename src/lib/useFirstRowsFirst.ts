// A long list drawn first rows first: the first rows at once, the rest a step at a time in React transitions (which
// yield to the browser and to any urgent update), so that no main-thread task draws the whole list. Rows already
// drawn stay drawn when the list's data changes (a refetch, an edit, a row added), so nothing shrinks or flashes.
import { startTransition, useEffect, useMemo, useState } from 'react';

interface Drawn<T> {
  data: readonly T[] | undefined;
  count: number;
}

export interface FirstRowsFirstOptions<T> {
  /** Rows drawn at once. */
  first: number;
  /** Rows added by each later step. */
  step: number;
  /** A row's identity, by which rows drawn already are known in new data. */
  keyOf: (row: T) => unknown;
  /** While true no more rows are drawn (the list is covered by what needs the page's time). */
  paused?: boolean;
}

/** How many leading rows of `data` were drawn already (their keys among the rows drawn of the data before). */
function leadingDrawn<T>(data: readonly T[], drawn: Drawn<T>, keyOf: (row: T) => unknown): number {
  if (!drawn.data) return 0;
  const keys = new Set(drawn.data.slice(0, drawn.count).map(keyOf));
  const fresh = data.findIndex((row) => !keys.has(keyOf(row)));
  return fresh === -1 ? data.length : fresh;
}

/**
 * The rows of `data` to draw now: the first `first` (and any leading rows drawn already) at once, then `step` more
 * after each commit in a transition, until all are drawn. The array is `data` itself once all are drawn.
 */
export function useFirstRowsFirst<D extends readonly unknown[] | undefined>(
  data: D,
  { first, step, keyOf, paused = false }: FirstRowsFirstOptions<NonNullable<D>[number]>,
): D {
  type T = NonNullable<D>[number];
  const [drawn, setDrawn] = useState<Drawn<T>>({ data: undefined, count: 0 });
  const length = data?.length ?? 0;
  const count =
    drawn.data === data ? drawn.count : Math.min(length, Math.max(first, data ? leadingDrawn(data, drawn, keyOf) : 0));
  useEffect(() => {
    if (paused || (drawn.data === data && count >= length)) return;
    startTransition(() => setDrawn({ data, count: Math.min(length, count + step) }));
  }, [data, drawn.data, count, length, step, paused]);
  return useMemo(() => (data && count < data.length ? (data.slice(0, count) as unknown as D) : data), [data, count]);
}
