import { useCallback, useEffect, useState } from 'react';
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
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { entityImportApi, EntityImportReport, ImportFailure } from './entityImportApi';
import { ImportReportDialog } from './ImportReportDialog';

interface Props {
  open: boolean;
  onClose: () => void;
  api: ReturnType<typeof entityImportApi>;
  resourceName: string;
  onReverted: () => void;
}

/** Every past import of a resource (who, when, counts), each with its report and a revert that asks first. */
export const ImportHistoryDialog = ({ open, onClose, api, resourceName, onReverted }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [items, setItems] = useState<EntityImportReport[] | null>(null);
  const [shown, setShown] = useState<(EntityImportReport & { failed: ImportFailure[] }) | null>(null);
  const [reverting, setReverting] = useState<EntityImportReport | null>(null);

  const load = useCallback(() => {
    api.history(0, 50).then((page) => setItems(page.items), () => setItems([]));
  }, [api]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const revert = async () => {
    if (!reverting?.id) return;
    const done = await api.revert(reverting.id).catch(() => null);
    setReverting(null);
    if (!done) return;
    notify('entities.import.reverted', { type: 'success' });
    onReverted();
    load();
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="entity-import-history">
        <DialogTitle id="entity-import-history">{translate('entities.import.history')}</DialogTitle>
        <DialogContent>
          {items && items.length === 0 ? <Typography color="text.secondary">{translate('entities.import.no_history')}</Typography> : null}
          {items && items.length ? (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('entities.import.when')}</TableCell>
                  <TableCell>{translate('entities.import.who')}</TableCell>
                  <TableCell>{translate('entities.import.created')}</TableCell>
                  <TableCell>{translate('entities.import.failed')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell>
                      <bdi>{formatDateTime(item.created_at)}</bdi>
                    </TableCell>
                    <TableCell>{item.created_by_name ?? '—'}</TableCell>
                    <TableCell>{formatNumber(item.created, locale)}</TableCell>
                    <TableCell>{formatNumber(item.failed_count, locale)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => item.id && api.get(item.id).then(setShown, () => undefined)}>
                        {translate('entities.import.open_report')}
                      </Button>
                      {item.status === 'completed' ? (
                        <Button size="small" color="error" onClick={() => setReverting(item)}>
                          {translate('entities.import.revert')}
                        </Button>
                      ) : (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {translate('entities.import.status_reverted')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
      {shown ? (
        <ImportReportDialog
          report={shown}
          resourceName={resourceName}
          onClose={() => setShown(null)}
          revert={api.revert}
          onReverted={(reverted) => {
            setShown(reverted);
            onReverted();
            load();
          }}
        />
      ) : null}
      <Confirm
        isOpen={reverting !== null}
        title="entities.import.revert_title"
        content="entities.import.revert_message"
        translateOptions={{ smart_count: reverting?.created ?? 0 }}
        confirm="entities.import.revert"
        onConfirm={() => void revert()}
        onClose={() => setReverting(null)}
      />
    </>
  );
};
