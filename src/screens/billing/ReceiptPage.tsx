// /subscriptions/payments/:paymentId/receipt: a payment's receipt, laid out for printing, in the admin's language; a
// refunded payment says so. "Download PDF" saves the server's PDF of it (GET .../receipt.pdf, in the admin's language).
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDownload } from '../../dataProvider/useDownload';
import { formatDate, formatDateTime, shekels } from '../../lib/format';
import { formatPhone } from '../../../definitions/entity/phone';
import { receiptPdf, useReceipt } from './api';

const ReceiptPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { paymentId } = useParams();
  const receipt = useReceipt(paymentId);
  const t = (key: string, args?: Record<string, unknown>) => translate(`billing.receipt.${key}`, args);
  const pdf = useDownload((lang) => receiptPdf(paymentId, lang));
  if (receipt.isPending) return <Loading />;
  const r = receipt.data;
  const money = (agorot: number) => <bdi>{shekels(agorot, locale)}</bdi>;
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <GlobalStyles
        styles={{
          '@media print': {
            'header, nav, .RaSidebar-fixed, .no-print, .MuiDrawer-root': { display: 'none !important' },
          },
        }}
      />
      <Title title={r ? t('title', { number: r.receipt_number }) : t('heading')} />
      <Stack direction="row" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }} className="no-print">
        <Button
          component={RouterLink}
          to={`/subscriptions/payments/${paymentId}`}
          startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        >
          {t('back')}
        </Button>
        {r ? (
          <>
            <Button
              variant="contained"
              startIcon={<Download />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate(`receipt-${r.receipt_number}.pdf`)}
            >
              {t('download_pdf')}
            </Button>
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
              {t('print')}
            </Button>
          </>
        ) : null}
      </Stack>
      {!r ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Paper
          variant="outlined"
          component="article"
          aria-label={t('title', { number: r.receipt_number })}
          sx={{ p: { xs: 2, sm: 4 } }}
        >
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 3 }}
          >
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('title', { number: r.receipt_number })}
            </Typography>
            <Typography color="text.secondary">{r.paid_at ? formatDateTime(r.paid_at) : ''}</Typography>
          </Stack>
          {r.refunded_at ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('refunded', { date: formatDateTime(r.refunded_at) })}
            </Alert>
          ) : null}
          <Typography variant="subtitle2" color="text.secondary">
            {t('to')}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            <bdi>{r.customer.name}</bdi>
            {r.customer.email ? (
              <>
                {' · '}
                <bdi dir="ltr">{r.customer.email}</bdi>
              </>
            ) : null}
            {r.customer.phone ? (
              <>
                {' · '}
                <bdi dir="ltr">{formatPhone(r.customer.phone)}</bdi>
              </>
            ) : null}
          </Typography>
          <Table size="small" aria-label={t('details')}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('for')}
                </TableCell>
                <TableCell>
                  <bdi>{r.description}</bdi>
                  {r.period_start && r.period_end
                    ? ` (${formatDate(r.period_start)} – ${formatDate(r.period_end)})`
                    : ''}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('net')}
                </TableCell>
                <TableCell>{money(r.amount - r.vat)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('vat', { percent: r.vat_percent })}
                </TableCell>
                <TableCell>{money(r.vat)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  {t('total')}
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>{money(r.amount)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t('method')}
                </TableCell>
                <TableCell>{r.card_last4 ? t('card', { last4: r.card_last4 }) : t('other_method')}</TableCell>
              </TableRow>
              {r.reference ? (
                <TableRow>
                  <TableCell component="th" scope="row">
                    {t('reference')}
                  </TableCell>
                  <TableCell>
                    <bdi dir="ltr">{r.reference}</bdi>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
};

export default ReceiptPage;
