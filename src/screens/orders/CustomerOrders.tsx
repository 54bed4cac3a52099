// The customer page's orders tab (/customers/:customerID, child orders with:order_id): what they
// bought in all, their orders newest first with each paid one's receipt number, and a new order for them.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, shekels } from '../../lib/format';
import { SmallTable } from '../../widgets/table/SmallTable';
import { useCustomerFigures, useCustomerOrders } from './api';
import { Money } from './pickers';
import { StatusChip } from './StatusChip';

export function CustomerOrders({ personId }: { personId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const orders = useCustomerOrders(personId);
  const figures = useCustomerFigures(personId);
  return (
    <Box>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography color="text.secondary">
          {figures.data
            ? translate('resources.orders.customer_tab.summary', {
                orders: figures.data.orders,
                revenue: shekels(figures.data.revenue, locale),
              })
            : null}
        </Typography>
        <Button startIcon={<Add />} component={RouterLink} to={`/shop/orders/create?customer_id=${personId}`}>
          {translate('resources.orders.customer_tab.new')}
        </Button>
      </Box>
      <SmallTable
        label={translate('resources.orders.name', { smart_count: 2 })}
        items={orders.data?.items}
        empty={translate('resources.orders.customer_tab.none')}
        headings={[
          translate('resources.orders.fields.id'),
          translate('resources.orders.fields.placed_at'),
          translate('resources.orders.fields.status'),
          translate('resources.orders.customer_tab.receipt'),
          { label: translate('resources.orders.fields.total'), align: 'right' },
        ]}
        row={(order) => (
          <TableRow key={order.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/customers/${personId}/orders/${order.id}`}>
                #{order.id}
              </Link>
            </TableCell>
            <TableCell>{formatDateTime(order.placed_at)}</TableCell>
            <TableCell>
              <StatusChip status={order.status} />
            </TableCell>
            <TableCell>{order.receipt_number ?? ''}</TableCell>
            <TableCell align="right">
              <Money value={order.total} />
            </TableCell>
          </TableRow>
        )}
      />
    </Box>
  );
}
