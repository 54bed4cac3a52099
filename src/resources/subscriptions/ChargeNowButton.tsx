// "Charge now" on the subscription page: takes what is owed (a due, past-due or declined period), after a confirm
// that says to whom, how much and for which period. When nothing is owed yet the button is "Charge early" and its
// confirm says the period has not come. Either way the request names the period, so a second click, or a colleague's,
// gets the first payment back instead of a second charge; the buttons are disabled while the request is out.
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDate, shekels } from '../../lib/format';
import { useChargeNow, useNextCharge } from './api';

export const ChargeNowButton = ({
  subscription,
  customer,
}: {
  subscription: { id: number; status: string; current_period_end?: string };
  customer: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const next = useNextCharge(subscription);
  const charge = useChargeNow(subscription.id, {
    onSuccess: ({ outcome, payment }) => {
      if (outcome === 'charged')
        notify(translate('billing.charged', { receipt: payment?.receipt_number ?? '' }), { type: 'success' });
      else if (outcome === 'failed')
        notify(
          translate('billing.charge_failed', {
            reason: translate(`billing.reasons.${payment?.failure_reason}`, { _: payment?.failure_reason ?? '' }),
          }),
          { type: 'warning' },
        );
      else notify('billing.charge_skipped', { type: 'info' });
    },
    onSettled: () => {
      setOpen(false);
      void next.refetch();
      refresh();
    },
  });
  const period = next.data;
  if (!period?.chargeable) return null;
  const early = !period.due;
  const t = (key: string) =>
    translate(`resources.subscriptions.page.charge.${early ? 'early' : 'due'}_${key}`, {
      customer,
      amount: shekels(period.amount, locale),
      from: formatDate(period.period_start),
      to: formatDate(period.period_end),
    });
  return (
    <>
      <Button
        size="small"
        variant={early ? 'outlined' : 'contained'}
        onClick={() => setOpen(true)}
        disabled={charge.isPending}
        loading={charge.isPending}
      >
        {early ? translate('resources.subscriptions.page.charge.early_button') : translate('billing.charge_now')}
      </Button>
      <Confirm
        isOpen={open}
        loading={charge.isPending}
        title={t('title')}
        content={t('content')}
        confirm={t('confirm')}
        onConfirm={() => charge.mutate(period)}
        onClose={() => !charge.isPending && setOpen(false)}
      />
    </>
  );
};
