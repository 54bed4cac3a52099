import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { validationText, type ValidationIssue } from '../../../dataProvider/errors';
import { formatNumber } from '../../../lib/format';

/** An import's refused rows (1-based, as in the file's data rows), each with its reasons; `label` names a field. */
export const FailedRowsTable = ({ failed, label }: { failed: Array<{ row: number; reasons: ValidationIssue[] }>; label: (field: string) => string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!failed.length) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {translate('entities.import.failed_rows')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('entities.import.row')}</TableCell>
            <TableCell>{translate('entities.import.reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {failed.map((f) => (
            <TableRow key={f.row}>
              <TableCell>
                <bdi>{formatNumber(f.row + 1, locale)}</bdi>
              </TableCell>
              <TableCell>
                {f.reasons.map((reason, i) => (
                  <div key={i}>
                    {reason.loc.length ? `${label(String(reason.loc[0]))}: ` : ''}
                    {validationText(reason, translate)}
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
