// The subscription page's first tab: who and what, the status with the moves it allows now (with a reason kept in
// the history), and the history itself, newest first: status moves and every charge, declined charge and refund.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetOne, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SUBSCRIPTION_LIMITS } from '../../../definitions/billing/subscriptions';
import { shekels } from '../../lib/format';
import { PaymentLinkButton } from '../../screens/billing/PaymentLinkButton';
import { NoteConfirmDialog } from '../../engine/views/NoteConfirmDialog';
import { HistoryList } from '../../widgets/history/HistoryList';
import { ChangeOptionButton } from './ChangeOptionButton';
import { ChargeNowButton } from './ChargeNowButton';
import { useMoveStatus, useSubscriptionHistory, type StatusMove, type SubscriptionHistory } from './api';
import { fullName } from '../../lib/names';

const MOVE_LABELS: Record<string, string> = {
  active: 'activate',
  paused: 'pause',
  cancelled: 'cancel',
  past_due: 'mark_past_due',
  ended: 'end',
};

/** The subscription's history, oldest first: each status move and each charge or refund, when and by whom. */
function HistorySection({ items }: { items: SubscriptionHistory['items'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = (s: string | null) => (s ? translate(`resources.subscriptions.statuses.${s}`) : '');
  /** A history line: money moved (with its amount, and the status move it made), or a status move. */
  const describe = (h: SubscriptionHistory['items'][number]) => {
    const move =
      h.from_status && h.from_status !== h.to_status
        ? translate('resources.subscriptions.page.history_move', {
            from: status(h.from_status),
            to: status(h.to_status),
          })
        : '';
    if (h.kind !== 'status')
      return [
        translate(`resources.subscriptions.page.history_${h.kind}`, { amount: shekels(h.amount ?? 0, locale) }),
        move && `(${move})`,
      ]
        .filter(Boolean)
        .join(' ');
    return h.from_status
      ? move || status(h.to_status)
      : translate('resources.subscriptions.page.history_created', { status: status(h.to_status) });
  };
  return (
    <Box component="section" aria-label={translate('resources.subscriptions.page.history')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('resources.subscriptions.page.history')}
      </Typography>
      <HistoryList
        lines={items.map((h) => ({
          key: h.id,
          at: h.at,
          by: h.by,
          text: (
            <>
              {describe(h)}
              {h.note ? (
                <>
                  {': '}
                  <bdi>{translate(`billing.reasons.${h.note}`, { _: h.note })}</bdi>
                </>
              ) : null}
            </>
          ),
        }))}
      />
    </Box>
  );
}

export function SubscriptionStatus() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<{
    id: number;
    status: string;
    person_id: number;
    option_id: number;
    billing_period: string;
    current_period_end: string;
  }>();
  const [target, setTarget] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const history = useSubscriptionHistory(record);
  const person = useGetOne<{ id: number; first_name: string; last_name: string }>(
    'customers',
    { id: record?.person_id },
    { enabled: Boolean(record) },
  );
  const option = useGetOne<{ id: number; name: string }>(
    'shop/subscription-options',
    { id: record?.option_id },
    { enabled: Boolean(record) },
  );
  const move = useMoveStatus(record?.id, {
    onSuccess: () => {
      notify(
        translate('resources.subscriptions.page.moved', {
          status: translate(`resources.subscriptions.statuses.${target}`),
        }),
        { type: 'success' },
      );
      setTarget(null);
      setNote('');
      refresh();
    },
  });
  if (!record) return null;
  const status = (s: string | null) => (s ? translate(`resources.subscriptions.statuses.${s}`) : '');
  const customerName = fullName(person.data) || `#${record.person_id}`;
  return (
    <Stack spacing={2} sx={{ width: '100%', mb: 2 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.subscriptions.fields.person_id')}
        </Typography>
        <Link component={RouterLink} to={`/customers/${record.person_id}?t=subscriptions`}>
          <bdi>{customerName}</bdi>
        </Link>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.subscriptions.fields.option_id')}
        </Typography>
        <Typography>
          <bdi>{option.data?.name ?? `#${record.option_id}`}</bdi>
        </Typography>
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={status(record.status)}
          color={record.status === 'active' ? 'success' : record.status === 'past_due' ? 'error' : 'default'}
        />
        {['trialing', 'active', 'past_due'].includes(record.status) ? (
          <ChargeNowButton subscription={record} customer={customerName} />
        ) : null}
        {!['cancelled', 'ended'].includes(record.status) ? (
          <>
            <PaymentLinkButton subscriptionId={record.id} />
            <ChangeOptionButton subscription={record} />
          </>
        ) : null}
        {(history.data?.allowed_statuses ?? []).map((s) => (
          <Button
            key={s}
            size="small"
            variant="outlined"
            color={s === 'cancelled' || s === 'ended' ? 'error' : 'primary'}
            onClick={() => setTarget(s)}
          >
            {translate(`resources.subscriptions.page.moves.${MOVE_LABELS[s] ?? s}`)}
          </Button>
        ))}
      </Stack>
      <HistorySection items={history.data?.items ?? []} />
      <NoteConfirmDialog
        open={target !== null}
        title={target ? translate('resources.subscriptions.page.confirm', { status: status(target) }) : null}
        noteLabel={translate('resources.subscriptions.page.note')}
        note={note}
        setNote={setNote}
        noteMaxLength={SUBSCRIPTION_LIMITS.moveNote}
        pending={move.isPending}
        onClose={() => setTarget(null)}
        onConfirm={() => move.mutate({ status: target as StatusMove['status'], note: note.trim() || undefined })}
      />
    </Stack>
  );
}
