import { useMemo } from 'react';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

export interface RowErrors {
  /** True when any column of the row has an error. */
  rowHasError: (row: SpreadsheetRow) => boolean;
  /** Rows with at least one error. */
  count: number;
}

/**
 * Which rows have errors, by `cellError`. Each row's answer is kept while the row object and `cellError`
 * stay the same, so an edit only re-checks the rows it changed.
 */
export function useRowErrors(
  rows: readonly SpreadsheetRow[],
  columns: readonly SpreadsheetColumn[],
  cellError: ((row: SpreadsheetRow, columnKey: string) => string | undefined) | undefined,
): RowErrors {
  const rowHasError = useMemo(() => {
    if (!cellError) return () => false;
    const cache = new WeakMap<SpreadsheetRow, boolean>();
    return (row: SpreadsheetRow) => {
      let answer = cache.get(row);
      if (answer === undefined) {
        answer = columns.some((column) => Boolean(cellError(row, column.key)));
        cache.set(row, answer);
      }
      return answer;
    };
  }, [columns, cellError]);

  const count = useMemo(() => {
    if (!cellError) return 0;
    let n = 0;
    for (const row of rows) if (rowHasError(row)) n++;
    return n;
  }, [rows, rowHasError, cellError]);

  return { rowHasError, count };
}
