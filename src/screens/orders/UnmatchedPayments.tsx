// Money a payment provider took for this order after it was paid another way (the customer paid twice): a warning in
// the order's payment box naming each transaction, for staff to check and refund at the provider.
import Alert from '@mui/material/Alert';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, shekels } from '../../lib/format';
import type { Order } from './api';

export function UnmatchedPayments({ order }: { order: Pick<Order, 'unmatched_payments'> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return order.unmatched_payments.map((u) => (
    <Alert key={u.reference} severity="warning">
      {translate('resources.orders.page.unmatched_payment', {
        amount: shekels(u.amount, locale),
        reference: u.reference,
        at: formatDateTime(u.at),
      })}
    </Alert>
  ));
}
