// The bell in the app bar: the number of unread notifications, opening /notifications. Kept live by the
// notification stream (useLiveNotifications); polled every 30 seconds only while the stream is down.
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AppBarButton } from '../../theme/AppBarButton';
import { UNREAD_POLL_MS, UNREAD_POLL_LIVE_MS, useUnreadCount } from './api';
import { useLiveNotifications } from './useLiveNotifications';

export function NotificationBell() {
  const translate = useTranslate();
  const live = useLiveNotifications();
  const unread = useUnreadCount(live ? UNREAD_POLL_LIVE_MS : UNREAD_POLL_MS);
  const count = unread.data?.unread ?? 0;
  return (
    <AppBarButton
      label={translate('notifications.bell', { smart_count: count })}
      component={RouterLink}
      to="/notifications"
      data-testid="notification-bell"
    >
      <Badge badgeContent={count} color="error" max={99}>
        <NotificationsOutlined />
      </Badge>
    </AppBarButton>
  );
}
