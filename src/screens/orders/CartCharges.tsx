// What the new order's cart is charged beside its lines: a coupon (typed and applied, or shown and removed; a
// refusal words itself under the box) and the shipping (an option, or none, and whether it is free).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { cartApi } from './api';
import { Money } from './pickers';
import type { OrderCart } from './useOrderCart';

function CouponForm({ ensureCart, show }: Pick<OrderCart, 'ensureCart' | 'show'>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [couponText, setCouponText] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
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
  return (
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
  );
}

export function CartCoupon({
  data,
  change,
  ensureCart,
  show,
}: Pick<OrderCart, 'data' | 'change' | 'ensureCart' | 'show'>) {
  const translate = useTranslate();
  return (
    <>
      {data?.coupon_code ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label={data.coupon_code} color="success" />
          <Button size="small" onClick={() => change((id) => cartApi.removeCoupon(id))}>
            {translate('resources.orders.new.coupon_remove')}
          </Button>
        </Stack>
      ) : (
        <CouponForm ensureCart={ensureCart} show={show} />
      )}
      {data?.coupon_below_minimum ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.orders.new.coupon_below_minimum')}
        </Alert>
      ) : null}
    </>
  );
}

export function CartShipping({
  data,
  change,
  shippingOptions,
}: Pick<OrderCart, 'data' | 'change' | 'shippingOptions'>) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        fullWidth
        label={translate('resources.orders.new.shipping_option')}
        value={data ? (data.shipping_option_id ?? '') : (shippingOptions.find((o) => o.is_default)?.id ?? '')}
        onChange={(e) =>
          change((id) =>
            cartApi.shipping(id, { shipping_option_id: e.target.value === '' ? null : Number(e.target.value) }),
          )
        }
      >
        <MenuItem value="">{translate('resources.orders.new.no_shipping')}</MenuItem>
        {shippingOptions.map((o) => (
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
            onChange={(e) => change((id) => cartApi.shipping(id, { free_shipping: e.target.checked }))}
          />
        }
        label={translate('resources.orders.new.free_shipping')}
      />
    </>
  );
}
