// "Change option" on the subscription page: another option from the next charge, or prorated now (an upgrade is
// charged the difference at once, a downgrade leaves credit for the next charges).
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { shekels } from '../../lib/format';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import type { ApiSchema } from '../../../definitions/wire/api';
import { useChangeOption } from './api';

type Option = ApiSchema<'SubscriptionOption'>;

export const ChangeOptionButton = ({
  subscription,
}: {
  subscription: { id: number; option_id: number; billing_period: string };
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [optionId, setOptionId] = useState<number | ''>('');
  const [prorate, setProrate] = useState(true);
  const options = useGetList<Option>(
    'shop/subscription-options',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'price', order: 'ASC' }, filter: { is_active: true } },
    { enabled: open },
  );
  const chosen = options.data?.find((o) => o.id === optionId);
  const samePeriod = !chosen || chosen.billing_period === subscription.billing_period;
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.subscriptions.page.change_option.${key}`, args);
  const change = useChangeOption(subscription.id, {
    onSuccess: ({ prorated, outcome, receipt_number }) => {
      notify(t(`done_${outcome}`, { amount: shekels(Math.abs(prorated), locale), receipt: receipt_number ?? '' }), {
        type: 'success',
      });
      setOpen(false);
      setOptionId('');
      refresh();
    },
  });
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <TitledDialog
        open={open}
        onClose={() => !change.isPending && setOpen(false)}
        title={t('title')}
        maxWidth="xs"
        fullScreenBelow={false}
        actions={
          <>
            <Button onClick={() => setOpen(false)} disabled={change.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={optionId === ''}
              onClick={() => change.mutate({ option_id: Number(optionId), prorate: prorate && samePeriod })}
              loading={change.isPending}
            >
              {t('confirm')}
            </Button>
          </>
        }
      >
        <TextField
          select
          fullWidth
          label={t('option')}
          value={optionId}
          onChange={(e) => setOptionId(Number(e.target.value))}
          sx={{ mt: 1 }}
        >
          {(options.data ?? [])
            .filter((o) => o.id !== subscription.option_id)
            .map((o) => (
              <MenuItem key={o.id} value={o.id}>
                <bdi>{o.name}</bdi>&nbsp;· <bdi>{shekels(o.price, locale)}</bdi>&nbsp;/{' '}
                {translate(`resources.subscriptions.periods.${o.billing_period}`, { _: o.billing_period })}
              </MenuItem>
            ))}
        </TextField>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Switch
              checked={prorate && samePeriod}
              disabled={!samePeriod}
              onChange={(e) => setProrate(e.target.checked)}
            />
          }
          label={t('prorate')}
        />
        <Typography variant="body2" color="text.secondary">
          {samePeriod ? t(prorate ? 'prorate_help' : 'next_help') : t('period_help')}
        </Typography>
      </TitledDialog>
    </>
  );
};
