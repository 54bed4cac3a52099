// The auth matrix: every route the router holds (app.routeTable, filled by an onRoute hook, so a route added later is
// in it without anyone listing it here) × the credentials that must not open it: none, a forged token, a token
// signed with another key, an expired token, a deactivated user's token and cookie, a fresh self-sign-up awaiting
// approval: 401 or 403 on every route but the public ones. A signed-in staff user (not a superuser, holding the
// administrator role) gets 403 on exactly the superuser-only routes. The lists (route-lists.ts) are deliberate: a new
// public or superuser-only route is added to them by hand, and a route that opens by accident fails here.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../src/auth/tokens';
import { findUserByEmail } from '../src/auth/users';
import { users } from '../src/db/schema/index';
import { uniqueEmail, useTestApp } from './helpers';
import {
  PUBLIC_ROUTES,
  READER_ROUTES,
  requestFor,
  route,
  STREAM_ROUTES,
  superuserOnly,
  SUPERUSER_ROUTES,
} from './route-lists';

function unsignedToken(userId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, aud: 'admin-api:access', iss: 'admin-api', exp })}.`;
}

describe('auth matrix: every route × credentials that must not open it', () => {
  const { t } = useTestApp();
  const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD');
  const guarded = () => routes().filter((r) => !PUBLIC_ROUTES.has(route(r)));

  /** The routes whose answer to these headers is not 401/403: `METHOD url -> status`. */
  async function openTo(headers: Record<string, string>): Promise<string[]> {
    const open: string[] = [];
    for (const r of guarded()) {
      const res = await t.app.inject(requestFor(r, headers));
      if (res.statusCode !== 401 && res.statusCode !== 403) open.push(`${route(r)} -> ${res.statusCode}`);
    }
    return open;
  }

  it('enumerates the router, and every listed public and superuser-only route exists', () => {
    const all = new Set(routes().map(route));
    expect(all.size).toBeGreaterThan(300);
    expect([...PUBLIC_ROUTES, ...SUPERUSER_ROUTES, ...READER_ROUTES].filter((r) => !all.has(r))).toEqual([]);
  });

  it('no credentials', async () => {
    expect(await openTo({})).toEqual([]);
  });

  it('a forged token (unsigned, and not a token at all)', async () => {
    const { user } = await t.createUser({ superuser: true });
    expect(await openTo({ authorization: `Bearer ${unsignedToken(user.id)}` })).toEqual([]);
    expect(await openTo({ authorization: 'Bearer not-a-token' })).toEqual([]);
  });

  it('a token signed with another key', async () => {
    const { user } = await t.createUser({ superuser: true });
    const token = await createAccessToken({ ...t.config, secretKey: randomBytes(32).toString('base64url') }, user);
    expect(await openTo({ authorization: `Bearer ${token}` })).toEqual([]);
  });

  it('an expired token', async () => {
    const { user } = await t.createUser({ superuser: true });
    const token = await createAccessToken({ ...t.config, accessTokenTtlSeconds: -3600 }, user);
    expect(await openTo({ authorization: `Bearer ${token}` })).toEqual([]);
  });

  it("a deactivated user's token and cookie", async () => {
    const { user, email, password } = await t.createUser({ superuser: true });
    const bearer = await t.bearer(user);
    const cookie = await t.cookieLogin(email, password);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await t.changesSeen();
    expect(await openTo(bearer)).toEqual([]);
    expect(await openTo({ cookie })).toEqual([]);
  });

  it('a fresh self-sign-up awaiting approval', async () => {
    const email = uniqueEmail('signup');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email, password: 'a long enough password', first_name: 'New', last_name: 'Comer' },
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const user = (await findUserByEmail(t.db, email))!;
    expect(user.isActive).toBe(false);
    expect(await openTo({ authorization: `Bearer ${await createAccessToken(t.config, user)}` })).toEqual([]);
  });

  it("an app reader's token and cookie open the app's calls and nothing of the admin", async () => {
    const email = uniqueEmail('reader');
    const password = 'a long enough password';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/library/signup',
      payload: { email, password, first_name: 'Reader', last_name: 'Only' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const user = (await findUserByEmail(t.db, email))!;
    expect(user).toMatchObject({ isActive: true, isReader: true, isSuperuser: false });
    const bearer = { authorization: `Bearer ${await createAccessToken(t.config, user)}` };
    const cookie = await t.cookieLogin(email, password);
    for (const headers of [bearer, { cookie }])
      expect((await openTo(headers)).filter((line) => !READER_ROUTES.has(line.split(' -> ')[0]))).toEqual([]);
    for (const r of READER_ROUTES) {
      const [method, url] = r.split(' ');
      const res = await t.app.inject(requestFor({ method, url }, bearer));
      expect([401, 403], `${r} -> ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, r).toBeLessThan(500);
    }
  });

  it('a staff user (not a superuser) gets 403 on exactly the superuser-only routes (and no 5xx on the others)', async () => {
    const headers = await t.userHeaders();
    const wrong: string[] = [];
    for (const r of guarded()) {
      const stream = STREAM_ROUTES.has(route(r));
      const res = await t.app.inject({ ...requestFor(r, headers), payloadAsStream: stream });
      if (stream) res.stream().destroy();
      const expected = superuserOnly(r);
      if (res.statusCode === 401 || res.statusCode >= 500 || (res.statusCode === 403) !== expected)
        wrong.push(`${route(r)} -> ${res.statusCode}${expected ? ' (superuser only)' : ''}`);
    }
    expect(wrong).toEqual([]);
  });
});
