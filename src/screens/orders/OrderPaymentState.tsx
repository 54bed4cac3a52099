// Whether an order is paid, its payment's receipt and when, and whether (and when) that payment was refunded.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, shekels } from '../../lib/format';
import type { Order } from './api';

export function OrderPaymentState({ order: o }: { order: Order }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refundedAt = o.payment?.refunded_at;
  return (
    <>
      <Typography>
        {translate(
          refundedAt
            ? 'resources.orders.page.paid_refunded'
            : o.paid
              ? 'resources.orders.page.paid'
              : 'resources.orders.page.not_paid',
        )}
      </Typography>
      {o.payment ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.orders.page.receipt', { number: o.payment.receipt_number })} ·{' '}
          {formatDateTime(o.payment.paid_at)}
        </Typography>
      ) : null}
      {o.payment && refundedAt ? (
        <Alert severity="warning">
          {translate('resources.orders.page.refunded_on', {
            amount: shekels(o.payment.amount, locale),
            date: formatDateTime(refundedAt),
          })}
        </Alert>
      ) : null}
    </>
  );
}
