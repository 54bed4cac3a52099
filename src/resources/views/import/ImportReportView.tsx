import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { validationText } from '../../../dataProvider/errors';
import { formatNumber } from '../../../lib/format';
import type { EntityImportReport } from './entityImportApi';

/** What an import did: counts, and each refused row (1-based, as in the file's data rows) with its reasons. */
export const ImportReportView = ({ report, resourceName }: { report: EntityImportReport; resourceName: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const failed = report.failed ?? [];
  return (
    <Stack spacing={2}>
      <Alert severity={report.failed_count ? 'warning' : 'success'}>
        {translate('entities.import.summary', {
          created: formatNumber(report.created, locale),
          failed: formatNumber(report.failed_count, locale),
          total: formatNumber(report.total_rows, locale),
        })}
      </Alert>
      {report.status === 'reverted' ? <Alert severity="info">{translate('entities.import.reverted')}</Alert> : null}
      {failed.length ? (
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
                        {reason.loc.length ? `${translate(`resources.${resourceName}.fields.${String(reason.loc[0])}`, { _: String(reason.loc[0]) })}: ` : ''}
                        {validationText(reason, translate)}
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
};
