import './iteratorHelpers';
import 'react-data-grid/lib/styles.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type Key } from 'react';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useLocaleState, useTranslate } from 'ra-core';
import {
  DataGrid,
  SELECT_COLUMN_KEY,
  type CellKeyboardEvent,
  type CellKeyDownArgs,
  type CellMouseArgs,
  type CellMouseEvent,
  type DataGridHandle,
  type PositionChangeArgs,
  type RowsChangeData,
  type SortColumn,
} from 'react-data-grid';
import { planClear, planPaste, parseTsv, rangeToMatrix, toTsv } from './clipboard';
import { readStored, useStoredState, writeStored } from './useStoredState';
import { createFormatters } from './format/displayValue';
import { convertInput } from './format/convertInput';
import { buildGridColumns } from './gridColumns';
import { deletions, replacements } from './history';
import { clampPosition, rangeBetween, type CellPosition, type CellRange } from './range';
import { activeSearchTerm, SEARCH_DEBOUNCE_MS } from './search';
import { sheetStyles } from './sheetStyles';
import { SpreadsheetStatus } from './SpreadsheetStatus';
import { SpreadsheetToolbar } from './SpreadsheetToolbar';
import type { SpreadsheetColumn, SpreadsheetProps, SpreadsheetRow } from './types';
import { useCellRenderers } from './useCellRenderers';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useRowErrors } from './useRowErrors';
import { useRowsHistory } from './useRowsHistory';
import { useSheetDirection } from './useSheetDirection';
import { useSheetView } from './useSheetView';
import { useStableColumns } from './useStableColumns';
import { ROW_HEIGHT, wrappedRowHeight } from './wrapRowHeight';
import { clampColumnWidth } from './columnWidth';
import { newRowId } from './newRowId';

const WIDTH_SAVE_DELAY_MS = 300;

/** Focus is in something that takes typed text (a cell editor, the search box): leave clipboard keys to it. */
function isTypingTarget(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    target.closest(
      '.rdg-editor-container, textarea, select, [contenteditable="true"], input:not([type="checkbox"])',
    ) !== null
  );
}

const isUndoKey = (event: CellKeyboardEvent) => event.code === 'KeyZ' || event.key.toLowerCase() === 'z';
const isRedoKey = (event: CellKeyboardEvent) => event.code === 'KeyY' || event.key.toLowerCase() === 'y';

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
  const widthsKey = storageKey && `${storageKey}.columnWidths`;
  const [storedWidths] = useState<Record<string, number>>(() => (widthsKey ? readStored(widthsKey, {}) : {}));
  const widthsRef = useRef<Record<string, number>>(storedWidths);
  const widthSaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(widthSaveTimer.current), []);

  const hidden = useMemo(() => new Set(hiddenKeys), [hiddenKeys]);
  const shownColumns = useMemo(() => columns.filter((column) => !hidden.has(column.key)), [columns, hidden]);
  const columnByKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
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

  // Row selection, controlled or not.
  const [ownSelection, setOwnSelection] = useState<ReadonlySet<Key>>(() => new Set());
  const selectedRows = props.selectedRows ?? ownSelection;
  const { onSelectedRowsChange, selectedRows: controlledSelection } = props;
  const setSelectedRows = useCallback(
    (next: Set<Key>) => {
      if (!controlledSelection) setOwnSelection(next);
      onSelectedRowsChange?.(next);
    },
    [controlledSelection, onSelectedRowsChange],
  );
  const rowKeyGetter = useCallback((row: SpreadsheetRow) => row[rowKey] as Key, [rowKey]);

  // The active cell (anchor) and the other corner of the selected range (focus), in shown coordinates.
  const [anchor, setAnchor] = useState<CellPosition | null>(null);
  const [focus, setFocus] = useState<CellPosition | null>(null);
  const range: CellRange | null = useMemo(() => {
    if (!anchor || !focus || shownRows.length === 0 || shownColumns.length === 0) return null;
    const a = clampPosition(anchor, shownRows.length, shownColumns.length);
    const b = clampPosition(focus, shownRows.length, shownColumns.length);
    return rangeBetween(a, b);
  }, [anchor, focus, shownRows.length, shownColumns.length]);
  const dragging = useRef(false);
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const [copiedOpen, setCopiedOpen] = useState(false);

  const makeRow = useCallback((): SpreadsheetRow => {
    const row: SpreadsheetRow = {};
    for (const column of columns) row[column.key] = column.defaultValue ?? null;
    row[rowKey] = newRowId();
    return row;
  }, [columns, rowKey]);

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
    onDragOver: (position) => {
      if (dragging.current) setFocus(position);
    },
  });
  const rowHeight = useMemo(() => {
    if (!wrap) return ROW_HEIGHT;
    const widthOf = (column: SpreadsheetColumn) => clampColumnWidth(widthsRef.current[column.key] ?? column.width);
    return (row: SpreadsheetRow) => wrappedRowHeight(row, shownColumns, widthOf);
  }, [wrap, shownColumns]);

  // Edits.
  const handleGridRowsChange = (next: SpreadsheetRow[], { indexes, column }: RowsChangeData<SpreadsheetRow>) => {
    const target = columnByKey.get(column.key);
    if (!target || target.locked) return;
    const source = history.latest();
    const changes = new Map<number, SpreadsheetRow>();
    for (const shownIdx of indexes) {
      const sourceIdx = view ? view[shownIdx] : shownIdx;
      const converted = convertInput(next[shownIdx][column.key], target.format);
      if (Object.is(converted, source[sourceIdx][column.key])) continue;
      changes.set(sourceIdx, { ...next[shownIdx], [column.key]: converted });
    }
    history.commit({ kind: 'edit', splices: replacements(source, changes) });
  };

  const copyText = (): string | undefined => (range ? toTsv(rangeToMatrix(shownRows, shownColumns, range)) : undefined);

  const pasteText = (text: string) => {
    if (!range) return;
    const matrix = parseTsv(text);
    const splices = planPaste({ rows: history.latest(), view, columns: shownColumns, target: range, matrix, makeRow });
    history.commit({ kind: 'paste', splices });
    if (matrix.length > 0) {
      const width = matrix.reduce((widest, line) => Math.max(widest, line.length), 0);
      setAnchor({ row: range.top, col: range.start });
      setFocus({
        row: range.top + Math.max(matrix.length, range.bottom - range.top + 1) - 1,
        col: Math.min(shownColumns.length - 1, range.start + Math.max(width, range.end - range.start + 1) - 1),
      });
    }
  };

  const inGrid = (target: EventTarget) => target instanceof Node && gridRef.current?.element?.contains(target) === true;

  const handleCopyCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target) || !inGrid(event.target)) return;
    const text = copyText();
    if (text === undefined) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
    event.stopPropagation();
    setCopiedOpen(true);
  };

  const handlePasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target) || !inGrid(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    pasteText(event.clipboardData.getData('text/plain'));
  };

  const copyWithButton = () => {
    const text = copyText();
    if (text === undefined) return;
    navigator.clipboard.writeText(text).then(
      () => setCopiedOpen(true),
      (error: unknown) => console.warn('spreadsheet: copy failed', error),
    );
  };

  const pasteWithButton = () => {
    navigator.clipboard
      .readText()
      .then(pasteText, (error: unknown) => console.warn('spreadsheet: paste failed', error));
  };

  const clearRange = () => {
    if (!range) return;
    history.commit({ kind: 'clear', splices: planClear(history.latest(), view, shownColumns, range) });
  };

  // Add Row: the new row is shown (search cleared), scrolled to and its first editable cell made active.
  const [pendingRow, setPendingRow] = useState<SpreadsheetRow | null>(null);
  const addRow = () => {
    const row = makeRow();
    const source = history.latest();
    history.commit({ kind: 'add', splices: [{ index: source.length, removed: [], inserted: [row] }] });
    setSearchText('');
    setPendingRow(row);
  };
  useEffect(() => {
    if (!pendingRow) return;
    const rowIdx = shownRows.lastIndexOf(pendingRow);
    if (rowIdx < 0) return;
    const col = Math.max(
      0,
      shownColumns.findIndex((column) => !column.locked),
    );
    gridRef.current?.scrollToCell({ rowIdx, idx: col + 1 });
    gridRef.current?.setActivePosition({ rowIdx, idx: col + 1 }, { shouldFocus: true });
    setPendingRow(null);
  }, [pendingRow, shownRows, shownColumns]);

  const deleteSelected = () => {
    const source = history.latest();
    const indexes: number[] = [];
    source.forEach((row, i) => {
      if (selectedRows.has(row[rowKey] as Key)) indexes.push(i);
    });
    history.commit({ kind: 'delete', splices: deletions(source, indexes) });
    setSelectedRows(new Set());
  };

  // Keyboard and mouse.
  const handleKeyDown = (args: CellKeyDownArgs<SpreadsheetRow>, event: CellKeyboardEvent) => {
    if (args.mode === 'EDIT') return;
    const modifier = (event.ctrlKey || event.metaKey) && !event.altKey;
    const handled = () => {
      event.preventGridDefault();
      event.preventDefault();
    };
    if (modifier && isUndoKey(event)) {
      handled();
      if (event.shiftKey) history.redo();
      else history.undo();
      return;
    }
    if (modifier && isRedoKey(event)) {
      handled();
      history.redo();
      return;
    }
    if (event.key === 'Delete') {
      handled();
      clearRange();
      return;
    }
    if (event.shiftKey && event.key.startsWith('Arrow') && anchor && focus && args.column?.key !== SELECT_COLUMN_KEY) {
      handled();
      const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      const delta = {
        row: event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0,
        col: event.key === forward ? 1 : event.key === backward ? -1 : 0,
      };
      const next = clampPosition(
        { row: focus.row + delta.row, col: focus.col + delta.col },
        shownRows.length,
        shownColumns.length,
      );
      setFocus(next);
      gridRef.current?.scrollToCell({ rowIdx: next.row, idx: next.col + 1 });
    }
  };

  const handleCellMouseDown = (args: CellMouseArgs<SpreadsheetRow>, event: CellMouseEvent) => {
    if (args.column.key === SELECT_COLUMN_KEY || event.button !== 0) return;
    const position = { row: args.rowIdx, col: args.column.idx - 1 };
    if (event.shiftKey && anchor) {
      event.preventGridDefault();
      event.preventDefault();
      setFocus(position);
      return;
    }
    dragging.current = true;
  };

  const handleActivePositionChange = ({ rowIdx, column }: PositionChangeArgs<SpreadsheetRow>) => {
    if (!column || column.key === SELECT_COLUMN_KEY || rowIdx < 0) {
      setAnchor(null);
      setFocus(null);
      return;
    }
    const position = { row: rowIdx, col: column.idx - 1 };
    setAnchor(position);
    setFocus(position);
  };

  const handleColumnResize = (column: { key: string }, width: number) => {
    widthsRef.current = { ...widthsRef.current, [column.key]: clampColumnWidth(width) };
    if (!widthsKey) return;
    window.clearTimeout(widthSaveTimer.current);
    widthSaveTimer.current = window.setTimeout(() => writeStored(widthsKey, widthsRef.current), WIDTH_SAVE_DELAY_MS);
  };

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
        onCopy={copyWithButton}
        onPaste={pasteWithButton}
        wrap={wrap}
        onWrapChange={setWrap}
        onAddRow={addRow}
        selectedCount={selectedRows.size}
        onDeleteSelected={deleteSelected}
        errorsOnly={cellError ? { checked: errorsOnly, onChange: setErrorsOnly } : undefined}
      />
      <div onCopyCapture={handleCopyCapture} onPasteCapture={handlePasteCapture}>
        <DataGrid
          ref={gridRef}
          aria-label={props['aria-label'] ?? translate('spreadsheet.grid_label')}
          aria-rowcount={shownRows.length + 1}
          columns={gridColumns}
          rows={shownRows}
          rowKeyGetter={rowKeyGetter}
          onRowsChange={handleGridRowsChange}
          rowHeight={rowHeight}
          headerRowHeight={ROW_HEIGHT}
          selectedRows={selectedRows}
          onSelectedRowsChange={setSelectedRows}
          sortColumns={sortColumns}
          onSortColumnsChange={setSortColumns}
          onCellKeyDown={handleKeyDown}
          onCellMouseDown={handleCellMouseDown}
          onActivePositionChange={handleActivePositionChange}
          onColumnResize={handleColumnResize}
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
        open={copiedOpen}
        autoHideDuration={5000}
        onClose={() => setCopiedOpen(false)}
        message={translate('spreadsheet.copied')}
      />
    </Box>
  );
}
