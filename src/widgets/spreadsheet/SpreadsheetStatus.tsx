import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useCountMessage, useNumberFormat } from './useCount';

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
  const countMessage = useCountMessage();
  const number = useNumberFormat();
  return (
    <Stack direction="row" spacing={2} sx={{ paddingBlockStart: 1, color: 'text.secondary' }} role="status">
      <Typography variant="body2">
        {shown === total
          ? countMessage('spreadsheet.total_rows', total)
          : translate('spreadsheet.shown_rows', { shown: number(shown), total: number(total) })}
      </Typography>
      {selected > 0 && <Typography variant="body2">{countMessage('spreadsheet.selected_rows', selected)}</Typography>}
      {errorRows !== undefined && errorRows > 0 && (
        <Typography variant="body2" color="error">
          {countMessage('spreadsheet.error_rows', errorRows)}
        </Typography>
      )}
    </Stack>
  );
}
