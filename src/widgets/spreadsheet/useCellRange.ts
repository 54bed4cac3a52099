import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  SELECT_COLUMN_KEY,
  type CellMouseArgs,
  type CellMouseEvent,
  type DataGridHandle,
  type PositionChangeArgs,
} from 'react-data-grid';
import { clampPosition, rangeBetween, type CellPosition, type CellRange } from './range';
import type { SpreadsheetDirection, SpreadsheetRow } from './types';

export interface CellRangeSelection {
  /** The selected rectangle, kept inside the shown grid; null when no cell is active. */
  range: CellRange | null;
  /** True while there is an active cell to extend the range from. */
  canExtend: boolean;
  /** Selects from `anchor` (the active cell) to `focus` (the other corner). */
  select: (anchor: CellPosition, focus: CellPosition) => void;
  /** Moves the range's other corner one cell by an arrow key (Shift+Arrow), mirrored right-to-left. */
  extendByArrow: (key: string, direction: SpreadsheetDirection) => void;
  /** The pointer, held down, entered a cell: the range grows to it. */
  onDragOver: (position: CellPosition) => void;
  onCellMouseDown: (args: CellMouseArgs<SpreadsheetRow>, event: CellMouseEvent) => void;
  onActivePositionChange: (args: PositionChangeArgs<SpreadsheetRow>) => void;
}

/**
 * The range of selected cells: the active cell (anchor) and the other corner (focus), in shown coordinates.
 * Shift+click and Shift+Arrow move the other corner; dragging with the button held down does too.
 */
export function useCellRange(
  gridRef: RefObject<DataGridHandle | null>,
  rowCount: number,
  columnCount: number,
): CellRangeSelection {
  const [anchor, setAnchor] = useState<CellPosition | null>(null);
  const [focus, setFocus] = useState<CellPosition | null>(null);
  const range: CellRange | null = useMemo(() => {
    if (!anchor || !focus || rowCount === 0 || columnCount === 0) return null;
    const a = clampPosition(anchor, rowCount, columnCount);
    const b = clampPosition(focus, rowCount, columnCount);
    return rangeBetween(a, b);
  }, [anchor, focus, rowCount, columnCount]);
  const dragging = useRef(false);
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    return () => window.removeEventListener('pointerup', stop);
  }, []);

  const extendByArrow = (key: string, direction: SpreadsheetDirection) => {
    if (!focus) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const delta = {
      row: key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0,
      col: key === forward ? 1 : key === backward ? -1 : 0,
    };
    const next = clampPosition({ row: focus.row + delta.row, col: focus.col + delta.col }, rowCount, columnCount);
    setFocus(next);
    gridRef.current?.scrollToCell({ rowIdx: next.row, idx: next.col + 1 });
  };

  const onCellMouseDown = (args: CellMouseArgs<SpreadsheetRow>, event: CellMouseEvent) => {
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

  const onActivePositionChange = ({ rowIdx, column }: PositionChangeArgs<SpreadsheetRow>) => {
    if (!column || column.key === SELECT_COLUMN_KEY || rowIdx < 0) {
      setAnchor(null);
      setFocus(null);
      return;
    }
    const position = { row: rowIdx, col: column.idx - 1 };
    setAnchor(position);
    setFocus(position);
  };

  return {
    range,
    canExtend: anchor !== null && focus !== null,
    select: (from, to) => {
      setAnchor(from);
      setFocus(to);
    },
    extendByArrow,
    onDragOver: (position) => {
      if (dragging.current) setFocus(position);
    },
    onCellMouseDown,
    onActivePositionChange,
  };
}
