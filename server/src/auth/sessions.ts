// Cookie sessions (auth variant B): a random cookie value, stored only as its SHA-256, revocable on the server.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema/index';

export const SESSION_COOKIE = 'admin_session';

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the cookie value (expired sessions are swept on the way). */
export async function createSession(db: Db, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values({ id: digest(token), userId, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
  return token;
}

/** The user of a live session, or undefined. */
export async function findSessionUser(db: Db, token: string): Promise<User | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ id: digest(token), now: new Date().toISOString() });
  return row?.user;
}

/** The look-up of every request signed in by cookie, prepared once per database handle (see findUserById). */
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();
const prepareSessionUser = (db: Db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`)))
    .limit(1)
    .prepare('session_user');

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
}

/** Signs a user out everywhere (but for the session `keepToken`, when given). */
export async function revokeUserSessions(db: Db, userId: string, keepToken?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepToken ? and(mine, ne(sessions.id, digest(keepToken))) : mine);
}

export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value ? value : undefined;
}

/** HttpOnly, SameSite=Lax, Secure when the request came over https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ttlSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
