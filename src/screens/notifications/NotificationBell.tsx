// The bell in the app bar: the number of unread notifications (refreshed every 30 seconds and whenever the
// notification center changes), opening /notifications.
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { notificationsApi, UNREAD_POLL_MS } from './api';

export function NotificationBell() {
  const translate = useTranslate();
  const unread = useQuery({ queryKey: ['notifications', 'unread'], queryFn: notificationsApi.unreadCount, refetchInterval: UNREAD_POLL_MS });
  const count = unread.data?.unread ?? 0;
  const label = translate('notifications.bell', { smart_count: count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/notifications" aria-label={label} data-testid="notification-bell">
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
