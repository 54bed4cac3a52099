// What the security log's table and its phone cards both show of an event: its kind (warnings stand out) and who.
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SecurityEvent, SecurityEventKind } from './securityLogApi';

const WARNING_KINDS: SecurityEventKind[] = ['sign_in_failed', 'user_rights_changed', 'user_deleted'];

export const KindChip = ({ event }: { event: SecurityEvent }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={WARNING_KINDS.includes(event.kind) ? 'warning' : 'default'}
      label={translate(`security.kind.${event.kind}`)}
    />
  );
};

/** The person's name (when known) over the e-mail they used. */
export const Who = ({ event }: { event: SecurityEvent }) => (
  <>
    {event.user_name ? <div>{event.user_name}</div> : null}
    <Typography
      variant="body2"
      color="text.secondary"
      dir="ltr"
      component="div"
      sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
    >
      {event.email}
    </Typography>
  </>
);

/** The account acted on, when it is not the actor's own. */
export const subjectOf = (event: SecurityEvent): string =>
  event.subject_email && event.subject_email !== event.email ? event.subject_email : '';
