import type { RawValue } from '../types';
import type { ColumnPlan } from './conversionPlan';
import { converterFor, convertString } from './convertValue';
import { isEmptyValue } from './emptyValue';
import { joinList, splitList } from './listCells';
import { applyTransformations, transformationLookup } from './transformations';
import { passesCheck } from './valueChecks';

type Cell = RawValue | undefined;

/** Counts values that failed conversion, so a row converter can tell which cells to mark. */
export interface FailureCounter {
  count: number;
}

/**
 * Converts one cell of a column: transformations first, then the data type. An empty cell takes the
 * default. A value that fails conversion is kept as its text, so the preview can mark it for fixing
 * (and `failures` counts it).
 */
export function cellConverter(column: ColumnPlan, failures: FailureCounter = { count: 0 }): (raw: Cell) => unknown {
  const lookup = transformationLookup(
    column.transformations.map(([sourceValue, targetValue]) => ({ fieldId: column.key, sourceValue, targetValue })),
  );
  const typed = converterFor(column.dataType);
  const { check } = column;
  // Called only for values that are not empty.
  const convert = (value: unknown): unknown => {
    const converted = typed(value);
    if (converted !== null && (!check || passesCheck(check, converted))) return converted;
    failures.count++;
    return converted ?? convertString(value);
  };
  const before = failures.count;
  const fallback = isEmptyValue(column.defaultValue) ? null : convert(column.defaultValue);
  // A default the type cannot hold is kept as text and marked in every cell that takes it.
  const fallbackFails = failures.count !== before;
  failures.count = before;
  const empty = (): unknown => {
    if (fallbackFails) failures.count++;
    return fallback;
  };
  if (lookup.size === 0 && column.dataType === 'string' && !check) {
    // The most common column, taken the short way: text is its own trimmed text (one trim, not three).
    return (raw) => {
      if (typeof raw !== 'string') return isEmptyValue(raw) ? empty() : convert(raw);
      const text = raw.trim();
      return text === '' ? empty() : text;
    };
  }
  return (raw) => {
    const value = lookup.size > 0 ? applyTransformations(raw, lookup) : raw;
    return isEmptyValue(value) ? empty() : convert(value);
  };
}

/** A list cell from one main-file cell: its ';'-separated items converted one by one. */
export function listConverter(column: ColumnPlan, failures: FailureCounter): (raw: Cell) => unknown {
  const cell = cellConverter(column, failures);
  return (raw) => (isEmptyValue(raw) ? cell(raw) : joinList(splitList(raw).map((item) => cell(item as Cell))));
}
