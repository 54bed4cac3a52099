import { useMemo, useRef } from 'react';
import type { SortColumn } from 'react-data-grid';
import { createRowMatcher } from './search';
import { usePreparedSearch } from './usePreparedSearch';
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
  /** Changes when the parent replaces the rows; the view is then worked out afresh. */
  epoch: number;
}

export interface SheetView {
  /** Shown row → index in `rows`; null when all rows are shown in their order. */
  view: number[] | null;
  /** The rows the grid shows. */
  shownRows: readonly SpreadsheetRow[];
  /** Rows matching the search (before the errors filter); undefined without a search. */
  matchCount: number | undefined;
}

interface Ordered {
  settings: readonly unknown[];
  length: number;
  view: number[];
  matchCount: number | undefined;
}

function order(
  input: SheetViewInput,
  matches: (row: SpreadsheetRow, term: string) => boolean,
): Omit<Ordered, 'settings'> {
  const { rows, columns, sortColumns, term, errorsOnly, rowHasError, locale } = input;
  let view: number[] = [];
  let matchCount = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (term !== undefined) {
      if (!matches(row, term)) continue;
      matchCount++;
    }
    if (errorsOnly && !rowHasError(row)) continue;
    view.push(i);
  }
  if (sortColumns.length > 0) view = sortIndexes(view, rows, sortColumns, columns, locale);
  return { length: rows.length, view, matchCount: term === undefined ? undefined : matchCount };
}

/**
 * The rows the grid shows: search and errors filters, then the sort; without any, the rows as given.
 * Like a spreadsheet's filter, the shown rows and their order stay put while cells are edited (an edited
 * row neither jumps nor vanishes); they are worked out again when the search, sort or filter changes,
 * when rows are added or deleted, or when the parent passes new rows.
 */
export function useSheetView(input: SheetViewInput): SheetView {
  const { rows, columns, sortColumns, term, errorsOnly, rowHasError, locale, epoch } = input;
  const matches = useMemo(() => createRowMatcher(columns), [columns]);
  usePreparedSearch(rows, matches);
  const kept = useRef<Ordered | null>(null);
  return useMemo(() => {
    if (term === undefined && !errorsOnly && sortColumns.length === 0) {
      kept.current = null;
      return { view: null, shownRows: rows, matchCount: undefined };
    }
    const settings = [sortColumns, term, errorsOnly, rowHasError, locale, matches, epoch];
    const previous = kept.current;
    const reuse =
      previous !== null &&
      previous.length === rows.length &&
      previous.settings.every((setting, i) => Object.is(setting, settings[i]));
    const ordered = reuse
      ? previous
      : { settings, ...order({ rows, columns, sortColumns, term, errorsOnly, rowHasError, locale, epoch }, matches) };
    kept.current = ordered;
    return { view: ordered.view, shownRows: ordered.view.map((i) => rows[i]), matchCount: ordered.matchCount };
  }, [rows, columns, sortColumns, term, errorsOnly, rowHasError, locale, matches, epoch]);
}
