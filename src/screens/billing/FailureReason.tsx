import { useRecordContext, useTranslate } from 'react-admin';

/** Why a payment failed, in words: the provider's codes (card_declined…) translated; a reason typed by staff as it is. */
export const FailureReason = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ failure_reason?: string | null }>();
  const reason = record?.failure_reason;
  if (!reason) return null;
  return <span>{/^[a-z_]+$/.test(reason) ? translate(`billing.reasons.${reason}`, { _: reason }) : reason}</span>;
};
