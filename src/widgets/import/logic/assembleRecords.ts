import type { ImportRecord, PreviewRow } from '../types';
import type { ColumnPlan } from './conversionPlan';
import { convertValue } from './convertValue';
import { splitList } from './listCells';

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** Sets a value at a dotted path, creating nested objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  if (parts.some((part) => UNSAFE_KEYS.has(part))) return;
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/**
 * Builds the record of one preview row: keyed by field id, dotted ids
 * as nested objects, array fields as lists of child objects. Cells are converted again by their type (the
 * person may have typed text); null values are skipped, and so are items with no value and empty lists.
 */
export function assembleRecord(row: PreviewRow, columns: readonly ColumnPlan[]): ImportRecord {
  const record: ImportRecord = {};
  const arrays = new Map<string, unknown[]>();
  for (const column of columns) {
    const value = row[column.key];
    if (!column.list) {
      const converted = convertValue(value, column.dataType);
      if (converted !== null) setPath(record, column.key, converted);
      continue;
    }
    const items = arrays.get(column.arrayPath!) ?? [];
    arrays.set(column.arrayPath!, items);
    splitList(value).forEach((item, i) => {
      const converted = convertValue(item, column.dataType);
      if (converted === null) return;
      if (column.childId === null || column.childId === undefined) {
        items[i] = converted;
        return;
      }
      const object = (items[i] ?? {}) as Record<string, unknown>;
      object[column.childId] = converted;
      items[i] = object;
    });
  }
  for (const [path, items] of arrays) {
    const present = items.filter((item) => item !== undefined);
    if (present.length > 0) setPath(record, path, present);
  }
  return record;
}

const hasValues = (record: ImportRecord): boolean => Object.keys(record).length > 0;

/** Records of every row; rows left with no value (an empty added row) are dropped. */
export function assembleRecords(rows: readonly PreviewRow[], columns: readonly ColumnPlan[]): ImportRecord[] {
  return rows.map((row) => assembleRecord(row, columns)).filter(hasValues);
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The same in slices, yielding to the browser between them so that assembling 100,000 rows never blocks
 * the page for long.
 */
export async function assembleRecordsInSlices(
  rows: readonly PreviewRow[],
  columns: readonly ColumnPlan[],
  sliceSize = 5000,
): Promise<ImportRecord[]> {
  const records: ImportRecord[] = [];
  for (let start = 0; start < rows.length; start += sliceSize) {
    if (start > 0) await nextTask();
    records.push(...assembleRecords(rows.slice(start, start + sliceSize), columns));
  }
  return records;
}
