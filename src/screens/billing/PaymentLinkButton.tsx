// "Send payment link": a hosted payment page for a subscription's next charge or an open order
// (POST /subscription_payment/payment_request), shown with copy and open, to send the person however staff talk to them.
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, shekels } from '../../lib/format';
import { TitledDialog } from '../../widgets/dialog/TitledDialog';
import { usePaymentRequest } from './api';

export const PaymentLinkButton = ({ subscriptionId, orderId }: { subscriptionId?: number; orderId?: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const make = usePaymentRequest(subscriptionId ? { subscription_id: subscriptionId } : { order_id: orderId });
  const link = make.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url);
      notify('billing.payment_link.copied', { type: 'success' });
    } catch {
      notify('billing.payment_link.copy_failed', { type: 'warning' });
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<LinkOutlined />}
        onClick={() => make.mutate()}
        loading={make.isPending}
      >
        {translate('billing.payment_link.send')}
      </Button>
      <TitledDialog
        open={Boolean(link)}
        onClose={() => make.reset()}
        title={translate('billing.payment_link.title')}
        fullScreenBelow={false}
        actions={
          <>
            <Button onClick={() => make.reset()}>{translate('ra.action.close')}</Button>
            <Button component="a" href={link?.url} target="_blank" rel="noopener">
              {translate('billing.payment_link.open')}
            </Button>
            <Button variant="contained" onClick={copy}>
              {translate('billing.payment_link.copy')}
            </Button>
          </>
        }
      >
        {link ? (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate('billing.payment_link.intro', {
                what: link.description,
                amount: shekels(link.amount, locale === 'he' ? 'he-IL' : 'en-IL'),
                date: formatDateTime(link.expires_at),
              })}
            </Typography>
            <TextField
              label={translate('billing.payment_link.url')}
              value={link.url}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  dir: 'ltr',
                  onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
                },
              }}
            />
          </>
        ) : null}
      </TitledDialog>
    </>
  );
};
