import { useEffect } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { importApi } from './importApi';
import { ImportReportDialog } from '../../views/import/ImportReportDialog';

const reportKey = (id: number) => ['customer-import-report', id];

/**
 * One import's report opened from the history: read from the server (with its failed rows), with download and
 * revert; after a revert the history and the customers list are read again.
 */
export const ImportHistoryReport = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data: report, isError } = useQuery({ queryKey: reportKey(id), queryFn: () => importApi.get(id), retry: false });

  // An unknown id: the toast says it was not found, the history stays.
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);

  if (!report) {
    return (
      <Dialog open={!isError} onClose={onClose} aria-label={translate('resources.customer-imports.loading')}>
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{translate('resources.customer-imports.loading')}</Typography>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <ImportReportDialog
      report={report}
      resourceName="customers"
      revert={importApi.revert}
      onClose={onClose}
      onReverted={(reverted) => {
        queryClient.setQueryData(reportKey(id), reverted);
        void queryClient.invalidateQueries({ queryKey: ['customer-imports'] });
        void queryClient.invalidateQueries({ queryKey: ['customers'] });
      }}
    />
  );
};
