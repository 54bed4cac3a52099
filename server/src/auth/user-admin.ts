// Changes to accounts: a page of them, one's own profile and password, and a superuser's creating, changing and
// deleting. A new password or deactivation ends the account's sessions, and a change of what an account may do is a
// security event, each in the one transaction with its change.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { listRows, orderBy } from '../db/list';
import { users, type User } from '../db/schema/index';
import { textSearch } from '../db/text-search';
import { updateOrRead } from '../db/update-or-read';
import { orNotFound } from '../errors';
import type { userUpdate } from './user-schemas';
import { recordSecurityEvent, rightsChanged } from '../security-log/record';
import { revokeUserSessions } from './sessions';
import { roleNamesOf, setRoles } from './user-roles';
import { createUser, type CreateUserInput } from './users';

export const userSortColumns = {
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
  is_active: users.isActive,
  is_superuser: users.isSuperuser,
} as const;
export type UserSort = keyof typeof userSortColumns;

export interface UserListQuery {
  skip: number;
  limit: number;
  sort: UserSort;
  order: 'asc' | 'desc';
  q?: string;
  is_active?: boolean;
  is_superuser?: boolean;
}

/** A page of users, narrowed by a search of e-mail and names and by being active and superuser. */
export async function listUsers(db: Db, query: UserListQuery) {
  const { skip, limit, sort, order, q, is_active, is_superuser } = query;
  const where = and(
    textSearch(q, [users.email, users.firstName, users.lastName]),
    is_active === undefined ? undefined : eq(users.isActive, is_active),
    is_superuser === undefined ? undefined : eq(users.isSuperuser, is_superuser),
  );
  return listRows(db, users, { where, orderBy: orderBy(userSortColumns[sort], order, users.id), skip, limit });
}

/** Change one's own names and e-mail (the e-mail already checked free). */
export async function updateProfile(
  db: Db,
  userId: string,
  change: { email?: string; firstName?: string; lastName?: string },
): Promise<User> {
  return (await updateOrRead(db, users, change, eq(users.id, userId)))!;
}

/** Set one's own new password: every other session ends, and it is a security event. */
export async function changeOwnPassword(
  db: Db,
  request: FastifyRequest,
  user: User,
  hashedPassword: string,
  keptSession: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ hashedPassword }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, keptSession);
    await recordSecurityEvent(tx, request, { kind: 'password_changed', user, subjectId: user.id });
  });
}

/** A new user with their roles, in one transaction; null when the e-mail is taken. */
export async function createUserWithRoles(db: Db, input: CreateUserInput, roleIds: number[]): Promise<User | null> {
  return db.transaction(async (tx) => {
    const created = await createUser(tx as unknown as Db, input);
    if (created && roleIds.length) await setRoles(tx, created.id, roleIds);
    return created;
  });
}

/**
 * Change a user (the e-mail already checked free, a new password already hashed), in one transaction: deactivation or
 * a new password ends their sessions, and a change of what the account may do (rights, roles, active, password,
 * e-mail) is a security event; names are not.
 */
export async function updateUser(
  db: Db,
  request: FastifyRequest,
  actor: User,
  target: User,
  body: z.output<typeof userUpdate>,
  hashedPassword: string | undefined,
): Promise<User> {
  return db.transaction(async (tx): Promise<User> => {
    const row = await updateOrRead(
      tx,
      users,
      {
        email: body.email,
        hashedPassword,
        firstName: body.first_name,
        lastName: body.last_name,
        isActive: body.is_active,
        isSuperuser: body.is_superuser,
      },
      eq(users.id, target.id),
    );
    if (body.is_active === false || hashedPassword) await revokeUserSessions(tx, target.id);
    const rights: Record<string, string | boolean> = rightsChanged(target, {
      email: body.email,
      isActive: body.is_active,
      isSuperuser: body.is_superuser,
      password: hashedPassword !== undefined,
    });
    if (body.role_ids) {
      const before = await roleNamesOf(tx, target.id);
      await setRoles(tx, target.id, body.role_ids);
      const after = await roleNamesOf(tx, target.id);
      if (before !== after) rights.roles = `${before} → ${after}`;
    }
    if (Object.keys(rights).length)
      await recordSecurityEvent(tx, request, {
        kind: 'user_rights_changed',
        user: actor,
        subjectId: target.id,
        details: rights,
      });
    return row!;
  });
}

/** Delete a user (their sessions go with them) and record it, in one transaction; a 404 when there is none. */
export async function deleteUser(db: Db, request: FastifyRequest, actor: User, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id, email: users.email });
    const gone = orNotFound(deleted[0]);
    await recordSecurityEvent(tx, request, { kind: 'user_deleted', user: actor, details: { email: gone.email } });
  });
}
