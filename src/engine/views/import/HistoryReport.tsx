import { useEffect, useMemo } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeysOf, reactAdminKey } from '../../../dataProvider/queryKeys';
import { importHistoryApi } from './entityImportApi';
import { ImportReportDialog } from './ImportReportDialog';
import { useImportHistory } from './useImportHistory';

/** A stored import's report, by the history's base path and the import's id. */
const reportKeys = queryKeysOf('import-report');

/**
 * One import's report opened from its history: read from the server (with its refused rows), with download and
 * revert; after a revert the history and the imported list are read again.
 */
export const HistoryReport = ({ id, onClose }: { id: number; onClose: () => void }) => {
  const { history, owner, base, t } = useImportHistory();
  const api = useMemo(() => importHistoryApi(base), [base]);
  const queryClient = useQueryClient();
  const reportKey = reportKeys.detail(base, id);
  const { data: report, isError } = useQuery({ queryKey: reportKey, queryFn: () => api.get(id), retry: false });

  // An unknown id: the toast says it was not found, the history stays.
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);

  if (!report) {
    return (
      <Dialog open={!isError} onClose={onClose} aria-label={t('loading')}>
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>{t('loading')}</Typography>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <ImportReportDialog
      report={report}
      resourceName={owner?.name ?? history.name}
      revert={api.revert}
      onClose={onClose}
      onReverted={(reverted) => {
        queryClient.setQueryData(reportKey, reverted);
        void queryClient.invalidateQueries({ queryKey: reactAdminKey(history.routeName) });
        if (owner) void queryClient.invalidateQueries({ queryKey: reactAdminKey(owner.routeName) });
      }}
    />
  );
};
