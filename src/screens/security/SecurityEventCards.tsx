// The security log at phone width: one card per event (kind and time, who, on whom, what, from where) instead of a
// six-column table that would not fit.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/format';
import { eventDetails } from './eventText';
import { KindChip, subjectOf, Who } from './SecurityEventParts';
import type { SecurityEvent } from './securityLogApi';

export const SecurityEventCards = ({ items, empty }: { items: SecurityEvent[]; empty: boolean }) => {
  const translate = useTranslate();
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate('security.empty')}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={translate('security.title')}>
      {items.map((event) => {
        const subject = subjectOf(event);
        const details = eventDetails(event, translate);
        return (
          <ListItem key={event.id} divider sx={{ display: 'block', py: 1.25 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <KindChip event={event} />
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(event.at)}
              </Typography>
            </Box>
            <Who event={event} />
            {subject ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {translate('security.column.subject')}:{' '}
                <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                  {subject}
                </bdi>
              </Typography>
            ) : null}
            {details ? (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {details}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {translate('security.column.ip')}: <bdi dir="ltr">{event.ip}</bdi>
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
};
