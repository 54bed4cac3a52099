import type { SpreadsheetColumn, SpreadsheetFormat } from '../../spreadsheet';
import type { ColumnPlan } from '../logic/conversionPlan';
import type { DataType, NormalizedField } from '../types';

const FORMAT: Record<DataType, SpreadsheetFormat> = {
  string: 'text',
  number: 'number',
  date: 'date',
  datetime: 'date',
  boolean: 'boolean',
};

/** Spreadsheet columns of the preview: one per planned field; list cells (array items) are plain text. */
export function previewColumns(
  columns: readonly ColumnPlan[],
  fields: ReadonlyMap<string, NormalizedField>,
): SpreadsheetColumn[] {
  return columns.map((column) => {
    const field = fields.get(column.key);
    const parent = field?.parentPath ? fields.get(field.parentPath) : undefined;
    return {
      key: column.key,
      label: parent ? `${parent.label} / ${column.label}` : column.label,
      format: column.list ? 'text' : FORMAT[column.dataType],
      sortable: true,
      width: 160,
    };
  });
}
