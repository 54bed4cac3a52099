// An order's receipt (its one payment's), downloaded as the server's PDF in the admin's language.
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { saveBlob } from '../../dataProvider/http';
import { orderApi, type Order } from './api';

export function OrderReceiptButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = order.payment?.receipt_number;
  const download = useMutation({
    mutationFn: async () =>
      saveBlob(await orderApi.receiptPdf(order.id, locale === 'en' ? 'en' : 'he'), `receipt-${number}.pdf`),
  });
  if (!number) return null;
  return (
    <Button
      startIcon={<Download />}
      onClick={() => download.mutate()}
      loading={download.isPending}
      className="no-print"
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('resources.orders.page.receipt_download')}
    </Button>
  );
}
