// What an import into a list did: rows added (and how many customers it created), already on the list, left out
// because the person unsubscribed, bounced or complained earlier (each with its reason), and rows refused.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/format';
import { FailedRowsTable } from '../../engine/views/import/FailedRowsTable';
import { failedRows } from '../../engine/views/import/importReport';
import type { ContactImportReport } from './api';

export function ImportReport({ report }: { report: ContactImportReport }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Stack spacing={2}>
      <Alert
        severity={report.failed.length || report.skipped.length ? 'warning' : 'success'}
        data-testid="contact-import-summary"
      >
        {translate('newsletter.import.summary', {
          total: n(report.total_rows),
          added: n(report.added),
          created: n(report.created),
          already: n(report.already),
          skipped: n(report.skipped.length),
          failed: n(report.failed.length),
        })}
      </Alert>
      {report.skipped.length ? (
        <>
          <Typography variant="subtitle1" component="h3">
            {translate('newsletter.import.skipped_rows')}
          </Typography>
          <Table size="small" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '4.5em' }}>{translate('entities.import.report.row')}</TableCell>
                <TableCell>{translate('newsletter.contacts.email')}</TableCell>
                <TableCell>{translate('entities.import.report.reasons')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.skipped.map((s) => (
                <TableRow key={s.row}>
                  <TableCell>
                    <bdi>{n(s.row + 1)}</bdi>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <bdi dir="ltr">{s.email}</bdi>
                  </TableCell>
                  <TableCell>{translate(`newsletter.import.reasons.${s.reason}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
      <FailedRowsTable
        rows={failedRows(report.failed, translate, (field) => translate(`newsletter.contacts.${field}`, { _: '' }))}
      />
    </Stack>
  );
}
