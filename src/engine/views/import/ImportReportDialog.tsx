import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import type { EntityImportReport, ImportFailure } from './entityImportApi';
import { FailedRowsTable } from './FailedRowsTable';
import { failedRows, reportCsv, reportText, resourceFields } from './importReport';

interface Props {
  /** With its failed rows (a history's summary has none: read the report first). */
  report: EntityImportReport & { failed: ImportFailure[] };
  /** Field labels (`resources.<name>.fields`), and the resource's own report wording (`resources.<name>.import.report`). */
  resourceName: string;
  onClose: () => void;
  /** Reverts the import (after a confirm) and answers the report with its new status; no revert without it. */
  revert?: (id: number) => Promise<EntityImportReport & { failed: ImportFailure[] }>;
  /** After a revert: the report with its new status. */
  onReverted?: (report: EntityImportReport & { failed: ImportFailure[] }) => void;
}

const Count = ({ label, value, locale }: { label: string; value: number; locale: string }) => (
  <Box role="group" aria-label={label} sx={{ minWidth: 110 }}>
    <Typography variant="h5" component="p">
      <bdi>{formatNumber(value, locale)}</bdi>
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/**
 * An import's report, for every importing resource: who imported when, how many rows were created, merged (where
 * the import merges) and refused, each refused row with who it was and why; download as CSV; revert after a confirm.
 */
export const ImportReportDialog = ({ report, resourceName, onClose, revert: revertImport, onReverted }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [reverting, setReverting] = useState(false);
  const rows = useMemo(
    () => failedRows(report.failed, translate, resourceFields(translate, resourceName)),
    [report, translate, resourceName],
  );
  const merges = typeof report.merged === 'number';
  const k = reportText(translate, resourceName);

  const download = async () => {
    const csv = reportCsv(report, rows, k);
    // the CSV writer loads when a report is downloaded, not with every list's import button
    const { downloadCsvFile } = await import('../export/writeFile');
    downloadCsvFile(csv.header, csv.rows, k('filename', { id: report.id ?? '' }));
  };

  const revert = async () => {
    if (!revertImport || report.id === null) return;
    setReverting(true);
    try {
      const reverted = await revertImport(report.id);
      notify(k('reverted'), { type: 'success' });
      onReverted?.(reverted);
    } catch {
      // the toast says why
    } finally {
      setReverting(false);
      setConfirming(false);
    }
  };

  return (
    // on phones the whole screen: the reasons column gets the room it needs
    <TitledDialog
      onClose={onClose}
      title={k('title')}
      maxWidth="md"
      fullScreenBelow="md"
      actionsSx={{ flexWrap: 'wrap', gap: 1 }}
      actions={
        <>
          <Button startIcon={<DownloadIcon />} onClick={download}>
            {k('download')}
          </Button>
          {revertImport && report.status === 'completed' && report.created + (report.merged ?? 0) > 0 ? (
            <Button color="warning" startIcon={<UndoIcon />} onClick={() => setConfirming(true)}>
              {k('revert')}
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={onClose}>
            {translate('ra.action.close')}
          </Button>
        </>
      }
      after={
        <Confirm
          isOpen={confirming}
          loading={reverting}
          title="app.confirm.title"
          content={k(merges ? 'revert_confirm_merged' : 'revert_confirm', {
            smart_count: report.created,
            created: report.created,
            merged: report.merged ?? 0,
          })}
          onConfirm={revert}
          onClose={() => setConfirming(false)}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {report.created_by_name
          ? k('by', { name: report.created_by_name, date: formatDateTime(report.created_at) })
          : k('by_nobody', { date: formatDateTime(report.created_at) })}
        {report.reverted_at ? ` · ${k('reverted_on', { date: formatDateTime(report.reverted_at) })}` : null}
      </Typography>
      {report.status === 'reverted' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {k('reverted_note')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 3 }}>
        <Count label={k('total')} value={report.total_rows} locale={locale} />
        <Count label={k('created')} value={report.created} locale={locale} />
        {merges ? <Count label={k('merged')} value={report.merged as number} locale={locale} /> : null}
        <Count label={k('failed')} value={report.failed_count} locale={locale} />
      </Box>
      {rows.length === 0 ? (
        <Typography>{k('none_failed')}</Typography>
      ) : (
        <FailedRowsTable rows={rows} recordLabel={k('record')} />
      )}
    </TitledDialog>
  );
};
