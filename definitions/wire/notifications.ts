// The notification center's kinds and answers (server/src/routes/notifications.ts), as the server sends them and the
// admin reads them. Kinds: a new inquiry, an inquiry assigned to the reader, a subscription payment that failed, a
// payment taken that nothing was owed for (paid twice), an import finished, a scheduled job finished, the reader
// mentioned in a note.
export const NOTIFICATION_KINDS = [
  'inquiry_new',
  'inquiry_assigned',
  'payment_failed',
  'payment_unmatched',
  'import_finished',
  'job_finished',
  'note_mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** Kinds the admin also shows as a toast when they arrive live. */
export const URGENT_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'inquiry_assigned',
  'payment_failed',
  'payment_unmatched',
];

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

/** What the live stream sends: the unread count, whether changes reach the server live, and the new notifications. */
export interface LiveUpdate {
  unread: number;
  /** True while the database's notifications reach the server: the admin may then poll rarely. */
  live: boolean;
  fresh: Array<AppNotification & { urgent: boolean }>;
}

/**
 * A stream names first, as it opens, the paths of the records changed within this long before it began to listen
 * (a `records` event): a list read that long before the stream opened is then told every change it may lack, so the
 * admin keeps the lists it asked for within this long before the opening as fresh instead of asking them again.
 */
export const FEED_REPLAY_MS = 30_000;
