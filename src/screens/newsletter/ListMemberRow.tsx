// One member in a distribution list's members table: name (with the e-mail under it on phones), e-mail, status
// on this list and since when, and the button that takes them off.
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import { fullName } from '../../lib/names';
import type { ContactRow } from './api';
import { LabelledIconButton } from '../../theme/LabelledIconButton';

/** Columns left out on phones (the e-mail moves under the name). */
export const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

export function ListMemberRow({
  contact,
  listId,
  setRemoving,
}: {
  contact: ContactRow;
  listId: number;
  setRemoving: (contact: ContactRow) => void;
}) {
  const translate = useTranslate();
  const on = contact.lists.find((l) => l.list_id === listId);
  return (
    <TableRow key={contact.id}>
      <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: { xs: 170, sm: 'none' } }}>
        <Link to={`/newsletter/contacts/${contact.id}`}>{fullName(contact) || `#${contact.id}`}</Link>
        <Typography
          variant="body2"
          color="text.secondary"
          noWrap
          sx={{ display: { xs: 'block', sm: 'none' }, maxWidth: 170 }}
        >
          <bdi dir="ltr">{contact.email ?? ''}</bdi>
        </Typography>
      </TableCell>
      <TableCell sx={wide}>
        <bdi dir="ltr">{contact.email ?? ''}</bdi>
      </TableCell>
      <TableCell>
        {on ? (
          <Chip
            size="small"
            variant={on.status === 'subscribed' ? 'filled' : 'outlined'}
            label={translate(`newsletter.member_statuses.${on.status}`)}
          />
        ) : null}
      </TableCell>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatDateTime(on?.changed_at)}</TableCell>
      <TableCell align="right">
        {/* An icon on every width: the words wrapped to three lines in a phone's row. */}
        <LabelledIconButton
          label={`${translate('newsletter.contacts.remove')}: ${fullName(contact)}`}
          size="small"
          color="error"
          onClick={() => setRemoving(contact)}
        >
          <PersonRemoveOutlined fontSize="small" />
        </LabelledIconButton>
      </TableCell>
    </TableRow>
  );
}
