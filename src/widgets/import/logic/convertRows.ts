import { ROW_KEY } from '../constants';
import type { PreviewRow, RawValue } from '../types';
import { planColumns, type ColumnPlan, type ConversionPlan } from './conversionPlan';
import { converterFor, convertString } from './convertValue';
import { isEmptyValue } from './emptyValue';
import { joinList, splitList } from './listCells';
import { indexRelatedRows, relatedRowsFor } from './relatedJoin';
import { applyTransformations, transformationLookup } from './transformations';

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
  const lookup = transformationLookup(column.transformations.map(([sourceValue, targetValue]) => ({ fieldId: column.key, sourceValue, targetValue })));
  const typed = converterFor(column.dataType);
  // Called only for values that are not empty.
  const convert = (value: unknown): unknown => {
    const converted = typed(value);
    if (converted !== null) return converted;
    failures.count++;
    return convertString(value);
  };
  const fallback = isEmptyValue(column.defaultValue) ? null : convert(column.defaultValue);
  if (lookup.size === 0 && column.dataType === 'string') {
    // The most common column, taken the short way: text is its own trimmed text (one trim, not three).
    return (raw) => {
      if (typeof raw !== 'string') return isEmptyValue(raw) ? fallback : convert(raw);
      const text = raw.trim();
      return text === '' ? fallback : text;
    };
  }
  return (raw) => {
    const value = lookup.size > 0 ? applyTransformations(raw, lookup) : raw;
    return isEmptyValue(value) ? fallback : convert(value);
  };
}

/** A list cell from one main-file cell: its ';'-separated items converted one by one. */
function listConverter(column: ColumnPlan, failures: FailureCounter): (raw: Cell) => unknown {
  const cell = cellConverter(column, failures);
  return (raw) => (isEmptyValue(raw) ? cell(raw) : joinList(splitList(raw).map((item) => cell(item as Cell))));
}

/**
 * Converts one file row to the values of a preview row, in the order of `planColumns(plan)` and preceded
 * by the row's index in the file, or null when every cell ends up empty (the row is dropped). Positional
 * values cost a quarter of what keyed objects cost to pass from the worker to the page.
 * `issues` receives the keys of the row's cells that failed conversion or a required rule (the same cells
 * `cellIssue` finds), so the preview can mark them without checking every cell again.
 */
export type RowConverter = (row: readonly RawValue[], index: number, issues?: string[]) => unknown[] | null;

/**
 * Builds the converter from file rows to preview values for a plan. `relatedRows` holds the rows of each
 * related file by array field path.
 */
export function createRowConverter(plan: ConversionPlan, relatedRows: Readonly<Record<string, readonly RawValue[][]>> = {}): RowConverter {
  const failures: FailureCounter = { count: 0 };
  const mainCells = plan.columns.map((column) => ({
    key: column.key,
    index: column.column,
    required: column.required,
    convert: column.list ? listConverter(column, failures) : cellConverter(column, failures),
  }));
  const related = plan.related.map((r) => ({
    plan: r,
    index: indexRelatedRows(relatedRows[r.fieldPath] ?? [], r.relatedKeyColumn),
    children: r.children.map((child) => ({ key: child.key, index: child.column, convert: cellConverter(child, failures) })),
  }));
  return (row, rowIndex, issues) => {
    // Filled by push, so the array stays packed: a holey one is copied element by element to the page.
    const out: unknown[] = [rowIndex];
    let empty = true;
    for (const cell of mainCells) {
      const before = failures.count;
      const value = cell.convert(cell.index === null ? null : row[cell.index]);
      out.push(value);
      if (value !== null) empty = false;
      if (issues && (failures.count !== before || (value === null && cell.required))) issues.push(cell.key);
    }
    for (const r of related) {
      const items = relatedRowsFor(row, r.plan.sourceKeyColumn, r.index);
      for (const child of r.children) {
        const before = failures.count;
        const value = joinList(items.map((item) => child.convert(child.index === null ? null : item[child.index])));
        out.push(value);
        if (value !== null) empty = false;
        if (issues && failures.count !== before) issues.push(child.key);
      }
    }
    return empty ? null : out;
  };
}

/** Turns positional values (as the converter gives them) into preview rows keyed by field path. */
export function rowBuilder(keys: readonly string[]): (values: readonly unknown[]) => PreviewRow {
  const all = [ROW_KEY, ...keys];
  // An object made by JSON.parse holds every property inside itself: each row starts as a copy of it (one
  // block of memory) and has its values set, three times faster than adding the properties one by one.
  const template = JSON.parse(JSON.stringify(Object.fromEntries(all.map((key) => [key, null])))) as PreviewRow;
  return (values) => {
    const row: PreviewRow = { ...template };
    for (let i = 0; i < all.length; i++) row[all[i]] = values[i];
    return row;
  };
}

/** Converts every row (tests and small files; the worker converts in chunks with the same converter). */
export function convertRows(
  rows: readonly RawValue[][],
  plan: ConversionPlan,
  relatedRows: Readonly<Record<string, readonly RawValue[][]>> = {},
): PreviewRow[] {
  const convert = createRowConverter(plan, relatedRows);
  const build = rowBuilder(planColumns(plan).map((column) => column.key));
  const out: PreviewRow[] = [];
  rows.forEach((row, index) => {
    const values = convert(row, index);
    if (values) out.push(build(values));
  });
  return out;
}
