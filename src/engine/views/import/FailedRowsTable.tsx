import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FailedRow } from './importReport';

/**
 * An import's refused rows (numbered as in the preview), each with who it was (when any row has something to name
 * it by) and its reasons; `recordLabel` heads that column.
 */
export const FailedRowsTable = ({ rows, recordLabel }: { rows: FailedRow[]; recordLabel?: string }) => {
  const translate = useTranslate();
  if (!rows.length) return null;
  const named = rows.some((row) => row.who !== '');
  const caption = translate('entities.import.report.failed_rows');
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {caption}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('entities.import.report.row')}</TableCell>
              {named ? <TableCell>{recordLabel ?? translate('entities.import.report.record')}</TableCell> : null}
              <TableCell>{translate('entities.import.report.reasons')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.number}>
                <TableCell>
                  <bdi>{row.number}</bdi>
                </TableCell>
                {named ? (
                  <TableCell>
                    <bdi>{row.who}</bdi>
                  </TableCell>
                ) : null}
                <TableCell>
                  {row.reasons.map((reason, i) => (
                    <Typography key={i} variant="body2">
                      {reason}
                    </Typography>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
};
