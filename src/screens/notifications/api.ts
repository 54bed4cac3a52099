// The notification center's API (server/src/routes/notifications.ts).
import { http } from '../../dataProvider/http';

export const NOTIFICATION_KINDS = ['inquiry_new', 'inquiry_assigned', 'payment_failed', 'import_finished', 'job_finished', 'note_mention'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
  read: boolean;
  created_at: string;
}

export interface NotificationPreference {
  kind: NotificationKind;
  in_app: boolean;
  email: boolean;
}

export const notificationsApi = {
  preferences: () => http.get<{ items: NotificationPreference[] }>('/notifications/preferences'),
  setPreferences: (items: NotificationPreference[]) => http.put<{ items: NotificationPreference[] }>('/notifications/preferences', { items }),
  list: (query: { unread?: boolean; kind?: NotificationKind; limit?: number }) => http.get<{ items: AppNotification[]; total: number; unread: number }>('/notifications/', { query }),
  unreadCount: () => http.get<{ unread: number }>('/notifications/unread_count', { silent: true }),
  mark: (id: number, read: boolean) => http.post<AppNotification>(`/notifications/${id}/read`, { read }),
  readAll: () => http.post<{ unread: number }>('/notifications/read_all'),
};

/** The bell's refresh while the live stream is down: often enough to notice a new inquiry within half a minute. */
export const UNREAD_POLL_MS = 30_000;
/** While the stream is live, a rare check all the same. */
export const UNREAD_POLL_LIVE_MS = 5 * 60_000;
