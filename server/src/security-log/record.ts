// Writes the security log (db/schema/security-events.ts). Callers pass what happened and who; never a secret.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { securityEvents, type SecurityEventKind, type User } from '../db/schema/index';

export interface SecurityEventInput {
  kind: SecurityEventKind;
  /** Who acted (the signed-in person, or the account that signed in). */
  user?: Pick<User, 'id' | 'email'> | null;
  /** The e-mail when there is no user (a failed sign-in: as typed, cut to 320 characters). */
  email?: string;
  /** The account acted upon (a user created, changed or deleted). */
  subjectId?: string;
  details?: Record<string, string | number | boolean | null>;
}

/** Records one event, inside the caller's transaction when given one. */
export async function recordSecurityEvent(db: Db, request: FastifyRequest, event: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    userId: event.user?.id ?? null,
    email: (event.user?.email ?? event.email ?? '').slice(0, 320),
    subjectId: event.subjectId ?? null,
    ip: request.ip ?? '',
    details: event.details ?? {},
  });
}

/** What a change does to an account's rights, as `{field: 'from → to'}`: active, superuser, e-mail; a new password as `true`. */
export function rightsChanged(
  before: Pick<User, 'email' | 'isActive' | 'isSuperuser'>,
  change: { email?: string; isActive?: boolean; isSuperuser?: boolean; password?: boolean },
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  if (change.isActive !== undefined && change.isActive !== before.isActive)
    out.is_active = `${before.isActive} → ${change.isActive}`;
  if (change.isSuperuser !== undefined && change.isSuperuser !== before.isSuperuser)
    out.is_superuser = `${before.isSuperuser} → ${change.isSuperuser}`;
  if (change.email !== undefined && change.email.toLowerCase() !== before.email)
    out.email = `${before.email} → ${change.email.toLowerCase()}`;
  if (change.password) out.password = true;
  return out;
}
