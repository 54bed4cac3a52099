// User records: lookups by e-mail (always lower-cased) and id, creation with a hashed password.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowCacheOf } from '../db/coherent-cache';
import { users, type User } from '../db/schema/index';
import { hashPassword, randomPassword } from './password';
import { perDatabase } from '../db/per-database';

/** How a user is named to others (a note's author, an import's maker): first and last name, else the e-mail. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

/** The look-up of a user by id, prepared once per database handle (a named statement on each connection). */
const byIdQueryOf = perDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

/** Users read before, per database handle, dropped when their row changes (trigger users_changed, migration 0007). */
const userCacheOf = rowCacheOf<User>('users_changed');

/**
 * The user with this id: the look-up every signed-in request makes. Answered from memory while the change feed is
 * live: any update or deletion of the row drops it (on PGlite before the writing statement returns; on a server
 * as the commit's notification arrives), so a deactivated user is refused from then on. Cached users are frozen:
 * a request must not change what the next one sees.
 */
export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const cache = userCacheOf(db);
  const known = cache.get(id);
  if (known) return known;
  const ticket = cache.ticket();
  const [user] = await byIdQueryOf(db).execute({ id });
  if (user) cache.set(ticket, id, Object.freeze(user));
  return user;
}

export interface CreateUserInput {
  email: string;
  /** Omitted: the account gets an unusable random password (an invited user sets theirs). */
  password?: string;
  firstName?: string;
  lastName?: string;
  isActive?: boolean;
  isSuperuser?: boolean;
  /** An app reader (library signup): the app's calls only. */
  isReader?: boolean;
}

/** Inserts a user; null when the e-mail is taken (checked by the unique index, so it is race-free). */
export async function createUser(db: Db, input: CreateUserInput): Promise<User | null> {
  const hashedPassword = await hashPassword(input.password ?? randomPassword(32));
  const [user] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      hashedPassword,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      isActive: input.isActive ?? true,
      isSuperuser: input.isSuperuser ?? false,
      isReader: input.isReader ?? false,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user ?? null;
}

export async function setPassword(db: Db, userId: string, password: string): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ hashedPassword: await hashPassword(password) })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}
