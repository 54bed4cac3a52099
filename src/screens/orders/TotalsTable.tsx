// The totals under an order's or a cart's lines: subtotal, each discount, shipping, the VAT inside, the total.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { Totals } from './api';
import { Money } from './pickers';

export function TotalsTable({ totals }: { totals: Totals }) {
  const translate = useTranslate();
  const row = (label: React.ReactNode, value: number, strong = false, negative = false) => (
    <TableRow>
      <TableCell sx={{ border: 0, py: 0.5, fontWeight: strong ? 700 : undefined }}>{label}</TableCell>
      <TableCell align="right" sx={{ border: 0, py: 0.5, fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
        {negative && value ? '−' : ''}
        <Money value={value} />
      </TableCell>
    </TableRow>
  );
  return (
    <Table
      size="small"
      sx={{ mt: 1, maxWidth: 420, marginInlineStart: 'auto' }}
      aria-label={translate('resources.orders.new.summary')}
    >
      <TableBody>
        {row(translate('resources.orders.page.subtotal'), totals.subtotal)}
        {totals.discounts.map((d) => (
          <TableRow key={`${d.source}-${d.id}`}>
            <TableCell sx={{ border: 0, py: 0.5, color: 'success.main' }}>
              <bdi>{d.name}</bdi>
            </TableCell>
            <TableCell align="right" sx={{ border: 0, py: 0.5, color: 'success.main', whiteSpace: 'nowrap' }}>
              −<Money value={d.amount} />
            </TableCell>
          </TableRow>
        ))}
        {row(translate('resources.orders.page.shipping'), totals.shipping_total)}
        {row(translate('resources.orders.page.total'), totals.total, true)}
        {row(translate('resources.orders.page.vat'), totals.vat_total)}
      </TableBody>
    </Table>
  );
}
