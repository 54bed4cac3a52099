// Cookie sessions (auth variant B): a random cookie value, stored only as its SHA-256, revocable on the server.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { changeFeedOf, type Db } from '../db/client';
import { rowCacheOf } from '../db/coherent-cache';
import { sessions, type User } from '../db/schema/index';
import { findUserById } from './users';
import { perDatabase } from '../db/per-database';

export const SESSION_COOKIE = 'admin_session';

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the cookie value (expired sessions are swept on the way). */
export async function createSession(db: Db, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .insert(sessions)
    .values({ id: digest(token), userId, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) });
  return token;
}

/** A live session as a request needs it. */
interface SessionEntry {
  userId: string;
  expiresAt: number;
}

/** Sessions read before, per database handle, dropped when deleted (trigger sessions_gone, migration 0007). */
const sessionCacheOf = rowCacheOf<SessionEntry>('sessions_gone');

/**
 * The user of a live session, or undefined. The session is answered from memory once read (until it expires, is
 * revoked or deleted), the user by findUserById (until their row changes).
 */
export async function findSessionUser(db: Db, token: string): Promise<User | undefined> {
  const id = digest(token);
  const cache = sessionCacheOf(db);
  let session = cache.get(id);
  if (!session) {
    const ticket = cache.ticket();
    const [row] = await sessionQueryOf(db).execute({ id });
    if (!row) return undefined;
    session = { userId: row.userId, expiresAt: row.expiresAt.getTime() };
    cache.set(ticket, id, session);
  }
  if (session.expiresAt <= Date.now()) return undefined;
  return findUserById(db, session.userId);
}

/** The look-up of a session by its id, prepared once per database handle (see findUserById). */
const sessionQueryOf = perDatabase((db) =>
  db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);

/** Ends one session; this process refuses its cookie from the moment this returns (other processes a moment later). */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
  await changeFeedOf(db).sync();
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
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  ttlSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ttlSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
