import { useRef } from 'react';
import type { SpreadsheetColumn } from './types';

const FIELDS: readonly (keyof SpreadsheetColumn)[] = [
  'key',
  'label',
  'locked',
  'sortable',
  'format',
  'width',
  'fixed',
  'hidden',
  'defaultValue',
];

export const sameColumns = (a: readonly SpreadsheetColumn[], b: readonly SpreadsheetColumn[]): boolean =>
  a.length === b.length && a.every((column, i) => FIELDS.every((field) => Object.is(column[field], b[i][field])));

/**
 * The columns array, kept the same object while its content stays the same: a caller that builds its
 * columns on every render does not make the grid rebuild its columns or the search forget its texts.
 */
export function useStableColumns(columns: readonly SpreadsheetColumn[]): readonly SpreadsheetColumn[] {
  const kept = useRef(columns);
  if (kept.current !== columns && !sameColumns(kept.current, columns)) kept.current = columns;
  return kept.current;
}
