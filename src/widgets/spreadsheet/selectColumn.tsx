import { useTranslate } from 'ra-core';
import {
  SELECT_COLUMN_KEY,
  SelectCellFormatter,
  useHeaderRowSelection,
  useRowSelection,
  type Column,
  type RenderCellProps,
  type RenderHeaderCellProps,
} from 'react-data-grid';
import type { SpreadsheetRow } from './types';

function SelectAllCheckbox({ tabIndex }: RenderHeaderCellProps<SpreadsheetRow>) {
  const translate = useTranslate();
  const { isIndeterminate, isRowSelected, onRowSelectionChange } = useHeaderRowSelection();
  return (
    <SelectCellFormatter
      aria-label={translate('spreadsheet.select_all_rows')}
      tabIndex={tabIndex}
      indeterminate={isIndeterminate && !isRowSelected}
      value={isRowSelected}
      onChange={(checked) => onRowSelectionChange({ checked: isIndeterminate ? false : checked })}
    />
  );
}

function SelectRowCheckbox({ row, tabIndex }: RenderCellProps<SpreadsheetRow>) {
  const translate = useTranslate();
  const { isRowSelectionDisabled, isRowSelected, onRowSelectionChange } = useRowSelection();
  return (
    <SelectCellFormatter
      aria-label={translate('spreadsheet.select_row')}
      tabIndex={tabIndex}
      disabled={isRowSelectionDisabled}
      value={isRowSelected}
      onChange={(checked, isShiftClick) => onRowSelectionChange({ row, checked, isShiftClick })}
    />
  );
}

/** The row selection checkbox column, pinned at the start, with translated labels. */
export const selectColumn: Column<SpreadsheetRow> = {
  key: SELECT_COLUMN_KEY,
  name: '',
  width: 44,
  minWidth: 44,
  maxWidth: 44,
  resizable: false,
  sortable: false,
  frozen: 'start',
  renderHeaderCell: (props) => <SelectAllCheckbox {...props} />,
  renderCell: (props) => <SelectRowCheckbox {...props} />,
};
