// The security log as a six-column table (wider screens).
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { SmallTable } from '../../widgets/table/SmallTable';
import { eventDetails } from './eventText';
import { KindChip, subjectOf, Who } from './SecurityEventParts';
import type { SecurityEvent } from './securityLogApi';

const COLUMNS = ['at', 'kind', 'who', 'subject', 'details', 'ip'] as const;

/** The events; undefined while they load. */
export const SecurityEventsTable = ({ items }: { items: SecurityEvent[] | undefined }) => {
  const translate = useTranslate();
  return (
    <SmallTable
      label={translate('security.title')}
      items={items}
      empty={translate('security.empty')}
      headings={COLUMNS.map((column) => translate(`security.column.${column}`))}
      row={(event) => (
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
      )}
    />
  );
};
