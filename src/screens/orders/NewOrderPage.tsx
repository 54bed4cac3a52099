// Staff take an order (a phone order): choose the customer, add products and bundles, a coupon, shipping and the
// recipient, then place it. Everything is a server cart (priced there); its id stays in the address (?cart=), so a
// reload or a slip of the finger loses nothing.
import Delete from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { http } from '../../dataProvider/http';
import { AsyncPicker, type PickerOption } from './AsyncPicker';
import { cartApi, type Cart, type ShippingInfo } from './api';
import { bundleOption, customerOption, Money, productOption } from './pickers';
import { LineTotal } from './LineTotal';
import { TotalsTable } from './TotalsTable';

const INFO_FIELDS = ['name', 'phone', 'address', 'city', 'zip', 'notes'] as const;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

function Quantity({ value, onChange, label }: { value: number; onChange: (n: number) => void; label: string }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && n <= 10_000 && n !== value) onChange(n);
    else setText(String(value));
  };
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      slotProps={{ htmlInput: { min: 1, max: 10000, 'aria-label': label, style: { width: 56 } } }}
    />
  );
}

export default function NewOrderPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const cartId = params.get('cart') ? Number(params.get('cart')) : null;
  const fromCustomer = params.get('customer_id') ? Number(params.get('customer_id')) : null;
  const [couponText, setCouponText] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [info, setInfo] = useState<ShippingInfo>({});
  const cart = useQuery({
    queryKey: ['cart', cartId],
    queryFn: () => http.get<Cart>(`/ecommerce/cart/${cartId}`),
    enabled: cartId !== null,
  });
  const options = useQuery({
    queryKey: ['shipping-options', 'active'],
    queryFn: () =>
      http.get<{ items: Array<{ id: number; name: string; price: number; is_default: boolean }> }>(
        '/ecommerce/shipping_options',
        { query: { active_only: true } },
      ),
  });
  const data = cart.data;
  useEffect(() => {
    if (data) setInfo(data.shipping_info);
  }, [data?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const show = (next: Cart) => {
    queryClient.setQueryData(['cart', next.id], next);
    if (next.id !== cartId) setParams((p) => ({ ...Object.fromEntries(p), cart: String(next.id) }), { replace: true });
  };
  /** The cart to change: the one in the address, or a new one for the chosen customer (with the default shipping). */
  const ensureCart = async (customerId: number | null = data?.customer_id ?? fromCustomer): Promise<number> => {
    if (cartId !== null) return cartId;
    const made = await cartApi.create(customerId);
    const preferred = options.data?.items.find((o) => o.is_default);
    const ready = preferred ? await cartApi.shipping(made.id, { shipping_option_id: preferred.id }) : made;
    show(ready);
    return ready.id;
  };
  const change = useMutation({
    mutationFn: async (fn: (id: number) => Promise<Cart>) => fn(await ensureCart()),
    onSuccess: show,
  });
  const chooseCustomer = useMutation({
    mutationFn: async (option: PickerOption) =>
      cartId === null
        ? cartApi.associate(await ensureCart(option.id), option.id)
        : cartApi.associate(cartId, option.id),
    onSuccess: show,
  });
  const applyCoupon = useMutation({
    mutationFn: async () => cartApi.applyCoupon(await ensureCart(), couponText.trim()),
    onSuccess: (next) => {
      setCouponError(null);
      setCouponText('');
      notify(translate('resources.orders.new.coupon_applied', { code: next.coupon_code }), { type: 'success' });
      show(next);
    },
    onError: (error: Error) => setCouponError(error.message),
  });
  const checkout = useMutation({
    mutationFn: async () => {
      if (!cartId) throw new Error(translate('resources.orders.new.need_items'));
      await cartApi.shippingInfo(cartId, info);
      return cartApi.checkout(cartId);
    },
    onSuccess: (order) => {
      notify(translate('resources.orders.new.placed', { id: order.id }), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['shop/orders'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      navigate(fromCustomer ? `/customers/${fromCustomer}/orders/${order.id}` : `/shop/orders/${order.id}`);
    },
  });

  const customerValue: PickerOption | null = data?.customer_id
    ? { id: data.customer_id, label: data.customer_name ?? `#${data.customer_id}` }
    : null;
  const preset = useQuery({
    queryKey: ['picker', 'customer', fromCustomer],
    queryFn: () => http.get<Record<string, unknown>>(`/person/${fromCustomer}`),
    enabled: fromCustomer !== null && !data?.customer_id,
    select: customerOption,
  });
  const items = data?.items ?? [];
  const missing = !data?.customer_id && !preset.data ? 'need_customer' : items.length === 0 ? 'need_items' : null;
  const saveInfo = () => {
    if (cartId && JSON.stringify(info) !== JSON.stringify(data?.shipping_info ?? {}))
      change.mutate((id) => cartApi.shippingInfo(id, info));
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.orders.new.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.orders.new.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={translate('resources.orders.new.customer')}>
            <AsyncPicker
              label={translate('resources.orders.new.customer')}
              helperText={translate('resources.orders.new.customer_hint')}
              path="/person/"
              toOption={customerOption}
              value={customerValue ?? preset.data ?? null}
              onPick={(o) => chooseCustomer.mutate(o)}
            />
          </Section>
          <Section title={translate('resources.orders.new.products')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
              <Box sx={{ flex: 2 }}>
                <AsyncPicker
                  label={translate('resources.orders.new.product_search')}
                  path="/ecommerce/list_products"
                  query={{ is_active: true }}
                  toOption={productOption(locale)}
                  onPick={(o) => change.mutate((id) => cartApi.addProduct(id, o.id))}
                  clearOnPick
                />
              </Box>
              <Box sx={{ flex: 1 }}>
                <AsyncPicker
                  label={translate('resources.orders.new.bundle_search')}
                  path="/ecommerce/bundles"
                  query={{ is_active: true }}
                  toOption={bundleOption(locale)}
                  onPick={(o) => change.mutate((id) => cartApi.addBundle(id, o.id))}
                  clearOnPick
                />
              </Box>
            </Stack>
            {items.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {translate('resources.orders.new.empty')}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('resources.orders.new.products')}>
                  <TableBody>
                    {items.map((item) => (
                      <TableRow key={item.id}>
                        <TableCell>
                          <bdi>{item.name}</bdi>
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            <Money value={item.unit_price} />
                          </Typography>
                          {item.problem ? (
                            <Chip
                              size="small"
                              color="error"
                              label={translate(`resources.orders.new.problems.${item.problem}`)}
                              sx={{ mt: 0.5 }}
                            />
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <Quantity
                            value={item.quantity}
                            label={translate('resources.orders.page.quantity')}
                            onChange={(n) => change.mutate((id) => cartApi.setQuantity(id, item.id, n))}
                          />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <LineTotal line={item} />
                        </TableCell>
                        <TableCell padding="checkbox">
                          <IconButton
                            aria-label={translate('resources.orders.new.remove', { name: item.name })}
                            onClick={() => change.mutate((id) => cartApi.remove(id, item.id))}
                          >
                            <Delete />
                          </IconButton>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Section>
          <Section title={translate('resources.orders.new.recipient')}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {INFO_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={translate(`resources.orders.new.info.${field}`)}
                  value={info[field] ?? ''}
                  onChange={(e) => setInfo((v) => ({ ...v, [field]: e.target.value }))}
                  onBlur={saveInfo}
                  multiline={field === 'notes'}
                  sx={field === 'notes' || field === 'address' ? { gridColumn: '1 / -1' } : undefined}
                  slotProps={{
                    htmlInput: {
                      maxLength: field === 'notes' ? 1000 : 300,
                      ...(field === 'phone' ? { dir: 'ltr', inputMode: 'tel' } : {}),
                    },
                  }}
                />
              ))}
            </Box>
          </Section>
        </Stack>
        <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <Section title={translate('resources.orders.new.coupon_title')}>
            {data?.coupon_code ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip label={data.coupon_code} color="success" />
                <Button size="small" onClick={() => change.mutate((id) => cartApi.removeCoupon(id))}>
                  {translate('resources.orders.new.coupon_remove')}
                </Button>
              </Stack>
            ) : (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
                component="form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  if (couponText.trim()) applyCoupon.mutate();
                }}
              >
                <TextField
                  size="small"
                  label={translate('resources.orders.new.coupon')}
                  value={couponText}
                  onChange={(e) => {
                    setCouponText(e.target.value);
                    setCouponError(null);
                  }}
                  error={Boolean(couponError)}
                  helperText={couponError ?? ' '}
                  slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40 } }}
                  sx={{ flex: 1 }}
                />
                <Button type="submit" variant="outlined" disabled={!couponText.trim()} loading={applyCoupon.isPending}>
                  {translate('resources.orders.new.apply')}
                </Button>
              </Stack>
            )}
            {data?.coupon_below_minimum ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('resources.orders.new.coupon_below_minimum')}
              </Alert>
            ) : null}
          </Section>
          <Section title={translate('resources.orders.new.shipping')}>
            <TextField
              select
              fullWidth
              label={translate('resources.orders.new.shipping_option')}
              value={data ? (data.shipping_option_id ?? '') : (options.data?.items.find((o) => o.is_default)?.id ?? '')}
              onChange={(e) =>
                change.mutate((id) =>
                  cartApi.shipping(id, { shipping_option_id: e.target.value === '' ? null : Number(e.target.value) }),
                )
              }
            >
              <MenuItem value="">{translate('resources.orders.new.no_shipping')}</MenuItem>
              {(options.data?.items ?? []).map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  <bdi>{o.name}</bdi>&nbsp;·&nbsp;
                  <Money value={o.price} />
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch
                  checked={data?.free_shipping ?? false}
                  onChange={(e) => change.mutate((id) => cartApi.shipping(id, { free_shipping: e.target.checked }))}
                />
              }
              label={translate('resources.orders.new.free_shipping')}
            />
          </Section>
          <Section title={translate('resources.orders.new.summary')}>
            {data ? (
              <TotalsTable totals={data} />
            ) : (
              <Typography color="text.secondary">{translate('resources.orders.new.empty')}</Typography>
            )}
            {missing ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(`resources.orders.new.${missing}`)}
              </Typography>
            ) : null}
            <Button
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              disabled={Boolean(missing) || items.some((i) => i.problem)}
              loading={checkout.isPending}
              onClick={() => checkout.mutate()}
            >
              {translate('resources.orders.new.checkout')}
            </Button>
          </Section>
        </Stack>
      </Box>
    </Box>
  );
}
