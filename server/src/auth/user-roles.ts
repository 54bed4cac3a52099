// Who holds which role: read for the users list and pages, replaced as a whole when a superuser changes it.
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { roles, userRoles } from '../db/schema/index';
import { validationError } from '../errors';

/** Each user's role ids (ascending); users without roles are absent. */
export async function roleIdsOf(db: Db, userIds: string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (!userIds.length) return out;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, userIds)).orderBy(userRoles.roleId);
  for (const { userId, roleId } of rows) out.set(userId, [...(out.get(userId) ?? []), roleId]);
  return out;
}

/** Gives the user exactly these roles (inside the caller's transaction); 422 `not_found` on `role_ids` when one is unknown. */
export async function setRoles(tx: Tx | Db, userId: string, roleIds: number[]): Promise<void> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted));
    if (found.length !== wanted.length)
      throw validationError(
        ['body', 'role_ids'],
        'Value error, no role with this id',
        roleIds,
        'value_error',
        'not_found',
      );
  }
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (wanted.length) await tx.insert(userRoles).values(wanted.map((roleId) => ({ userId, roleId })));
}

/** A user's role names, sorted and joined (for the security log); '—' for none. */
export async function roleNamesOf(tx: Tx | Db, userId: string): Promise<string> {
  const rows = await tx
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return (
    rows
      .map((r) => r.name)
      .sort()
      .join(', ') || '—'
  );
}
