import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../lib/format';
import type { EntityImportReport } from './entityImportApi';
import { FailedRowsTable } from './FailedRowsTable';

/** What an import did: counts, and each refused row (1-based, as in the file's data rows) with its reasons. */
export const ImportReportView = ({ report, resourceName }: { report: EntityImportReport; resourceName: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
      <FailedRowsTable failed={report.failed ?? []} label={(field) => translate(`resources.${resourceName}.fields.${field}`, { _: field })} />
    </Stack>
  );
};
