import type { SortColumn } from 'react-data-grid';
import { storedDate } from './format/dates';
import type { SpreadsheetColumn, SpreadsheetFormat, SpreadsheetRow } from './types';

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

/** A sortable key for a value: numbers for numeric, date and boolean formats, text otherwise. */
function sortKey(value: unknown, format: SpreadsheetFormat): number | string {
  switch (format) {
    case 'number':
    case 'currency':
    case 'percentage':
      return typeof value === 'number' ? value : Number.NaN;
    case 'date':
      return storedDate(value)?.valueOf() ?? Number.NaN;
    case 'boolean':
      return value === true ? 1 : 0;
    default:
      return String(value);
  }
}

type Key = { empty: true } | { empty: false; value: unknown };

/**
 * The shown order of `indexes` (into `rows`) under the sort columns; a stable sort, so rows that compare
 * equal keep their order. Empty cells stay last in both directions. Each cell is read once, before sorting.
 */
export function sortIndexes(
  indexes: readonly number[],
  rows: readonly SpreadsheetRow[],
  sortColumns: readonly SortColumn[],
  columns: readonly SpreadsheetColumn[],
  locale: string,
): number[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const sorts = sortColumns.flatMap((sort) => {
    const column = byKey.get(sort.columnKey);
    if (!column) return [];
    const format = column.format ?? 'text';
    // Sort keys, per shown position: parsed once here rather than in every comparison.
    const keys: Key[] = indexes.map((i) => {
      const value = rows[i][column.key];
      return isEmpty(value) ? { empty: true } : { empty: false, value: keyOf(value, format) };
    });
    return [{ keys, sign: sort.direction === 'ASC' ? 1 : -1 }];
  });
  if (sorts.length === 0) return indexes.slice();
  const positions = indexes.map((_, position) => position);
  positions.sort((pa, pb) => {
    for (const { keys, sign } of sorts) {
      const a = keys[pa];
      const b = keys[pb];
      if (a.empty || b.empty) {
        if (a.empty !== b.empty) return a.empty ? 1 : -1;
        continue;
      }
      const order = compareKeys(a.value, b.value, collator);
      if (order !== 0) return sign * order;
    }
    return 0;
  });
  return positions.map((position) => indexes[position]);
}

/** A value's sort key: a number when its format gives one, else its text (wrong-kind values stay text). */
function keyOf(value: unknown, format: SpreadsheetFormat): number | string {
  const key = sortKey(value, format);
  return typeof key === 'number' && Number.isNaN(key) ? String(value) : key;
}

/** Numbers before text, numbers by value, text by the collator. */
function compareKeys(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number') return typeof b === 'number' ? a - b : -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a as string, b as string);
}
