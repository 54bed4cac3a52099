import type { Key } from 'react';

/** The cell formats a spreadsheet column may have. */
export type SpreadsheetFormat = 'text' | 'number' | 'currency' | 'date' | 'percentage' | 'boolean' | 'image';

/** One row of the sheet: a plain record keyed by column key. Rows are treated as immutable. */
export type SpreadsheetRow = Record<string, unknown>;

/** A column of the spreadsheet editor. */
export interface SpreadsheetColumn {
  /** Property of the row shown in this column. */
  key: string;
  /** Header text (already translated by the caller). */
  label: string;
  /** Read-only: cannot be edited, cleared or pasted into. */
  locked?: boolean;
  /** Header click sorts (ascending, descending, none). Default true. */
  sortable?: boolean;
  /** How the value is shown and how typed or pasted text is converted. Default 'text'. */
  format?: SpreadsheetFormat;
  /** Initial width in px (at least 80). */
  width?: number;
  /** Pinned to the start edge while scrolling sideways. */
  fixed?: boolean;
  /** Hidden until shown from the column menu (a remembered choice wins when storageKey is set). */
  hidden?: boolean;
  /** Value given to this column in rows made by Add Row or by a paste that extends the sheet. */
  defaultValue?: unknown;
}

export type SpreadsheetDirection = 'rtl' | 'ltr';

export interface SpreadsheetProps {
  columns: readonly SpreadsheetColumn[];
  rows: readonly SpreadsheetRow[];
  /**
   * Called with the whole new rows array after every edit, paste, clear, add, delete, undo and redo.
   * Store that array as it is (`setRows`): history is reset when `rows` comes back as a different array.
   */
  onRowsChange: (rows: SpreadsheetRow[]) => void;
  /** Name of the row property holding a unique key. Rows made by Add Row or paste get a fresh string id in it. */
  rowKey: string;
  /** Error text for a cell, or undefined when the cell is fine. Marked cells show the text as a tooltip. */
  cellError?: (row: SpreadsheetRow, columnKey: string) => string | undefined;
  /** Controlled row selection (keys of `rowKey`). Uncontrolled when omitted. */
  selectedRows?: ReadonlySet<Key>;
  onSelectedRowsChange?: (selected: Set<Key>) => void;
  /** Default: the MUI theme direction, or 'rtl' when the document is right to left. */
  direction?: SpreadsheetDirection;
  /** Prefix of the local-storage keys for remembered column visibility and widths (wrap text is always remembered). */
  storageKey?: string;
  /** ISO 4217 code for currency columns. Default 'USD'. */
  currency?: string;
  /** CSS block size of the grid. Default 520 px. */
  height?: number | string;
  /** Accessible name of the grid. Default: the translated 'Spreadsheet'. */
  'aria-label'?: string;
}
