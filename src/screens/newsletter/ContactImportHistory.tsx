// A list's past contact imports (who, when, the counts), each with a revert that asks first: the memberships it added
// leave the list and the customers it created are deleted unless they have anything else (the server decides).
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../lib/format';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { newsletterApi, newsletterKeys, useContactImports, type ContactImportEntry } from './api';

export function ContactImportHistory({
  listId,
  open,
  onClose,
}: {
  listId: number;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [reverting, setReverting] = useState<ContactImportEntry | null>(null);
  const { data: items } = useContactImports(listId, open);
  const n = (value: number) => formatNumber(value, locale);

  const revert = async () => {
    if (!reverting) return;
    const done = await newsletterApi.revertImport(listId, reverting.id).catch(() => null);
    setReverting(null);
    if (!done) return;
    notify(translate('newsletter.import.reverted', { removed: n(done.removed), deleted: n(done.deleted_people) }), {
      type: 'success',
    });
    await queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
  };

  return (
    <>
      <TitledDialog open={open} onClose={onClose} title={translate('entities.import.history')}>
        {items && items.length === 0 ? (
          <Typography color="text.secondary">{translate('entities.import.no_history')}</Typography>
        ) : null}
        {items?.length ? (
          <Table size="small" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('entities.import.when')}</TableCell>
                <TableCell sx={{ width: '9em' }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Typography variant="body2">
                      <bdi>{formatDateTime(item.created_at)}</bdi>
                      {' · '}
                      {translate('newsletter.import.history_rows', {
                        smart_count: item.total_rows,
                        count: n(item.total_rows),
                      })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {translate('entities.import.who')}: <bdi dir="ltr">{item.created_by_email ?? '—'}</bdi>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('newsletter.import.history_counts', {
                        added: n(item.added),
                        created: n(item.created),
                        failed: n(item.failed),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell>
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
      </TitledDialog>
      <Confirm
        isOpen={reverting !== null}
        title="entities.import.revert_title"
        content="newsletter.import.revert_message"
        translateOptions={{ added: n(reverting?.added ?? 0), created: n(reverting?.created ?? 0) }}
        confirm="entities.import.revert"
        onConfirm={() => void revert()}
        onClose={() => setReverting(null)}
      />
    </>
  );
}
