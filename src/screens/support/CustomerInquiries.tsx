// The customer page's inquiries tab (/customers/:customerID, child inquiries): every inquiry of the
// customer, newest activity first, each opening its thread.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { useCustomerInquiries } from './api';
import { statusColor } from './statusColors';

export function CustomerInquiries({ personId }: { personId: number }) {
  const translate = useTranslate();
  const list = useCustomerInquiries(personId);
  if (list.isSuccess && list.data.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {translate('support.customer_tab.empty')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={translate('support.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('support.fields.subject')}</TableCell>
          <TableCell>{translate('support.fields.status')}</TableCell>
          <TableCell>{translate('support.fields.assignee_id')}</TableCell>
          <TableCell>{translate('support.thread.received')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(list.data?.items ?? []).map((inquiry) => (
          <TableRow key={inquiry.id}>
            <TableCell>
              <Link
                component={RouterLink}
                to={`/support/${inquiry.id}`}
                dir="auto"
                sx={{ fontWeight: inquiry.unread ? 700 : 400 }}
              >
                {inquiry.subject || translate('support.no_subject')}
              </Link>
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={statusColor[inquiry.status]}
                label={translate(`support.status.${inquiry.status}`)}
              />
            </TableCell>
            <TableCell>{inquiry.assignee_name ?? ''}</TableCell>
            <TableCell>
              <bdi>{formatDateTime(inquiry.last_message_at)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
