import './iteratorHelpers';
import 'react-data-grid/lib/styles.css';
import { useCallback, useMemo, useRef, useState, type Key } from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useLocaleState, useTranslate } from 'ra-core';
import { DataGrid, type DataGridHandle, type SortColumn } from 'react-data-grid';
import { cellKeyDown } from './cellKeyDown';
import { useStoredState } from './useStoredState';
import { createFormatters } from './format/displayValue';
import { buildGridColumns } from './gridColumns';
import { activeSearchTerm, SEARCH_DEBOUNCE_MS } from './search';
import { sheetStyles } from './sheetStyles';
import { SpreadsheetStatus } from './SpreadsheetStatus';
import { SpreadsheetToolbar } from './SpreadsheetToolbar';
import type { SpreadsheetColumn, SpreadsheetProps, SpreadsheetRow } from './types';
import { useAddRow } from './useAddRow';
import { useCellRange } from './useCellRange';
import { useCellRenderers } from './useCellRenderers';
import { useColumnWidths } from './useColumnWidths';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useRowErrors } from './useRowErrors';
import { useRowSelection } from './useRowSelection';
import { useRowsHistory } from './useRowsHistory';
import { useSheetClipboard } from './useSheetClipboard';
import { useSheetDirection } from './useSheetDirection';
import { useSheetEdits } from './useSheetEdits';
import { useSheetView } from './useSheetView';
import { useStableColumns } from './useStableColumns';
import { ROW_HEIGHT, wrappedRowHeight } from './wrapRowHeight';
import { clampColumnWidth } from './columnWidth';

/**
 * The spreadsheet editor: a virtualised grid over controlled rows with search, copy,
 * paste, undo/redo, wrap text, column visibility, add and delete rows, resize, sort, row selection,
 * Excel-like keys, locked columns and per-format display and conversion. See types.ts for the props.
 */
export default function Spreadsheet(props: SpreadsheetProps) {
  const { rows, onRowsChange, rowKey, cellError, storageKey, currency = 'USD', height = 520 } = props;
  const columns = useStableColumns(props.columns);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const direction = useSheetDirection(props.direction);
  const gridRef = useRef<DataGridHandle>(null);
  const history = useRowsHistory(rows, onRowsChange);

  // Remembered preferences.
  const [wrap, setWrap] = useStoredState(`${storageKey ?? 'spreadsheet'}.wrapText`, false);
  const [hiddenKeys, setHiddenKeys] = useStoredState<string[]>(
    storageKey && `${storageKey}.hiddenColumns`,
    columns.filter((column) => column.hidden).map((column) => column.key),
  );
  const { storedWidths, widthsRef, onColumnResize } = useColumnWidths(storageKey);

  const hidden = useMemo(() => new Set(hiddenKeys), [hiddenKeys]);
  const shownColumns = useMemo(() => columns.filter((column) => !hidden.has(column.key)), [columns, hidden]);
  const formatters = useMemo(() => createFormatters(locale, currency), [locale, currency]);

  // Search, errors filter and sort make the shown rows.
  const [searchText, setSearchText] = useState('');
  const term = activeSearchTerm(useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS));
  const [errorsOnly, setErrorsOnly] = useState(false);
  const errors = useRowErrors(rows, columns, cellError);
  const [sortColumns, setSortColumns] = useState<readonly SortColumn[]>([]);
  const { view, shownRows, matchCount } = useSheetView({
    rows,
    columns,
    sortColumns,
    term,
    errorsOnly,
    rowHasError: errors.rowHasError,
    locale,
    epoch: history.epoch,
  });

  const [selectedRows, setSelectedRows] = useRowSelection(props.selectedRows, props.onSelectedRowsChange);
  const rowKeyGetter = useCallback((row: SpreadsheetRow) => row[rowKey] as Key, [rowKey]);
  const cells = useCellRange(gridRef, shownRows.length, shownColumns.length);
  const { range } = cells;
  const edits = useSheetEdits({ history, columns, shownColumns, view, rowKey, range, selectedRows, setSelectedRows });
  const { makeRow } = edits;
  const clipboard = useSheetClipboard({
    gridRef,
    history,
    shownRows,
    shownColumns,
    view,
    range,
    makeRow,
    select: cells.select,
  });
  const clearSearch = () => setSearchText('');
  const addRow = useAddRow({ gridRef, history, makeRow, shownRows, shownColumns, clearSearch });

  // Grid columns and cell renderers.
  const gridColumns = useMemo(
    () =>
      buildGridColumns({
        columns: shownColumns,
        widths: storedWidths,
        formatters,
        cellError,
        lockedLabel: translate('spreadsheet.locked'),
      }),
    [shownColumns, storedWidths, formatters, cellError, translate],
  );
  const renderers = useCellRenderers({
    range,
    term,
    columns: shownColumns,
    emptyText: translate('spreadsheet.no_rows'),
    onDragOver: cells.onDragOver,
  });
  const rowHeight = useMemo(() => {
    if (!wrap) return ROW_HEIGHT;
    const widthOf = (column: SpreadsheetColumn) => clampColumnWidth(widthsRef.current[column.key] ?? column.width);
    return (row: SpreadsheetRow) => wrappedRowHeight(row, shownColumns, widthOf);
  }, [wrap, shownColumns, widthsRef]);

  const handleKeyDown = cellKeyDown({ history, clearRange: edits.clearRange, cells, direction });

  return (
    <Box className={wrap ? 'ss-root ss-wrap' : 'ss-root'} sx={sheetStyles(height)} dir={direction}>
      <SpreadsheetToolbar
        direction={direction}
        search={{ value: searchText, onChange: setSearchText, matchCount }}
        columnMenu={{ columns, hidden, onHiddenChange: setHiddenKeys }}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={history.undo}
        onRedo={history.redo}
        canCopy={range !== null}
        onCopy={clipboard.copyWithButton}
        onPaste={clipboard.pasteWithButton}
        wrap={wrap}
        onWrapChange={setWrap}
        onAddRow={addRow}
        selectedCount={selectedRows.size}
        onDeleteSelected={edits.deleteSelected}
        errorsOnly={cellError ? { checked: errorsOnly, onChange: setErrorsOnly } : undefined}
      />
      <div onCopyCapture={clipboard.onCopyCapture} onPasteCapture={clipboard.onPasteCapture}>
        <DataGrid
          ref={gridRef}
          aria-label={props['aria-label'] ?? translate('spreadsheet.grid_label')}
          aria-rowcount={shownRows.length + 1}
          columns={gridColumns}
          rows={shownRows}
          rowKeyGetter={rowKeyGetter}
          onRowsChange={edits.onGridRowsChange}
          rowHeight={rowHeight}
          headerRowHeight={ROW_HEIGHT}
          selectedRows={selectedRows}
          onSelectedRowsChange={setSelectedRows}
          sortColumns={sortColumns}
          onSortColumnsChange={setSortColumns}
          onCellKeyDown={handleKeyDown}
          onCellMouseDown={cells.onCellMouseDown}
          onActivePositionChange={cells.onActivePositionChange}
          onColumnResize={onColumnResize}
          // Paste is handled above for whole ranges; a handler here keeps Ctrl+V from opening the editor.
          onCellPaste={({ row }) => row}
          renderers={renderers}
          direction={direction}
        />
      </div>
      <SpreadsheetStatus
        total={rows.length}
        shown={shownRows.length}
        selected={selectedRows.size}
        errorRows={cellError ? errors.count : undefined}
      />
      <Snackbar
        open={clipboard.copiedOpen}
        autoHideDuration={5000}
        onClose={clipboard.closeCopied}
        message={translate('spreadsheet.copied')}
      />
    </Box>
  );
}
