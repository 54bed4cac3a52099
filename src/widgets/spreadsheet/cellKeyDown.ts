import { SELECT_COLUMN_KEY, type CellKeyboardEvent, type CellKeyDownArgs } from 'react-data-grid';
import type { SpreadsheetDirection, SpreadsheetRow } from './types';
import type { CellRangeSelection } from './useCellRange';
import type { RowsHistory } from './useRowsHistory';

const isUndoKey = (event: CellKeyboardEvent) => event.code === 'KeyZ' || event.key.toLowerCase() === 'z';
const isRedoKey = (event: CellKeyboardEvent) => event.code === 'KeyY' || event.key.toLowerCase() === 'y';

interface CellKeyActions {
  history: RowsHistory;
  clearRange: () => void;
  cells: CellRangeSelection;
  direction: SpreadsheetDirection;
}

/**
 * The sheet's keys on a cell that is not being edited: Ctrl+Z undoes (with Shift, redoes), Ctrl+Y redoes,
 * Delete clears the selected cells and Shift+Arrow grows the range. Other keys are left to the grid.
 */
export function cellKeyDown({ history, clearRange, cells, direction }: CellKeyActions) {
  return (args: CellKeyDownArgs<SpreadsheetRow>, event: CellKeyboardEvent) => {
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
    if (event.shiftKey && event.key.startsWith('Arrow') && cells.canExtend && args.column?.key !== SELECT_COLUMN_KEY) {
      handled();
      cells.extendByArrow(event.key, direction);
    }
  };
}
