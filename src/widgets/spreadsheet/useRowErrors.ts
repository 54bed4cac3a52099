import { useEffect, useMemo, useState } from 'react';
import { countInSlices, type Counting } from './countInSlices';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

/** Up to this many rows are counted while rendering; larger sheets are counted in slices after it. */
const COUNT_WHILE_RENDERING = 5000;

export interface RowErrors {
  /** True when any column of the row has an error. */
  rowHasError: (row: SpreadsheetRow) => boolean;
  /** Rows with at least one error; the previous count while a large sheet is being counted again. */
  count: number;
}

interface Counted {
  rows: readonly SpreadsheetRow[];
  rowHasError: (row: SpreadsheetRow) => boolean;
  count: number;
}

/**
 * Which rows have errors, by `cellError`. Each row's answer is kept while the row object and `cellError`
 * stay the same, so an edit only re-checks the rows it changed. A large sheet (100,000 rows × 20 columns)
 * is counted in short slices after it is drawn, so opening it never blocks the page.
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

  const small = rows.length <= COUNT_WHILE_RENDERING;
  const smallCount = useMemo(() => {
    if (!cellError || !small) return 0;
    let n = 0;
    for (const row of rows) if (rowHasError(row)) n++;
    return n;
  }, [rows, rowHasError, cellError, small]);

  const [counted, setCounted] = useState<Counted | null>(null);
  useEffect(() => {
    if (!cellError || small) return;
    let counting: Counting | undefined = countInSlices(rows, rowHasError, (count) => {
      counting = undefined;
      setCounted({ rows, rowHasError, count });
    });
    return () => counting?.cancel();
  }, [rows, rowHasError, cellError, small]);

  if (!cellError) return { rowHasError, count: 0 };
  return { rowHasError, count: small ? smallCount : (counted?.count ?? 0) };
}
