// The notification center's API (server/src/routes/notifications.ts).
import type {
  AppNotification,
  NotificationKind,
  NotificationPreference,
} from '../../../definitions/wire/notifications';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';
import { queryKeysOf } from '../../dataProvider/queryKeys';

export {
  NOTIFICATION_KINDS,
  type AppNotification,
  type NotificationKind,
  type NotificationPreference,
} from '../../../definitions/wire/notifications';

export const notificationsApi = {
  preferences: () => http.get<{ items: NotificationPreference[] }>('/notifications/preferences'),
  setPreferences: (items: NotificationPreference[]) =>
    http.put<{ items: NotificationPreference[] }>('/notifications/preferences', { items }),
  list: (query: { unread?: boolean; kind?: NotificationKind; limit?: number }) =>
    http.get<{ items: AppNotification[]; total: number; unread: number }>('/notifications/', { query }),
  unreadCount: () => http.get<{ unread: number }>('/notifications/unread_count', { silent: true }),
  mark: (id: number, read: boolean) => http.post<AppNotification>(`/notifications/${id}/read`, { read }),
  readAll: () => http.post<{ unread: number }>('/notifications/read_all'),
};

/** The bell's refresh while the live stream is down: often enough to notice a new inquiry within half a minute. */
export const UNREAD_POLL_MS = 30_000;
/** While the stream is live, a rare check all the same. */
export const UNREAD_POLL_LIVE_MS = 5 * 60_000;

/** The notification center's keys: the unread count, the lists (by what they show), the person's preferences. */
export const notificationKeys = queryKeysOf('notifications');
export const unreadKey = notificationKeys.of('unread');
export const preferencesKey = notificationKeys.of('preferences');

/** The unread count, asked again every `every` ms. */
export const useUnreadCount = (every: number) =>
  useQuery({ queryKey: unreadKey, queryFn: notificationsApi.unreadCount, refetchInterval: every });

/** The latest notifications, all or the unread, of one kind or of all. */
export const useNotifications = (show: 'all' | 'unread', kind: NotificationKind | '') =>
  useQuery({
    queryKey: notificationKeys.list({ show, kind }),
    queryFn: () =>
      notificationsApi.list({ unread: show === 'unread' ? true : undefined, kind: kind || undefined, limit: 200 }),
    refetchInterval: 30_000,
  });

/** Which notifications the person gets, and how. */
export const useNotificationPreferences = () =>
  useQuery({ queryKey: preferencesKey, queryFn: notificationsApi.preferences });
