import type { RawValue } from '../types';
import { isEmptyValue } from './emptyValue';
import { sourceText } from './transformations';

/** The text two key cells are compared by: trimmed, case-insensitive; numbers by their plain text. */
export function joinKey(value: RawValue | undefined): string | null {
  return isEmptyValue(value) ? null : sourceText(value).toLowerCase();
}

/** Rows of the related file grouped by their key column, in file order. */
export function indexRelatedRows(rows: readonly (readonly RawValue[])[], keyColumn: number): Map<string, RawValue[][]> {
  const index = new Map<string, RawValue[][]>();
  for (const row of rows) {
    const key = joinKey(row[keyColumn]);
    if (key === null) continue;
    const group = index.get(key);
    if (group) group.push(row as RawValue[]);
    else index.set(key, [row as RawValue[]]);
  }
  return index;
}

/** The related rows of one main row: those whose key equals the main row's key cell. */
export function relatedRowsFor(
  mainRow: readonly RawValue[],
  sourceKeyColumn: number,
  index: ReadonlyMap<string, RawValue[][]>,
): RawValue[][] {
  const key = joinKey(mainRow[sourceKeyColumn]);
  return key === null ? [] : (index.get(key) ?? []);
}
