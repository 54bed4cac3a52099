import { ROW_KEY } from '../constants';
import type { PreviewRow, RawValue } from '../types';
import type { ColumnPlan, ConversionPlan } from './conversionPlan';
import { convertString, convertValue } from './convertValue';
import { isEmptyValue } from './emptyValue';
import { joinList, splitList } from './listCells';
import { indexRelatedRows, relatedRowsFor } from './relatedJoin';
import { applyTransformations, transformationLookup } from './transformations';

type Cell = RawValue | undefined;

/**
 * Converts one cell of a column: transformations first, then the data type. An empty cell takes the
 * default. A value that fails conversion is kept as its text, so the preview can mark it for fixing.
 */
export function cellConverter(column: ColumnPlan): (raw: Cell) => unknown {
  const lookup = transformationLookup(column.transformations.map(([sourceValue, targetValue]) => ({ fieldId: column.key, sourceValue, targetValue })));
  const convert = (value: unknown): unknown => {
    const converted = convertValue(value, column.dataType);
    return converted === null ? convertString(value) : converted;
  };
  const fallback = isEmptyValue(column.defaultValue) ? null : convert(column.defaultValue);
  return (raw) => {
    const value = lookup.size > 0 ? applyTransformations(raw, lookup) : raw;
    return isEmptyValue(value) ? fallback : convert(value);
  };
}

/** A list cell from one main-file cell: its ';'-separated items converted one by one. */
function listConverter(column: ColumnPlan): (raw: Cell) => unknown {
  const cell = cellConverter(column);
  return (raw) => (isEmptyValue(raw) ? cell(raw) : joinList(splitList(raw).map((item) => cell(item as Cell))));
}

export type RowConverter = (row: readonly RawValue[], index: number) => PreviewRow | null;

/**
 * Builds the converter from file rows to preview rows for a plan. `relatedRows` holds the rows of each
 * related file by array field path. A row whose every cell ends up empty gives null (it is dropped).
 */
export function createRowConverter(plan: ConversionPlan, relatedRows: Readonly<Record<string, readonly RawValue[][]>> = {}): RowConverter {
  const mainCells = plan.columns.map((column) => ({
    key: column.key,
    index: column.column,
    convert: column.list ? listConverter(column) : cellConverter(column),
  }));
  const related = plan.related.map((r) => ({
    plan: r,
    index: indexRelatedRows(relatedRows[r.fieldPath] ?? [], r.relatedKeyColumn),
    children: r.children.map((child) => ({ key: child.key, index: child.column, convert: cellConverter(child) })),
  }));

  return (row, rowIndex) => {
    const out: PreviewRow = { [ROW_KEY]: rowIndex };
    let empty = true;
    for (const cell of mainCells) {
      const value = cell.convert(cell.index === null ? null : row[cell.index]);
      out[cell.key] = value;
      if (value !== null) empty = false;
    }
    for (const r of related) {
      const items = relatedRowsFor(row, r.plan.sourceKeyColumn, r.index);
      for (const child of r.children) {
        const value = joinList(items.map((item) => child.convert(child.index === null ? null : item[child.index])));
        out[child.key] = value;
        if (value !== null) empty = false;
      }
    }
    return empty ? null : out;
  };
}

/** Converts every row (tests and small files; the worker converts in chunks with the same converter). */
export function convertRows(
  rows: readonly RawValue[][],
  plan: ConversionPlan,
  relatedRows: Readonly<Record<string, readonly RawValue[][]>> = {},
): PreviewRow[] {
  const convert = createRowConverter(plan, relatedRows);
  const out: PreviewRow[] = [];
  rows.forEach((row, index) => {
    const converted = convert(row, index);
    if (converted) out.push(converted);
  });
  return out;
}
