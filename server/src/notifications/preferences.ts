// A person's notification preferences as the API answers them: every kind, with the default (in the app, not by
// e-mail) for a kind they never changed.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { NOTIFICATION_KINDS, notificationPreferences } from '../db/schema/index';

export const preferencesSchema = z
  .object({
    items: z
      .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), in_app: z.boolean(), email: z.boolean() }).strict())
      .max(NOTIFICATION_KINDS.length)
      .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, {
        message: 'Each kind at most once',
      }),
  })
  .strict()
  .meta({ id: 'NotificationPreferences' });

export async function preferencesOf(db: Db, userId: string): Promise<z.infer<typeof preferencesSchema>> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return {
    items: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      in_app: byKind.get(kind)?.inApp ?? true,
      email: byKind.get(kind)?.byEmail ?? false,
    })),
  };
}

/** Set the person's preferences for the kinds given (others keep theirs). */
export async function setPreferences(db: Db, userId: string, items: z.infer<typeof preferencesSchema>['items']) {
  const rows = items.map((p) => ({ userId, kind: p.kind, inApp: p.in_app, byEmail: p.email }));
  if (!rows.length) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, byEmail: sql`excluded.by_email` },
    });
}
