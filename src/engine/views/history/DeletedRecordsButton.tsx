// "Deleted" above a list: the records deleted from it, newest first, each restored with its id and values in one
// click (through the entity's rules; a record that now breaks one says why).
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../notifications/toasts';
import { TitledDialog } from '../../../widgets/dialog/TitledDialog';
import type { AppResource } from '../../resourceTypes';
import { deletedKeys, historyApi, useDeletedRecords, type HistoryEntry } from './historyApi';

const PAGE = 50;
/** The first of these a deleted record has names it in the list. */
const NAMES = ['name', 'title', 'code', 'sku', 'email', 'slug'];

export const deletedName = (snapshot: Record<string, unknown> | null, id: number): string => {
  const named = NAMES.map((key) => snapshot?.[key]).find((value) => typeof value === 'string' && value.trim());
  return (named as string | undefined) ?? `#${id}`;
};

const DeletedDialog = ({ resource, base, onClose }: { resource: AppResource; base: string; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(PAGE);
  const [busy, setBusy] = useState<number | null>(null);
  const deleted = useDeletedRecords(resource.name, base, limit);
  const restore = async (entry: HistoryEntry) => {
    setBusy(entry.id);
    try {
      await historyApi.restore(base, entry.id);
      showToast(translate('entities.history.restored', { name: deletedName(entry.snapshot, entry.record_id) }), {
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: deletedKeys.list(resource.name) });
      refresh();
    } catch {
      // reported by the request (a rule the record breaks now, or restored meanwhile)
    } finally {
      setBusy(null);
    }
  };
  const items = deleted.data?.items ?? [];
  return (
    <TitledDialog
      onClose={onClose}
      title={translate('entities.history.deleted_title', {
        name: translate(`resources.${resource.name}.name`, { smart_count: 2 }),
      })}
      dividers
    >
      {deleted.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : !items.length ? (
        <Typography color="text.secondary">{translate('entities.history.deleted_empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((entry) => (
            <ListItem
              key={entry.id}
              divider
              data-testid="deleted-record"
              secondaryAction={
                <Button size="small" disabled={busy !== null} onClick={() => void restore(entry)}>
                  {translate('entities.history.restore')}
                </Button>
              }
            >
              <ListItemText
                sx={{ paddingInlineEnd: 10 }}
                primary={deletedName(entry.snapshot, entry.record_id)}
                secondary={translate('entities.history.deleted_by', {
                  name: entry.user_name ?? translate('entities.history.someone'),
                  date: formatDateTime(entry.at),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {deleted.data && deleted.data.total > items.length ? (
        <Button sx={{ mt: 1 }} onClick={() => setLimit((n) => n + PAGE)}>
          {translate('entities.history.more', { count: deleted.data.total - items.length })}
        </Button>
      ) : null}
    </TitledDialog>
  );
};

export const DeletedRecordsButton = ({ resource }: { resource: AppResource }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const base = resource.api.history;
  if (!base) return null;
  return (
    <>
      <Button size="small" startIcon={<RestoreFromTrash />} onClick={() => setOpen(true)}>
        {translate('entities.history.deleted')}
      </Button>
      {open ? <DeletedDialog resource={resource} base={base} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
