// What the refund's confirm says: how much goes back, to whom, for which payment (and its receipt), and that the
// provider returns the money to the card it came from, once.
import { useGetOne, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { shekels } from '../../lib/format';
import { fullName } from '../../lib/names';

export const RefundConfirm = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const person = useGetOne<{ id: number; first_name: string; last_name: string }>(
    'customers',
    { id: record.person_id },
    { enabled: Boolean(record.person_id) },
  );
  const customer = fullName(person.data) || (record.person_id ? `#${String(record.person_id)}` : '');
  return (
    <>
      {translate('resources.payments.actions.refund_confirm_record', {
        amount: shekels(Number(record.amount), locale),
        customer,
        payment: String(record.id),
        receipt: record.receipt_number ? String(record.receipt_number) : '—',
      })}
    </>
  );
};
