// A notification as the API answers it (the list, the stream's new arrivals).
import { z } from 'zod';
import { NOTIFICATION_KINDS, type Notification } from '../db/schema/index';

export const notificationSchema = z
  .object({
    id: z.int(),
    kind: z.enum(NOTIFICATION_KINDS),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    link: z.string(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });

export type NotificationJson = z.infer<typeof notificationSchema>;

export const notificationJson = (n: Notification): NotificationJson => ({
  id: n.id,
  kind: n.kind,
  params: n.params,
  link: n.link,
  read: n.readAt !== null,
  created_at: n.createdAt.toISOString(),
});
