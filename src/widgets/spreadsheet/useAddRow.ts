import { useEffect, useState, type RefObject } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';
import type { RowsHistory } from './useRowsHistory';

interface AddRowInput {
  gridRef: RefObject<DataGridHandle | null>;
  history: RowsHistory;
  makeRow: () => SpreadsheetRow;
  shownRows: readonly SpreadsheetRow[];
  shownColumns: readonly SpreadsheetColumn[];
  clearSearch: () => void;
}

/** Add Row: the new row is shown (search cleared), scrolled to and its first editable cell made active. */
export function useAddRow({ gridRef, history, makeRow, shownRows, shownColumns, clearSearch }: AddRowInput) {
  const [pendingRow, setPendingRow] = useState<SpreadsheetRow | null>(null);
  useEffect(() => {
    if (!pendingRow) return;
    const rowIdx = shownRows.lastIndexOf(pendingRow);
    if (rowIdx < 0) return;
    const col = Math.max(
      0,
      shownColumns.findIndex((column) => !column.locked),
    );
    gridRef.current?.scrollToCell({ rowIdx, idx: col + 1 });
    gridRef.current?.setActivePosition({ rowIdx, idx: col + 1 }, { shouldFocus: true });
    setPendingRow(null);
  }, [pendingRow, shownRows, shownColumns, gridRef]);

  return () => {
    const row = makeRow();
    const source = history.latest();
    history.commit({ kind: 'add', splices: [{ index: source.length, removed: [], inserted: [row] }] });
    clearSearch();
    setPendingRow(row);
  };
}
