import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Confirm, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import type { ShopEvent } from './eventTimes';

const STATUS_COLORS = { draft: 'default', published: 'success', cancelled: 'error' } as const;

/** An event's details over the calendar: when, where, seats, and open or cancel (after a confirm). */
export const EventPopover = ({ event, close }: { event: ShopEvent; close: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [confirming, setConfirming] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.events.page.${key}`, options);
  const cancel = () =>
    update(
      'shop/events',
      { id: event.id, data: { status: 'cancelled' }, previousData: event },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t('cancelled'), { type: 'info' });
          setConfirming(false);
          close();
        },
      },
    );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[event.status]}
          label={translate(`resources.events.values.status.${event.status}`)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <bdi>{formatDateTime(event.starts_at)}</bdi> – <bdi>{formatDateTime(event.ends_at)}</bdi>
      </Typography>
      {event.venue || event.online_url ? <Typography variant="body2">{event.venue || t('online')}</Typography> : null}
      <Typography variant="body2">
        {event.capacity
          ? t('seats', { sold: event.tickets_sold ?? 0, capacity: event.capacity })
          : t('sold', { sold: event.tickets_sold ?? 0 })}
        {event.series_id ? ` · ${t('series')}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ pt: 1 }}>
        {event.status !== 'cancelled' ? (
          <Button color="error" onClick={() => setConfirming(true)}>
            {translate('resources.events.actions.cancel')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => navigate(`/shop/events/${event.id}`)}>
          {t('open')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={t('cancel_title', { title: event.title })}
        content={t('cancel_body', { sold: event.tickets_sold ?? 0 })}
        confirm={t('cancel_confirm')}
        cancel={t('keep')}
        confirmColor="warning"
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
