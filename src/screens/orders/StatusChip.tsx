import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { OrderStatus } from './api';

const COLORS: Record<OrderStatus, 'default' | 'info' | 'primary' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  paid: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
  refunded: 'error',
};

/** An order's status as a coloured chip. */
export const StatusChip = ({ status }: { status: OrderStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
      label={translate(`resources.orders.statuses.${status}`)}
    />
  );
};
