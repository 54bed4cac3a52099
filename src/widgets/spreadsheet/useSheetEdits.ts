import { useCallback, useMemo, type Key } from 'react';
import type { RowsChangeData } from 'react-data-grid';
import { planClear } from './clipboard';
import { convertInput } from './format/convertInput';
import { deletions, replacements } from './history';
import { newRowId } from './newRowId';
import type { CellRange } from './range';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';
import type { RowsHistory } from './useRowsHistory';

interface SheetEditsInput {
  history: RowsHistory;
  columns: readonly SpreadsheetColumn[];
  shownColumns: readonly SpreadsheetColumn[];
  /** Shown row → index in the rows; null when all rows are shown in their order. */
  view: number[] | null;
  rowKey: string;
  range: CellRange | null;
  selectedRows: ReadonlySet<Key>;
  setSelectedRows: (next: Set<Key>) => void;
}

export interface SheetEdits {
  /** A new row: each column's default value and a fresh key. */
  makeRow: () => SpreadsheetRow;
  /** The grid's cell edits, converted to the column's format; locked columns and unchanged values are skipped. */
  onGridRowsChange: (next: SpreadsheetRow[], data: RowsChangeData<SpreadsheetRow>) => void;
  /** Empties the selected cells (Delete). */
  clearRange: () => void;
  /** Deletes the selected rows and clears the selection. */
  deleteSelected: () => void;
}

/** The edits made on the sheet's cells and rows, each recorded in the undo history. */
export function useSheetEdits(input: SheetEditsInput): SheetEdits {
  const { history, columns, shownColumns, view, rowKey, range, selectedRows, setSelectedRows } = input;

  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);

  const makeRow = useCallback((): SpreadsheetRow => {
    const row: SpreadsheetRow = {};
    for (const column of columns) row[column.key] = column.defaultValue ?? null;
    row[rowKey] = newRowId();
    return row;
  }, [columns, rowKey]);

  const onGridRowsChange = (next: SpreadsheetRow[], { indexes, column }: RowsChangeData<SpreadsheetRow>) => {
    const target = columnByKey.get(column.key);
    if (!target || target.locked) return;
    const source = history.latest();
    const changes = new Map<number, SpreadsheetRow>();
    for (const shownIdx of indexes) {
      const sourceIdx = view ? view[shownIdx] : shownIdx;
      const converted = convertInput(next[shownIdx][column.key], target.format);
      if (Object.is(converted, source[sourceIdx][column.key])) continue;
      changes.set(sourceIdx, { ...next[shownIdx], [column.key]: converted });
    }
    history.commit({ kind: 'edit', splices: replacements(source, changes) });
  };

  const clearRange = () => {
    if (!range) return;
    history.commit({ kind: 'clear', splices: planClear(history.latest(), view, shownColumns, range) });
  };

  const deleteSelected = () => {
    const source = history.latest();
    const indexes: number[] = [];
    source.forEach((row, i) => {
      if (selectedRows.has(row[rowKey] as Key)) indexes.push(i);
    });
    history.commit({ kind: 'delete', splices: deletions(source, indexes) });
    setSelectedRows(new Set());
  };

  return { makeRow, onGridRowsChange, clearRange, deleteSelected };
}
