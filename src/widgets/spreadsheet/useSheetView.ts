import { useMemo } from 'react';
import type { SortColumn } from 'react-data-grid';
import { createRowMatcher } from './search';
import { sortIndexes } from './sort';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

export interface SheetViewInput {
  rows: readonly SpreadsheetRow[];
  columns: readonly SpreadsheetColumn[];
  sortColumns: readonly SortColumn[];
  /** Active (lower-cased, long enough) search term, or undefined. */
  term: string | undefined;
  errorsOnly: boolean;
  rowHasError: (row: SpreadsheetRow) => boolean;
  locale: string;
}

export interface SheetView {
  /** Shown row → index in `rows`; null when all rows are shown in their order. */
  view: number[] | null;
  /** The rows the grid shows. */
  shownRows: readonly SpreadsheetRow[];
  /** Rows matching the search (before the errors filter); undefined without a search. */
  matchCount: number | undefined;
}

/** The rows the grid shows: search and errors filters, then the sort. Without any, the rows as given. */
export function useSheetView({ rows, columns, sortColumns, term, errorsOnly, rowHasError, locale }: SheetViewInput): SheetView {
  const matches = useMemo(() => createRowMatcher(columns), [columns]);
  return useMemo(() => {
    if (term === undefined && !errorsOnly && sortColumns.length === 0) {
      return { view: null, shownRows: rows, matchCount: undefined };
    }
    let indexes: number[] = [];
    let matchCount = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (term !== undefined) {
        if (!matches(row, term)) continue;
        matchCount++;
      }
      if (errorsOnly && !rowHasError(row)) continue;
      indexes.push(i);
    }
    if (sortColumns.length > 0) indexes = sortIndexes(indexes, rows, sortColumns, columns, locale);
    return {
      view: indexes,
      shownRows: indexes.map((i) => rows[i]),
      matchCount: term === undefined ? undefined : matchCount,
    };
  }, [rows, columns, sortColumns, term, errorsOnly, rowHasError, locale, matches]);
}
