// The security log as a six-column table (wider screens).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { eventDetails } from './eventText';
import { KindChip, subjectOf, Who } from './SecurityEventParts';
import type { SecurityEvent } from './securityLogApi';

export const SecurityEventsTable = ({ items, empty }: { items: SecurityEvent[]; empty: boolean }) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('security.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('security.column.at')}</TableCell>
            <TableCell>{translate('security.column.kind')}</TableCell>
            <TableCell>{translate('security.column.who')}</TableCell>
            <TableCell>{translate('security.column.subject')}</TableCell>
            <TableCell>{translate('security.column.details')}</TableCell>
            <TableCell>{translate('security.column.ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((event) => (
            <TableRow key={event.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
              <TableCell>
                <KindChip event={event} />
              </TableCell>
              <TableCell>
                <Who event={event} />
              </TableCell>
              <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                {subjectOf(event)}
              </TableCell>
              <TableCell>{eventDetails(event, translate)}</TableCell>
              <TableCell dir="ltr" sx={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                {event.ip}
              </TableCell>
            </TableRow>
          ))}
          {empty ? (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {translate('security.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
