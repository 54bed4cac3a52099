import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

export interface SpreadsheetStatusProps {
  total: number;
  shown: number;
  selected: number;
  /** Rows with errors; undefined when the sheet does not check cells. */
  errorRows: number | undefined;
}

/** The line under the grid: how many rows, how many shown, selected and with errors. */
export function SpreadsheetStatus({ total, shown, selected, errorRows }: SpreadsheetStatusProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ paddingBlockStart: 1, color: 'text.secondary' }} role="status">
      <Typography variant="body2">
        {shown === total
          ? translate('spreadsheet.total_rows', { smart_count: total })
          : translate('spreadsheet.shown_rows', { shown, total })}
      </Typography>
      {selected > 0 && <Typography variant="body2">{translate('spreadsheet.selected_rows', { smart_count: selected })}</Typography>}
      {errorRows !== undefined && errorRows > 0 && (
        <Typography variant="body2" color="error">
          {translate('spreadsheet.error_rows', { smart_count: errorRows })}
        </Typography>
      )}
    </Stack>
  );
}
