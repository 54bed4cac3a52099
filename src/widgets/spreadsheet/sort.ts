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

/**
 * Orders two values of one column ascending. Empty cells go last, values of the wrong kind (text in a
 * number column) after the good ones, text by the locale's collation with numbers inside it in order.
 */
export function compareValues(a: unknown, b: unknown, format: SpreadsheetFormat, collator: Intl.Collator): number {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const ka = sortKey(a, format);
  const kb = sortKey(b, format);
  if (typeof ka === 'number' && typeof kb === 'number') {
    const nanA = Number.isNaN(ka);
    const nanB = Number.isNaN(kb);
    if (nanA || nanB) return nanA === nanB ? collator.compare(String(a), String(b)) : nanA ? 1 : -1;
    return ka - kb;
  }
  return collator.compare(String(ka), String(kb));
}

/**
 * The shown order of `indexes` (into `rows`) under the sort columns; a stable sort, so rows that compare
 * equal keep their order. Empty cells stay last in both directions.
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
  const sorts = sortColumns
    .map((sort) => ({ sort, column: byKey.get(sort.columnKey) }))
    .filter((s): s is { sort: SortColumn; column: SpreadsheetColumn } => s.column !== undefined);
  if (sorts.length === 0) return indexes.slice();
  return indexes.slice().sort((ia, ib) => {
    for (const { sort, column } of sorts) {
      const a = rows[ia][column.key];
      const b = rows[ib][column.key];
      const emptyA = isEmpty(a);
      const emptyB = isEmpty(b);
      if (emptyA || emptyB) {
        if (emptyA !== emptyB) return emptyA ? 1 : -1;
        continue;
      }
      const order = compareValues(a, b, column.format ?? 'text', collator);
      if (order !== 0) return sort.direction === 'ASC' ? order : -order;
    }
    return 0;
  });
}
