import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Column } from 'react-data-grid';
import { CellContent } from './CellContent';
import { BooleanCellEditor, DateCellEditor, TextCellEditor } from './CellEditors';
import { clampColumnWidth, MIN_COLUMN_WIDTH } from './columnWidth';
import type { CellFormatters } from './format/displayValue';
import { selectColumn } from './selectColumn';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

export type CellErrorFn = (row: SpreadsheetRow, columnKey: string) => string | undefined;

export interface GridColumnsInput {
  /** Shown columns, in order. */
  columns: readonly SpreadsheetColumn[];
  /** Widths remembered from earlier resizes, by column key. */
  widths: Readonly<Record<string, number>>;
  formatters: CellFormatters;
  cellError: CellErrorFn | undefined;
  lockedLabel: string;
}

function toGridColumn(
  column: SpreadsheetColumn,
  { widths, formatters, cellError, lockedLabel }: GridColumnsInput,
): Column<SpreadsheetRow> {
  const format = column.format ?? 'text';
  const locked = column.locked === true;
  return {
    key: column.key,
    name: locked ? (
      <span className="ss-header-locked">
        <LockOutlined fontSize="inherit" titleAccess={lockedLabel} />
        {column.label}
      </span>
    ) : (
      column.label
    ),
    width: clampColumnWidth(widths[column.key] ?? column.width),
    minWidth: MIN_COLUMN_WIDTH,
    resizable: true,
    sortable: column.sortable !== false,
    frozen: column.fixed ? 'start' : false,
    editable: !locked,
    renderEditCell: locked
      ? undefined
      : (props) =>
          format === 'boolean' ? (
            <BooleanCellEditor {...props} format={format} />
          ) : format === 'date' ? (
            <DateCellEditor {...props} format={format} />
          ) : (
            <TextCellEditor {...props} format={format} />
          ),
    cellClass: (row) => {
      const classes = [`ss-format-${format}`];
      if (locked) classes.push('ss-locked');
      if (cellError?.(row, column.key)) classes.push('ss-error');
      return classes.join(' ');
    },
    renderCell: ({ row }) => (
      <CellContent
        value={row[column.key]}
        format={format}
        formatters={formatters}
        error={cellError?.(row, column.key)}
      />
    ),
  };
}

/** react-data-grid columns for the shown spreadsheet columns, after the row selection column. */
export function buildGridColumns(input: GridColumnsInput): Column<SpreadsheetRow>[] {
  return [selectColumn, ...input.columns.map((column) => toGridColumn(column, input))];
}
