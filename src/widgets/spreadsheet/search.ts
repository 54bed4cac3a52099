import { displayDate } from './format/dates';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

/** Search starts at this many characters. */
export const SEARCH_MIN_LENGTH = 2;
/** Search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The lower-cased term to search for, or undefined while it is shorter than the minimum. */
export function activeSearchTerm(term: string): string | undefined {
  const trimmed = term.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed.toLowerCase() : undefined;
}

/** The texts a cell is found by: its stored value and, for dates, what it shows (DD.MM.YY). */
export function cellSearchText(value: unknown, column: SpreadsheetColumn): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  if (column.format === 'date') {
    const shown = displayDate(value);
    if (shown) return `${raw} ${shown}`.toLowerCase();
  }
  return raw.toLowerCase();
}

export const cellMatches = (value: unknown, column: SpreadsheetColumn, term: string): boolean =>
  cellSearchText(value, column).includes(term);

export interface RowMatcher {
  (row: SpreadsheetRow, term: string): boolean;
  /** Works out a row's text ahead of a search (idle time), so the first search does not pay for it. */
  prepare: (row: SpreadsheetRow) => void;
}

/**
 * Builds a row matcher for one set of columns. Each row's text is worked out once and kept while the row
 * object lives (rows are immutable), so typing a new term over 100,000 rows only scans strings.
 */
export function createRowMatcher(columns: readonly SpreadsheetColumn[]): RowMatcher {
  const texts = new WeakMap<SpreadsheetRow, string>();
  const textOf = (row: SpreadsheetRow): string => {
    let text = texts.get(row);
    if (text === undefined) {
      // A separator no one types keeps a term from matching across two cells.
      text = columns.map((column) => cellSearchText(row[column.key], column)).join('\u0000');
      texts.set(row, text);
    }
    return text;
  };
  const matcher = (row: SpreadsheetRow, term: string) => textOf(row).includes(term);
  matcher.prepare = (row: SpreadsheetRow) => void textOf(row);
  return matcher;
}
