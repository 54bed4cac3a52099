import type { ColumnPlan } from './conversionPlan';
import { convertValue } from './convertValue';
import { isEmptyValue } from './emptyValue';
import { splitList } from './listCells';
import { passesCheck } from './valueChecks';

/** What is wrong with a preview cell: a value its type cannot hold, or an empty required field. */
export type CellIssue = 'invalid' | 'required';

const FAST_VALID: Partial<Record<ColumnPlan['dataType'], (value: unknown) => boolean>> = {
  string: () => true,
  boolean: () => true,
  number: (value) => typeof value === 'number',
  date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
};

function convertible(value: unknown, column: ColumnPlan): boolean {
  if (isEmptyValue(value)) return true;
  if (column.check) return convertValue(value, column.dataType) !== null && passesCheck(column.check, value);
  if (FAST_VALID[column.dataType]?.(value)) return true;
  return convertValue(value, column.dataType) !== null;
}

/** The issue of one preview cell, or null when the cell will import as shown. */
export function cellIssue(column: ColumnPlan, value: unknown): CellIssue | null {
  if (isEmptyValue(value)) return column.required ? 'required' : null;
  if (column.list) return splitList(value).every((item) => convertible(item, column)) ? null : 'invalid';
  return convertible(value, column) ? null : 'invalid';
}

/** Keys of the columns of a row that have an issue. */
export function rowIssueKeys(columns: readonly ColumnPlan[], row: Readonly<Record<string, unknown>>): string[] {
  const keys: string[] = [];
  for (const column of columns) if (cellIssue(column, row[column.key]) !== null) keys.push(column.key);
  return keys;
}
