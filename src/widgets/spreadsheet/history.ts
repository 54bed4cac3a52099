/**
 * Undo/redo of row edits as lists of splices (cell, row and paste edits).
 * A splice replaces `removed` rows at `index` by `inserted` rows; an entry's splices apply in order.
 * Splices keep only the rows they touch, so a long history over 100,000 rows stays small.
 */
export interface Splice<T> {
  index: number;
  removed: readonly T[];
  inserted: readonly T[];
}

export type EditKind = 'edit' | 'paste' | 'clear' | 'add' | 'delete';

export interface HistoryEntry<T> {
  kind: EditKind;
  splices: readonly Splice<T>[];
}

export interface History<T> {
  past: readonly HistoryEntry<T>[];
  future: readonly HistoryEntry<T>[];
}

/** Entries kept for undo; the oldest are dropped beyond it. */
export const HISTORY_LIMIT = 200;

export const emptyHistory = <T>(): History<T> => ({ past: [], future: [] });

const isDeletion = <T>(s: Splice<T>): boolean => s.inserted.length === 0 && s.removed.length > 0;
const isInsertion = <T>(s: Splice<T>): boolean => s.removed.length === 0 && s.inserted.length > 0;

/** Deletions listed from the bottom up (as `deletions` makes them), in one pass. */
function applyDeletions<T>(rows: readonly T[], splices: readonly Splice<T>[]): T[] {
  const gone = new Uint8Array(rows.length);
  for (const { index, removed } of splices) gone.fill(1, index, index + removed.length);
  return rows.filter((_, i) => gone[i] === 0);
}

/** Insertions listed from the top down (the undo of `deletions`), in one pass. */
function applyInsertions<T>(rows: readonly T[], splices: readonly Splice<T>[]): T[] {
  const next: T[] = [];
  let source = 0;
  for (const { index, inserted } of splices) {
    while (next.length < index && source < rows.length) next.push(rows[source++]);
    for (const row of inserted) next.push(row);
  }
  while (source < rows.length) next.push(rows[source++]);
  return next;
}

const isOrdered = <T>(splices: readonly Splice<T>[], descending: boolean): boolean =>
  splices.every((s, i) => i === 0 || (descending ? s.index < splices[i - 1].index : s.index > splices[i - 1].index));

/**
 * Applies splices to a copy of `rows`. Same-length replacements are written in place; long lists of
 * deletions or insertions (deleting scattered selected rows, or undoing that) are done in one pass.
 */
export function applySplices<T>(rows: readonly T[], splices: readonly Splice<T>[]): T[] {
  if (splices.length > 1 && splices.every(isDeletion) && isOrdered(splices, true)) return applyDeletions(rows, splices);
  if (splices.length > 1 && splices.every(isInsertion) && isOrdered(splices, false))
    return applyInsertions(rows, splices);
  let next = rows.slice();
  for (const { index, removed, inserted } of splices) {
    if (removed.length === inserted.length) {
      for (let i = 0; i < inserted.length; i++) next[index + i] = inserted[i];
    } else {
      // Array literal spreads, not splice(...inserted): a paste of many rows would overflow the call stack.
      next = [...next.slice(0, index), ...inserted, ...next.slice(index + removed.length)];
    }
  }
  return next;
}

/** The splices that undo `splices`: each one swapped, in reverse order. */
export function invertSplices<T>(splices: readonly Splice<T>[]): Splice<T>[] {
  return splices
    .slice()
    .reverse()
    .map(({ index, removed, inserted }) => ({ index, removed: inserted, inserted: removed }));
}

/** Records an applied entry: it joins the past and the redo list is dropped. Empty entries are ignored. */
export function record<T>(history: History<T>, entry: HistoryEntry<T>, limit = HISTORY_LIMIT): History<T> {
  if (entry.splices.length === 0) return history;
  const past = [...history.past, entry];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

export interface Step<T> {
  rows: T[];
  history: History<T>;
  entry: HistoryEntry<T>;
}

/** Undoes the last entry; undefined when there is nothing to undo. */
export function undo<T>(history: History<T>, rows: readonly T[]): Step<T> | undefined {
  const entry = history.past.at(-1);
  if (!entry) return undefined;
  return {
    rows: applySplices(rows, invertSplices(entry.splices)),
    history: { past: history.past.slice(0, -1), future: [...history.future, entry] },
    entry,
  };
}

/** Redoes the last undone entry; undefined when there is nothing to redo. */
export function redo<T>(history: History<T>, rows: readonly T[]): Step<T> | undefined {
  const entry = history.future.at(-1);
  if (!entry) return undefined;
  return {
    rows: applySplices(rows, entry.splices),
    history: { past: [...history.past, entry], future: history.future.slice(0, -1) },
    entry,
  };
}

/** Splices that replace single rows (cell edits, pastes, clears): one per changed index. */
export function replacements<T>(rows: readonly T[], changes: ReadonlyMap<number, T>): Splice<T>[] {
  return [...changes].map(([index, row]) => ({ index, removed: [rows[index]], inserted: [row] }));
}

/**
 * Splices that delete the rows at `indexes`, in descending order so earlier indexes stay valid;
 * runs of neighbouring indexes become one splice.
 */
export function deletions<T>(rows: readonly T[], indexes: Iterable<number>): Splice<T>[] {
  const descending = [...new Set(indexes)].filter((i) => i >= 0 && i < rows.length).sort((a, b) => b - a);
  const splices: Splice<T>[] = [];
  let i = 0;
  while (i < descending.length) {
    const top = descending[i];
    let bottom = top;
    while (i + 1 < descending.length && descending[i + 1] === bottom - 1) {
      i++;
      bottom = descending[i];
    }
    splices.push({ index: bottom, removed: rows.slice(bottom, top + 1), inserted: [] });
    i++;
  }
  return splices;
}

/** A splice that appends rows at the end. */
export const appending = <T>(rows: readonly T[], added: readonly T[]): Splice<T> => ({
  index: rows.length,
  removed: [],
  inserted: added,
});
