// The customer page's inquiries tab (/customers/:customerID, child inquiries): every inquiry of the
// customer, newest activity first, each opening its thread.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { SmallTable } from '../../widgets/table/SmallTable';
import { useCustomerInquiries } from './api';
import { statusColor } from './statusColors';

export function CustomerInquiries({ personId }: { personId: number }) {
  const translate = useTranslate();
  const list = useCustomerInquiries(personId);
  return (
    <SmallTable
      label={translate('support.title')}
      items={list.data?.items}
      empty={translate('support.customer_tab.empty')}
      headings={[
        translate('support.fields.subject'),
        translate('support.fields.status'),
        translate('support.fields.assignee_id'),
        translate('support.thread.received'),
      ]}
      row={(inquiry) => (
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
      )}
    />
  );
}
