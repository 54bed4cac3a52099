import { useLayoutEffect, useMemo, useRef } from 'react';
import { Cell, type Renderers } from 'react-data-grid';
import type { CellPosition, CellRange } from './range';
import { rangeContains } from './range';
import { cellMatches } from './search';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

export interface CellRenderersInput {
  range: CellRange | null;
  /** Active search term; matching cells are highlighted. */
  term: string | undefined;
  /** Shown data columns (grid column idx - 1). */
  columns: readonly SpreadsheetColumn[];
  emptyText: string;
  /** The pointer entered a cell with the button held (extends a drag selection). */
  onDragOver: (position: CellPosition) => void;
}

/**
 * Grid renderers that mark cells of the selected range and search matches, follow drag selection, and
 * show a text when no row is shown. They change only when the range or the term do.
 */
export function useCellRenderers({
  range,
  term,
  columns,
  emptyText,
  onDragOver,
}: CellRenderersInput): Renderers<SpreadsheetRow, unknown> {
  const dragOverRef = useRef(onDragOver);
  useLayoutEffect(() => {
    dragOverRef.current = onDragOver;
  });
  const top = range?.top;
  const bottom = range?.bottom;
  const start = range?.start;
  const end = range?.end;
  return useMemo(() => {
    const multi = top !== undefined && (top !== bottom || start !== end);
    const box = multi ? { top: top!, bottom: bottom!, start: start!, end: end! } : undefined;
    return {
      renderCell(key, props) {
        const col = props.column.idx - 1;
        const classes = [props.className];
        if (box && col >= 0 && rangeContains(box, props.rowIdx, col)) classes.push('ss-in-range');
        if (term !== undefined && col >= 0 && cellMatches(props.row[props.column.key], columns[col], term))
          classes.push('ss-match');
        return (
          <Cell
            key={key}
            {...props}
            className={classes.filter(Boolean).join(' ') || undefined}
            onMouseEnter={(event) => {
              if (col >= 0 && (event.buttons & 1) === 1) dragOverRef.current({ row: props.rowIdx, col });
            }}
          />
        );
      },
      noRowsFallback: <div className="ss-empty">{emptyText}</div>,
    };
  }, [top, bottom, start, end, term, columns, emptyText]);
}
