// Route guards. Every protected route accepts a bearer access token (variant A) or the session cookie
// (variant B). They run as onRequest hooks, so 401/403 come before any body parsing or record lookup.
//
//   app.get('/x', { onRequest: requireUser }, (request) => currentUser(request).email)
//   app.addHook('onRequest', requireSuperuser)   // every route of a plugin
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../db/schema/index';
import { httpError } from '../errors';
import { requestGrants } from './grants';
import { can, routeNeed, type Need } from './permissions';
import { findSessionUser, sessionCookieOf } from './sessions';
import { passwordFingerprint, verifyToken } from './tokens';
import { findUserById } from './users';

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

function unauthorized(detail: string) {
  return httpError(401, detail, { 'www-authenticate': 'Bearer' });
}

/** The signed-in, active user of the request; throws 401 otherwise. Caches the result on the request. */
export async function authenticate(request: FastifyRequest): Promise<User> {
  if (request.user) return request.user;
  const { db, config } = request.server;
  let user: User | undefined;
  const bearer = bearerTokenOf(request);
  const cookie = sessionCookieOf(request);
  if (bearer) {
    const token = await verifyToken(config, bearer, ['access']);
    if (!token) throw unauthorized('Could not validate credentials');
    user = await findUserById(db, token.userId);
    // Made before the password last changed: ended.
    if (user && token.fingerprint !== passwordFingerprint(user.hashedPassword))
      throw unauthorized('Could not validate credentials');
  } else if (cookie) {
    user = await findSessionUser(db, cookie);
  } else {
    throw unauthorized('Not authenticated');
  }
  if (!user) throw unauthorized('Could not validate credentials');
  if (!user.isActive) throw unauthorized('Inactive user');
  // An app reader reaches the library app's own calls and nothing of the admin.
  if (user.isReader && request.routeOptions.config.appReader !== true)
    throw httpError(403, 'An app reader cannot use the admin');
  request.user = user;
  return user;
}

const FORBIDDEN = "The user doesn't have enough privileges";

/** What the request's route needs of a staff member: the route's own `permission`, else the catalogue's; undefined: superusers only. */
const needs = new Map<string, Need | undefined>();
export function needOf(request: FastifyRequest): Need | undefined {
  const declared = request.routeOptions.config.permission;
  if (declared) return declared;
  const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;
  if (!needs.has(key)) needs.set(key, routeNeed(key.split(' ')[0]!, request.routeOptions.url ?? ''));
  return needs.get(key);
}

/**
 * onRequest hook: 401 unless signed in as an active user; 403 unless a superuser or one whose roles grant what the
 * route needs (auth/permissions.ts). An app reader on the app's own calls needs no role.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await authenticate(request);
  if (user.isSuperuser || (user.isReader && request.routeOptions.config.appReader === true)) return;
  const need = needOf(request);
  if (!need) throw httpError(403, FORBIDDEN);
  await requireGrant(request, need);
}

/** Inside a handler: 403 unless the signed-in user is a superuser or their roles grant `need`. */
export async function requireGrant(request: FastifyRequest, need: Need): Promise<void> {
  const user = currentUser(request);
  if (!user.isSuperuser && !can(await requestGrants(request, user), need)) throw httpError(403, FORBIDDEN);
}

/** onRequest hook: 401 unless signed in, 403 unless a superuser. */
export async function requireSuperuser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await authenticate(request);
  if (!user.isSuperuser) throw httpError(403, FORBIDDEN);
}

/** The user a guard has let through (use inside handlers of guarded routes). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new Error('currentUser() called on a route without requireUser/requireSuperuser');
  return request.user;
}
