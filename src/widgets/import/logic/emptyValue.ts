import type { RawValue } from '../types';

/** Empty values: nothing, or text that is only white space. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** A row with no non-empty value. */
export function isEmptyRow(row: readonly RawValue[]): boolean {
  for (const cell of row) if (!isEmptyValue(cell)) return false;
  return true;
}

/** Drops rows with no non-empty value. */
export function dropEmptyRows<Row extends readonly RawValue[]>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => !isEmptyRow(row));
}
