import type { ColumnPlan } from '../logic/conversionPlan';

/** A preview column of a conversion plan for tests: a text column of the given key and source column. */
export const columnPlan = (key: string, column: number | null, patch: Partial<ColumnPlan> = {}): ColumnPlan => ({
  key,
  label: key,
  column,
  defaultValue: '',
  dataType: 'string',
  transformations: [],
  required: false,
  list: false,
  ...patch,
});
