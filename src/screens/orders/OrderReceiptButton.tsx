// An order's receipt (its one payment's), downloaded as the server's PDF in the admin's language.
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useDownload } from '../../dataProvider/useDownload';
import { orderApi, type Order } from './api';

export function OrderReceiptButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const number = order.payment?.receipt_number;
  const download = useDownload((lang) => orderApi.receiptPdf(order.id, lang));
  if (!number) return null;
  return (
    <Button
      startIcon={<Download />}
      onClick={() => download.mutate(`receipt-${number}.pdf`)}
      loading={download.isPending}
      className="no-print"
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('resources.orders.page.receipt_download')}
    </Button>
  );
}
