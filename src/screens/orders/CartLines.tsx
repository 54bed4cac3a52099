// The new order's products: products and bundles added by search, each line with its price, its problem if any,
// its quantity (typed, kept on leaving the box or Enter) and its total, removed by its bin.
import Delete from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { AsyncPicker } from './AsyncPicker';
import { cartApi, type CartItem } from './api';
import { LineTotal } from './LineTotal';
import { bundleOption, Money, productOption } from './pickers';
import type { OrderCart } from './useOrderCart';

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

function CartLine({ item, change }: { item: CartItem; change: OrderCart['change'] }) {
  const translate = useTranslate();
  return (
    <TableRow>
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
          onChange={(n) => change((id) => cartApi.setQuantity(id, item.id, n))}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <LineTotal line={item} />
      </TableCell>
      <TableCell padding="checkbox">
        <IconButton
          aria-label={translate('resources.orders.new.remove', { name: item.name })}
          onClick={() => change((id) => cartApi.remove(id, item.id))}
        >
          <Delete />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

export function CartLines({ items, change }: Pick<OrderCart, 'items' | 'change'>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <Box sx={{ flex: 2 }}>
          <AsyncPicker
            label={translate('resources.orders.new.product_search')}
            path="/ecommerce/list_products"
            query={{ is_active: true }}
            toOption={productOption(locale)}
            onPick={(o) => change((id) => cartApi.addProduct(id, o.id))}
            clearOnPick
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <AsyncPicker
            label={translate('resources.orders.new.bundle_search')}
            path="/ecommerce/bundles"
            query={{ is_active: true }}
            toOption={bundleOption(locale, translate('resources.orders.new.bundle_not_running'))}
            onPick={(o) => change((id) => cartApi.addBundle(id, o.id))}
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
                <CartLine key={item.id} item={item} change={change} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
