// The bell in the app bar: the number of unread notifications, opening /notifications. Kept live by the
// notification stream (useLiveNotifications); polled every 30 seconds only while the stream is down.
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { UNREAD_POLL_MS, UNREAD_POLL_LIVE_MS, useUnreadCount } from './api';
import { useLiveNotifications } from './useLiveNotifications';

export function NotificationBell() {
  const translate = useTranslate();
  const live = useLiveNotifications();
  const unread = useUnreadCount(live ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS);
  const count = unread.data?.unread ?? 0;
  const label = translate('notifications.bell', { smart_count: count });
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={RouterLink}
        to="/notifications"
        aria-label={label}
        data-testid="notification-bell"
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
