// User records: lookups by e-mail (always lower-cased) and id, creation with a hashed password.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema/index';
import { hashPassword, randomPassword } from './password';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user;
}

/**
 * The look-up every signed-in request makes, prepared once per database handle: the query is not built again
 * per request, and PostgreSQL keeps its plan (a named statement on each connection).
 */
const byIdQueries = new WeakMap<Db, ReturnType<typeof prepareById>>();
const prepareById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  let query = byIdQueries.get(db);
  if (!query) {
    query = prepareById(db);
    byIdQueries.set(db, query);
  }
  const [user] = await query.execute({ id });
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
