import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { applySplices, emptyHistory, record, redo, undo, type History, type HistoryEntry } from './history';
import type { SpreadsheetRow } from './types';

type Rows = readonly SpreadsheetRow[];

export interface RowsHistory {
  /** Applies an edit, records it for undo and hands the new rows to the parent. */
  commit: (entry: HistoryEntry<SpreadsheetRow>) => void;
  undo: () => HistoryEntry<SpreadsheetRow> | undefined;
  redo: () => HistoryEntry<SpreadsheetRow> | undefined;
  canUndo: boolean;
  canRedo: boolean;
  /** The newest rows, including edits the parent has not rendered back yet. */
  latest: () => Rows;
  /** Counts the times the parent passed rows this hook did not emit (a new file, a reset). */
  epoch: number;
}

/**
 * Owns the undo/redo history of a controlled rows array. Edits chain on the newest rows even when several
 * happen before the parent re-renders. When the parent passes rows this hook did not emit (a new file, a
 * reset), the history no longer describes them and is cleared.
 */
export function useRowsHistory(rows: Rows, onRowsChange: (rows: SpreadsheetRow[]) => void): RowsHistory {
  const [history, setHistory] = useState<History<SpreadsheetRow>>(emptyHistory);
  const [known, setKnown] = useState<Rows>(rows);
  const [epoch, setEpoch] = useState(0);
  const historyRef = useRef(history);
  const latestRef = useRef<Rows>(rows);

  if (rows !== known) {
    // Rows came from outside: adjust state while rendering (React's pattern for props that reset state).
    setKnown(rows);
    setHistory(emptyHistory());
    setEpoch(epoch + 1);
  }

  useLayoutEffect(() => {
    historyRef.current = history;
  }, [history]);
  useLayoutEffect(() => {
    latestRef.current = rows;
  }, [rows]);

  const emit = useCallback(
    (next: SpreadsheetRow[], nextHistory: History<SpreadsheetRow>) => {
      latestRef.current = next;
      historyRef.current = nextHistory;
      setKnown(next);
      setHistory(nextHistory);
      onRowsChange(next);
    },
    [onRowsChange],
  );

  const commit = useCallback(
    (entry: HistoryEntry<SpreadsheetRow>) => {
      if (entry.splices.length === 0) return;
      emit(applySplices(latestRef.current, entry.splices), record(historyRef.current, entry));
    },
    [emit],
  );

  const step = useCallback(
    (direction: typeof undo) => {
      const result = direction(historyRef.current, latestRef.current);
      if (!result) return undefined;
      emit(result.rows, result.history);
      return result.entry;
    },
    [emit],
  );

  return {
    commit,
    undo: useCallback(() => step(undo), [step]),
    redo: useCallback(() => step(redo), [step]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    latest: useCallback(() => latestRef.current, []),
    epoch,
  };
}
