import { useState, type ClipboardEvent, type RefObject } from 'react';
import type { DataGridHandle } from 'react-data-grid';
import { planPaste, parseTsv, rangeToMatrix, toTsv } from './clipboard';
import type { CellPosition, CellRange } from './range';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';
import type { RowsHistory } from './useRowsHistory';

/** Focus is in something that takes typed text (a cell editor, the search box): leave clipboard keys to it. */
function isTypingTarget(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    target.closest(
      '.rdg-editor-container, textarea, select, [contenteditable="true"], input:not([type="checkbox"])',
    ) !== null
  );
}

interface SheetClipboardInput {
  gridRef: RefObject<DataGridHandle | null>;
  history: RowsHistory;
  shownRows: readonly SpreadsheetRow[];
  shownColumns: readonly SpreadsheetColumn[];
  /** Shown row → index in the rows; null when all rows are shown in their order. */
  view: number[] | null;
  range: CellRange | null;
  makeRow: () => SpreadsheetRow;
  /** Selects the pasted cells. */
  select: (anchor: CellPosition, focus: CellPosition) => void;
}

export interface SheetClipboard {
  /** Copies the selected cells as tab-separated text (Ctrl+C in the grid). */
  onCopyCapture: (event: ClipboardEvent<HTMLDivElement>) => void;
  /** Pastes tab-separated text over the selected cells, adding rows as needed (Ctrl+V in the grid). */
  onPasteCapture: (event: ClipboardEvent<HTMLDivElement>) => void;
  copyWithButton: () => void;
  pasteWithButton: () => void;
  /** The "copied" notice is shown. */
  copiedOpen: boolean;
  closeCopied: () => void;
}

/** Copy and paste of cell ranges, by keys in the grid or by the toolbar's buttons. */
export function useSheetClipboard(input: SheetClipboardInput): SheetClipboard {
  const { gridRef, history, shownRows, shownColumns, view, range, makeRow, select } = input;
  const [copiedOpen, setCopiedOpen] = useState(false);

  const copyText = (): string | undefined => (range ? toTsv(rangeToMatrix(shownRows, shownColumns, range)) : undefined);

  const pasteText = (text: string) => {
    if (!range) return;
    const matrix = parseTsv(text);
    const splices = planPaste({ rows: history.latest(), view, columns: shownColumns, target: range, matrix, makeRow });
    history.commit({ kind: 'paste', splices });
    if (matrix.length > 0) {
      const width = matrix.reduce((widest, line) => Math.max(widest, line.length), 0);
      select(
        { row: range.top, col: range.start },
        {
          row: range.top + Math.max(matrix.length, range.bottom - range.top + 1) - 1,
          col: Math.min(shownColumns.length - 1, range.start + Math.max(width, range.end - range.start + 1) - 1),
        },
      );
    }
  };

  const inGrid = (target: EventTarget) => target instanceof Node && gridRef.current?.element?.contains(target) === true;

  const onCopyCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    if (isTypingTarget(event.target) || !inGrid(event.target)) return;
    const text = copyText();
    if (text === undefined) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
    event.stopPropagation();
    setCopiedOpen(true);
  };

  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
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

  return {
    onCopyCapture,
    onPasteCapture,
    copyWithButton,
    pasteWithButton,
    copiedOpen,
    closeCopied: () => setCopiedOpen(false),
  };
}
