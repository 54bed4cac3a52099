import Link from '@mui/material/Link';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A payment's receipt number, leading to its printable receipt (not to the row's own page). */
export const ReceiptLink = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; receipt_number: number | null }>();
  if (!record?.receipt_number) return null;
  return (
    <Link
      component={RouterLink}
      to={`/subscriptions/payments/${record.id}/receipt`}
      onClick={(e) => e.stopPropagation()}
      aria-label={translate('billing.receipt.title', { number: record.receipt_number })}
    >
      {record.receipt_number}
    </Link>
  );
};
