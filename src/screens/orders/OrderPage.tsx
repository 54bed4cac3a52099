// One order (/shop/orders/:order_id and /customers/:customerID/orders/:order_id): its lines and
// totals, the customer, where it ships, payment, the status moves it allows (with a reason, kept in the history),
// internal notes, items added while it awaits payment, and a printable packing slip.
import { PaymentLinkButton } from '../billing/PaymentLinkButton';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime, shekels } from '../../lib/format';
import { OrderReceiptButton } from './OrderReceiptButton';
import { OrderPaymentState } from './OrderPaymentState';
import { AsyncPicker } from './AsyncPicker';
import { reactAdminKey } from '../../dataProvider/queryKeys';
import { orderApi, orderKeys, useOrder, type Order, type OrderStatus } from './api';
import { productOption } from './pickers';
import { OrderCustomer, OrderHistory, OrderLinesTable } from './OrderSections';
import { TitledSection } from '../../widgets/page/TitledSection';
import { UnmatchedPayments } from './UnmatchedPayments';
import { StatusChip } from './StatusChip';
import { TotalsTable } from './TotalsTable';
import { ChangedElsewhereAlert, useChangedElsewhere } from '../../engine/live/useChangedElsewhere';
import { NoteConfirmDialog } from '../../engine/views/NoteConfirmDialog';

const RETURNS_STOCK: OrderStatus[] = ['cancelled', 'refunded'];

export function StatusMoves({ order, onDone }: { order: Order; onDone: (o: Order) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [note, setNote] = useState('');
  const move = useMutation({
    mutationFn: () => orderApi.update(order.id, { status: target!, note: note.trim() || undefined }),
    onSuccess: (next) => {
      notify(
        translate('resources.orders.page.status_changed', {
          status: translate(`resources.orders.statuses.${next.status}`),
        }),
        { type: 'success' },
      );
      setTarget(null);
      setNote('');
      onDone(next);
    },
  });
  if (!order.allowed_statuses.length)
    return <Typography color="text.secondary">{translate('resources.orders.page.final')}</Typography>;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} className="no-print">
        {order.allowed_statuses.map((s) => (
          <Button
            key={s}
            variant={RETURNS_STOCK.includes(s) ? 'outlined' : 'contained'}
            color={RETURNS_STOCK.includes(s) ? 'error' : 'primary'}
            onClick={() => setTarget(s)}
          >
            {translate(`resources.orders.moves.${s}`)}
          </Button>
        ))}
      </Stack>
      <NoteConfirmDialog
        open={target !== null}
        title={
          target
            ? translate('resources.orders.page.status_confirm', {
                status: translate(`resources.orders.statuses.${target}`),
              })
            : null
        }
        noteLabel={translate('resources.orders.page.status_note')}
        note={note}
        setNote={setNote}
        noteMaxLength={1000}
        pending={move.isPending}
        onClose={() => setTarget(null)}
        onConfirm={() => move.mutate()}
      >
        {target && RETURNS_STOCK.includes(target) ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.orders.page.status_confirm_stock')}
          </Alert>
        ) : null}
        {target === 'paid' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.orders.page.status_confirm_paid', { amount: shekels(order.total, locale) })}
          </Alert>
        ) : null}
        {target === 'refunded' && order.payment && !order.payment.refunded_at ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('resources.orders.page.status_confirm_refund', {
              amount: shekels(order.payment.amount, locale),
            })}
          </Alert>
        ) : null}
      </NoteConfirmDialog>
    </>
  );
}

function Notes({ order, onDone }: { order: Order; onDone: (o: Order) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState(order.notes ?? '');
  // a new saved note (here or elsewhere) replaces the text unless the person has typed their own
  const saved = useRef(order.notes ?? '');
  useEffect(() => {
    setText((typed) => (typed === saved.current ? (order.notes ?? '') : typed));
    saved.current = order.notes ?? '';
  }, [order.notes]);
  const save = useMutation({
    mutationFn: () => orderApi.update(order.id, { notes: text.trim() || null }),
    onSuccess: (next) => {
      notify('resources.orders.page.notes_saved', { type: 'success' });
      onDone(next);
    },
  });
  return (
    <Stack spacing={1} className="no-print">
      <TextField
        label={translate('resources.orders.page.notes')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box>
        <Button onClick={() => save.mutate()} disabled={text === (order.notes ?? '')} loading={save.isPending}>
          {translate('resources.orders.page.notes_save')}
        </Button>
      </Box>
    </Stack>
  );
}

function AddItem({ order, onDone }: { order: Order; onDone: (o: Order) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const add = useMutation({
    mutationFn: (productId: number) => orderApi.addItems(order.id, [{ product_id: productId, quantity: 1 }]),
    onSuccess: (next) => {
      notify('resources.orders.page.added', { type: 'success' });
      onDone(next);
    },
  });
  return (
    <Box className="no-print" sx={{ mt: 2, maxWidth: 420 }}>
      <AsyncPicker
        label={translate('resources.orders.page.add_items')}
        path="/ecommerce/list_products"
        query={{ is_active: true }}
        toOption={productOption(locale)}
        onPick={(o) => add.mutate(o.id)}
        clearOnPick
      />
    </Box>
  );
}

export default function OrderPage() {
  const translate = useTranslate();
  const params = useParams();
  const id = params.orderId ?? params.id;
  const customerId = params.customerID;
  const queryClient = useQueryClient();
  const order = useOrder(id);
  const refresh = (next: Order) => {
    queryClient.setQueryData(orderKeys.detail(id), next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.of('counts') });
    void queryClient.invalidateQueries({ queryKey: reactAdminKey('shop/orders') });
  };
  // a change by someone else (status, payment, items) shows at once; a note being typed stays (Notes)
  const live = useChangedElsewhere({
    path: '/ecommerce/order',
    shown: order.data,
    read: () => orderApi.one(id!),
    take: (fresh) => queryClient.setQueryData(orderKeys.detail(id), fresh),
    dirty: false,
  });
  if (order.isPending) return <Loading />;
  if (!order.data) return null;
  const o = order.data;
  const info = o.shipping_info;
  const address = [
    info.name,
    info.address,
    [info.zip, info.city].filter(Boolean).join(' '),
    info.phone,
    info.notes,
  ].filter(Boolean);
  return (
    <Box sx={{ py: 2 }}>
      <GlobalStyles
        styles={{
          '@media print': {
            'header, nav, .RaSidebar-fixed, .no-print, .MuiDrawer-root': { display: 'none !important' },
          },
        }}
      />
      <Title title={translate('resources.orders.page.title', { id: o.id })} />
      <ChangedElsewhereAlert {...live} />
      <Button
        component={RouterLink}
        to={customerId ? `/customers/${customerId}?t=orders` : '/shop/orders'}
        startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        className="no-print"
        sx={{ mb: 1 }}
      >
        {translate(customerId ? 'resources.orders.page.back_customer' : 'resources.orders.page.back')}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('resources.orders.page.title', { id: o.id })}
        </Typography>
        <StatusChip status={o.status} />
        <Typography color="text.secondary">
          {translate('resources.orders.page.placed', { date: formatDateTime(o.placed_at) })}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {o.status === 'pending' ? <PaymentLinkButton orderId={o.id} /> : null}
        <Button startIcon={<Print />} onClick={() => window.print()} className="no-print">
          {translate('resources.orders.page.print')}
        </Button>
      </Stack>
      <Box component="section" aria-label={translate('resources.orders.page.change_status')} sx={{ mb: 2 }}>
        <StatusMoves order={o} onDone={refresh} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <TitledSection outlined title={translate('resources.orders.page.lines')}>
            <OrderLinesTable order={o} />
            <TotalsTable totals={o} />
            {o.status === 'pending' ? <AddItem order={o} onDone={refresh} /> : null}
          </TitledSection>
          <TitledSection outlined title={translate('resources.orders.page.history')}>
            <OrderHistory order={o} />
          </TitledSection>
        </Stack>
        <Stack spacing={2}>
          <TitledSection outlined title={translate('resources.orders.page.customer')}>
            <OrderCustomer order={o} />
          </TitledSection>
          <TitledSection outlined title={translate('resources.orders.page.shipping_to')}>
            {o.shipping_name ? (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {o.shipping_name}
              </Typography>
            ) : null}
            {address.length ? (
              address.map((line) => (
                <Typography key={line} variant="body2">
                  <bdi>{line}</bdi>
                </Typography>
              ))
            ) : (
              <Typography color="text.secondary">{translate('resources.orders.page.no_shipping_info')}</Typography>
            )}
          </TitledSection>
          <TitledSection outlined title={translate('resources.orders.page.payment')}>
            <Stack spacing={1}>
              <OrderPaymentState order={o} />
              <OrderReceiptButton order={o} />
              <UnmatchedPayments order={o} />
            </Stack>
          </TitledSection>
          <TitledSection outlined title={translate('resources.orders.page.notes')}>
            <Notes order={o} onDone={refresh} />
          </TitledSection>
        </Stack>
      </Box>
    </Box>
  );
}
