import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { downloadCsvFile as downloadCsv } from '../../views/export/writeFile';
import { importApi } from './importApi';
import { failedRows, reportCsv } from './importReport';
import type { ImportReport } from './importTypes';

interface Props {
  report: ImportReport;
  onClose: () => void;
  /** After a revert: the report with its new status. */
  onReverted: (report: ImportReport) => void;
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

/** The import report: how many were created, merged and failed, each failed row with its reasons; download; revert. */
export const ImportReportDialog = ({ report, onClose, onReverted }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  // On phones the whole screen: the reasons column gets the room it needs.
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [confirming, setConfirming] = useState(false);
  const [reverting, setReverting] = useState(false);
  const rows = useMemo(() => failedRows(report, translate), [report, translate]);
  // Rows with nothing to name them by (no name, e-mail, phone or national id) are known by their numbers.
  const named = rows.some((row) => row.who !== '');
  const k = (key: string, options?: Record<string, unknown>) => translate(`resources.customers.import.report.${key}`, options);

  const download = () => {
    const csv = reportCsv(report, rows, translate);
    downloadCsv(csv.header, csv.rows, k('filename', { id: report.id }));
  };

  const revert = async () => {
    setReverting(true);
    try {
      const reverted = await importApi.revert(report.id);
      notify('resources.customers.import.report.reverted', { type: 'success' });
      onReverted(reverted);
    } catch {
      // the toast says why
    } finally {
      setReverting(false);
      setConfirming(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="import-report-title">
      <DialogTitle id="import-report-title">{k('title')}</DialogTitle>
      <DialogContent>
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
          <Count label={k('merged')} value={report.merged} locale={locale} />
          <Count label={k('failed')} value={report.failed_count} locale={locale} />
        </Box>
        {rows.length === 0 ? (
          <Typography>{k('none_failed')}</Typography>
        ) : (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {k('failed_rows')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={k('failed_rows')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{k('row')}</TableCell>
                    {named ? <TableCell>{k('record')}</TableCell> : null}
                    <TableCell>{k('reasons')}</TableCell>
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
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          {k('download')}
        </Button>
        {report.status === 'completed' && report.created + report.merged > 0 ? (
          <Button color="warning" startIcon={<UndoIcon />} onClick={() => setConfirming(true)}>
            {k('revert')}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={reverting}
        title="app.confirm.title"
        content={k('revert_confirm', { created: report.created, merged: report.merged })}
        onConfirm={revert}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};
