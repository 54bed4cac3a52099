import type { RawValue } from '../types';
import { cellConverter, listConverter, type FailureCounter } from './cellConverter';
import type { ColumnPlan } from './conversionPlan';

/**
 * One main-file column of a conversion plan, converting its cells and telling after
 * each whether the cell is to be fixed: its value failed conversion, or it is empty in a required field.
 */
export class PlanCell {
  /** Whether the value `convert` gave last is to be fixed. */
  fix = false;
  /** The column's place in its table (null for a field filled by its default only). */
  readonly index: number | null;
  /**
   * A cell that is not empty always leaves a value: without transformations, a value of one cell is kept
   * (as its text when it fails its type).
   */
  readonly keepsFilled: boolean;
  private readonly required: boolean;
  private readonly converter: (raw: RawValue | undefined) => unknown;

  constructor(
    column: ColumnPlan,
    private readonly failures: FailureCounter,
  ) {
    this.index = column.column;
    this.required = column.required;
    this.keepsFilled = column.transformations.length === 0 && !column.list;
    this.converter = column.list ? listConverter(column, failures) : cellConverter(column, failures);
  }

  convert(raw: RawValue | undefined): unknown {
    const before = this.failures.count;
    const value = this.converter(raw);
    this.fix = this.failures.count !== before || (value === null && this.required);
    return value;
  }
}

/** The cells of a plan's main-file columns, in order, counting failures in `failures`. */
export const planCells = (columns: readonly ColumnPlan[], failures: FailureCounter): PlanCell[] =>
  columns.map((column) => new PlanCell(column, failures));
