import type { SpreadsheetColumn, SpreadsheetRow } from './types';

/** Height of a row. */
export const ROW_HEIGHT = 50;
const LINE_HEIGHT = 20;
const BLOCK_PADDING = 10;
const INLINE_PADDING = 16;
/** Rough width of a character at the grid's font size. */
const CHAR_WIDTH = 7.5;
/** Wrapped rows grow to at most this many lines; the rest stays clipped. */
const MAX_LINES = 8;

const WRAPPING_FORMATS = new Set([undefined, 'text']);

/**
 * An estimated height for a row whose text wraps: the most lines any text cell needs at its column width.
 * Estimated rather than measured so 100,000 rows cost one quick pass, not a layout each.
 */
export function wrappedRowHeight(
  row: SpreadsheetRow,
  columns: readonly SpreadsheetColumn[],
  widthOf: (column: SpreadsheetColumn) => number,
): number {
  let lines = 1;
  for (const column of columns) {
    if (!WRAPPING_FORMATS.has(column.format)) continue;
    const value = row[column.key];
    if (typeof value !== 'string' || value === '') continue;
    const charsPerLine = Math.max(1, Math.floor((widthOf(column) - INLINE_PADDING) / CHAR_WIDTH));
    let needed = 0;
    for (const part of value.split('\n')) needed += Math.max(1, Math.ceil(part.length / charsPerLine));
    lines = Math.max(lines, needed);
    if (lines >= MAX_LINES) break;
  }
  return Math.max(ROW_HEIGHT, Math.min(MAX_LINES, lines) * LINE_HEIGHT + BLOCK_PADDING);
}
