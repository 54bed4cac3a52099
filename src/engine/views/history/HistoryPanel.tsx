// The History tab of a record's page: who created it and changed what, newest first, each change with its
// fields before and after, and a way to put back the values a change replaced (through the entity's rules).
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useLocaleState, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../notifications/toasts';
import { useAppResource } from '../../registry';
import { historyApi, historyKeys, useRecordHistory, type HistoryEntry } from './historyApi';
import { formatHistoryValue, type ValueWords } from './historyValue';

const PAGE = 50;

export const useValueWords = (): ValueWords => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    empty: '—',
    yes: translate('ra.boolean.true'),
    no: translate('ra.boolean.false'),
    locale,
    choice: (spec, value) => {
      const found = spec.kind === 'select' ? spec.choices.find((c) => String(c.id) === String(value)) : undefined;
      return found ? translate(found.name, { _: found.name }) : undefined;
    },
  };
};

const Entry = ({
  entry,
  resourceName,
  onRevert,
}: {
  entry: HistoryEntry;
  resourceName: string;
  onRevert?: () => void;
}) => {
  const translate = useTranslate();
  const resource = useAppResource(resourceName);
  const words = useValueWords();
  const who = entry.user_name ?? translate('entities.history.someone');
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }} data-testid="history-entry">
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate(`entities.history.action.${entry.action}`, { name: who })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <bdi>{formatDateTime(entry.at)}</bdi>
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {onRevert ? (
          <Button size="small" startIcon={<History />} onClick={onRevert}>
            {translate('entities.history.revert')}
          </Button>
        ) : null}
      </Stack>
      {entry.changes.length ? (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={translate('entities.history.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('entities.history.field')}</TableCell>
                <TableCell>{translate('entities.history.before')}</TableCell>
                <TableCell>{translate('entities.history.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.changes.map((change) => {
                const spec = resource?.fields[change.field];
                return (
                  <TableRow key={change.field}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`resources.${resourceName}.fields.${change.field}`, { _: change.field })}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {spec?.writeOnly ? '••••' : formatHistoryValue(change.from, spec, words)}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {spec?.writeOnly ? '••••' : formatHistoryValue(change.to, spec, words)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Paper>
  );
};

/** Reads the record and its resource from context; the resource's API base is where its history lives. */
export const HistoryPanel = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const resourceName = useResourceContext() ?? '';
  const resource = useAppResource(resourceName);
  const base = resource?.api.history;
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState(PAGE);
  const [reverting, setReverting] = useState<HistoryEntry | null>(null);
  const history = useRecordHistory(base, resourceName, record, limit);
  if (!base || !record) return null;

  const revert = async (entry: HistoryEntry) => {
    setReverting(null);
    try {
      await historyApi.revert(base, record.id, entry.id);
      showToast(translate('entities.history.reverted'), { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: historyKeys.list(resourceName, record.id) });
      refresh();
    } catch {
      // the request reported its error (a rule the old values break now, say)
    }
  };

  const items = history.data?.items ?? [];
  return (
    <Box sx={{ width: '100%', py: 1 }} data-testid="record-history">
      {history.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : !items.length ? (
        <Typography color="text.secondary">{translate('entities.history.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }}>
          {items.map((entry) => (
            <Entry
              key={entry.id}
              entry={entry}
              resourceName={resourceName}
              onRevert={entry.action === 'update' ? () => setReverting(entry) : undefined}
            />
          ))}
        </Stack>
      )}
      {history.data && history.data.total > items.length ? (
        <Button sx={{ mt: 1 }} onClick={() => setLimit((n) => n + PAGE)}>
          {translate('entities.history.more', { count: history.data.total - items.length })}
        </Button>
      ) : null}
      <Confirm
        isOpen={reverting !== null}
        title={translate('entities.history.revert')}
        content={translate('entities.history.revert_confirm', {
          fields: (reverting?.changes ?? [])
            .map((c) => translate(`resources.${resourceName}.fields.${c.field}`, { _: c.field }))
            .join(', '),
        })}
        confirm={translate('entities.history.revert')}
        onConfirm={() => void (reverting && revert(reverting))}
        onClose={() => setReverting(null)}
      />
    </Box>
  );
};
