// The auth matrix: every route the router holds (app.routeTable, filled by an onRoute hook, so a route added later is
// in it without anyone listing it here) × the credentials that must not open it: none, a forged token, a token
// signed with another key, an expired token, a deactivated user's token and cookie, a fresh self-sign-up awaiting
// approval: 401 or 403 on every route but the public ones. A signed-in staff user (not a superuser) gets 403 on
// exactly the superuser-only routes. Both lists below are deliberate: a new public or superuser-only route is added
// to them by hand, and a route that opens by accident fails here.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../src/auth/tokens';
import { findUserByEmail } from '../src/auth/users';
import { users } from '../src/db/schema/index';
import { uniqueEmail, useTestApp } from './helpers';

/** Routes anyone may call, signed in or not (method and URL pattern as the router holds them). */
const PUBLIC_ROUTES = new Set([
  // OpenAPI documentation
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/health',
  // signing in, signing up, recovery and invitations
  'POST /api/auth/login',
  'POST /api/auth/cookie/login',
  'POST /api/auth/register',
  'POST /api/auth/password-recovery',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/accept-invite/:token',
  'POST /api/users/signup',
  'POST /api/library/signup',
  // file links signed by the server
  'GET /api/files_v2/download',
  'GET /api/files_v2/thumbnail',
  // public forms
  'GET /api/form/:name/public',
  'POST /api/form/:name',
  'POST /api/form/:name/upload',
  // the website's public API
  'GET /api/cms/public/:websiteId',
  'GET /api/cms/public/:websiteId/pages/:slug',
  'GET /api/cms/public/:websiteId/articles',
  'GET /api/cms/public/:websiteId/popups',
  'GET /api/cms/public/:websiteId/tables/:tableId/data',
  'GET /api/cms/public/:websiteId/pages/:slug/comments',
  'POST /api/cms/public/:websiteId/pages/:slug/comments',
  // the payment page and the newsletter's pages for recipients (a signed token in the path)
  'GET /pay/:token',
  'POST /pay/:token',
  // PayPlus's callback (signed with the shared secret in its `hash` header)
  'POST /api/payment/payplus/callback',
  'GET /nl/u/:token',
  'POST /nl/u/:token',
  'GET /nl/v/:token',
  'GET /nl/o/:token',
  'GET /nl/c/:token',
  'GET /nl/confirm/:token',
  'POST /nl/confirm/:token',
]);

/** Routes for superusers only: a staff user gets 403 on these, and on no other route. */
const SUPERUSER_ROUTES = new Set([
  'GET /api/data/:table',
  'POST /api/data/:table',
  'GET /api/data/:table/:id',
  'PUT /api/data/:table/:id',
  'DELETE /api/data/:table/:id',
  'GET /api/users',
  'POST /api/users',
  'GET /api/users/:id',
  'PATCH /api/users/:id',
  'DELETE /api/users/:id',
  'POST /api/subscription_payment/charge_scheduled_subscriptions',
  'GET /api/subscription_payment/charge_runs',
  'GET /api/subscription_payment/charge_runs/:key',
  'GET /api/email/accounts',
  'POST /api/email/accounts',
  'POST /api/email/accounts/test',
  'GET /api/email/accounts/:id',
  'PATCH /api/email/accounts/:id',
  'DELETE /api/email/accounts/:id',
  'GET /api/email/accounts/:id/emails',
  'POST /api/email/accounts/:id/check',
  'GET /api/files_v2/browse',
  'GET /api/files_v2/folders',
  'GET /api/security_log',
]);

/** The library app's calls an app reader (issue 18) may make; every other guarded route answers a reader 401/403. */
const READER_ROUTES = new Set([
  'POST /api/library/item_list',
  'POST /api/library/app_home_item_list',
  'GET /api/library/category_list',
  'GET /api/advert/get_list',
  'POST /api/advert/:id/impression',
  'POST /api/advert/:id/click',
  'GET /api/library/lib_item_link/user',
  'PUT /api/library/progress',
  'GET /api/library/item/:id/content',
  'GET /api/library/item/:id',
]);

/** Event streams stay open: a signed-in request is read as a stream (its status, then closed), not to its end. */
const STREAM_ROUTES = new Set(['GET /api/notifications/stream']);

const route = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** A request for a route pattern: path parameters filled in, an empty JSON object as the body of a write. */
function requestFor(r: { method: string; url: string }, headers: Record<string, string>) {
  const url = r.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x')).replace('*', 'x');
  const write = !['GET', 'DELETE', 'OPTIONS'].includes(r.method);
  return { method: r.method as 'GET', url, headers: write ? { ...headers, 'content-type': 'application/json' } : headers, payload: write ? '{}' : undefined };
}

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
    const signup = await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: { email, password: 'a long enough password', first_name: 'New', last_name: 'Comer' } });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const user = (await findUserByEmail(t.db, email))!;
    expect(user.isActive).toBe(false);
    expect(await openTo({ authorization: `Bearer ${await createAccessToken(t.config, user)}` })).toEqual([]);
  });

  it("an app reader's token and cookie open the app's calls and nothing of the admin", async () => {
    const email = uniqueEmail('reader');
    const password = 'a long enough password';
    const signup = await t.app.inject({ method: 'POST', url: '/api/library/signup', payload: { email, password, first_name: 'Reader', last_name: 'Only' } });
    expect(signup.statusCode, signup.body).toBe(201);
    const user = (await findUserByEmail(t.db, email))!;
    expect(user).toMatchObject({ isActive: true, isReader: true, isSuperuser: false });
    const bearer = { authorization: `Bearer ${await createAccessToken(t.config, user)}` };
    const cookie = await t.cookieLogin(email, password);
    for (const headers of [bearer, { cookie }]) expect((await openTo(headers)).filter((line) => !READER_ROUTES.has(line.split(' -> ')[0]))).toEqual([]);
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
      const expected = SUPERUSER_ROUTES.has(route(r));
      if (res.statusCode === 401 || res.statusCode >= 500 || (res.statusCode === 403) !== expected) wrong.push(`${route(r)} -> ${res.statusCode}${expected ? ' (superuser only)' : ''}`);
    }
    expect(wrong).toEqual([]);
  });
});
