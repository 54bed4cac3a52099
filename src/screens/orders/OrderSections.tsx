// The read-only sections of one order's page: its lines, its history and its customer.
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatPhone } from '../../../definitions/entity/phone';
import { HistoryList } from '../../widgets/history/HistoryList';
import { SmallTable } from '../../widgets/table/SmallTable';
import type { Order } from './api';
import { Money } from './pickers';
import { LineTotal } from './LineTotal';

export function OrderLinesTable({ order: o }: { order: Order }) {
  const translate = useTranslate();
  const figure = (key: string) => ({ label: translate(`resources.orders.page.${key}`), align: 'right' as const });
  return (
    <SmallTable
      items={o.items}
      empty={translate('resources.orders.new.empty')}
      label={translate('resources.orders.page.lines')}
      headings={[
        translate('resources.orders.page.product'),
        figure('unit_price'),
        figure('quantity'),
        figure('line_total'),
      ]}
      row={(line) => (
        <TableRow key={line.id}>
          <TableCell>
            <bdi>{line.name}</bdi>
            {line.sku ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {line.sku}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell align="right">
            <Money value={line.unit_price} />
          </TableCell>
          <TableCell align="right">{line.quantity}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <LineTotal line={line} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}

export function OrderHistory({ order: o }: { order: Order }) {
  const translate = useTranslate();
  return (
    <HistoryList
      lines={o.history.map((h) => ({
        key: h.id,
        at: h.at,
        by: h.by,
        text: (
          <>
            {h.from_status === null && h.to_status ? (
              translate('resources.orders.page.history_created')
            ) : h.to_status ? (
              translate('resources.orders.page.history_move', {
                from: translate(`resources.orders.statuses.${h.from_status}`),
                to: translate(`resources.orders.statuses.${h.to_status}`),
              })
            ) : (
              <bdi>{h.note}</bdi>
            )}
            {h.to_status && h.note ? (
              <>
                {': '}
                <bdi>{h.note}</bdi>
              </>
            ) : null}
          </>
        ),
      }))}
    />
  );
}

export function OrderCustomer({ order: o }: { order: Order }) {
  const translate = useTranslate();
  return (
    <>
      {o.customer_id ? (
        <Link component={RouterLink} to={`/customers/${o.customer_id}`}>
          <bdi>{o.customer_name || `#${o.customer_id}`}</bdi>
        </Link>
      ) : (
        <Typography color="text.secondary">
          {o.customer_name || translate('resources.orders.page.no_customer')}
        </Typography>
      )}
      {[o.customer_email, o.customer_phone && formatPhone(o.customer_phone)].filter(Boolean).map((v) => (
        <Typography key={v} variant="body2" dir="ltr" sx={{ textAlign: 'start' }}>
          {v}
        </Typography>
      ))}
    </>
  );
}
