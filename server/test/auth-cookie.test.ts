// Variant B: cookie sessions (fastapi-users conventions), registration, and either credential on protected routes.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { sessions } from '../src/db/schema/index';
import { backends, form, formHeaders, sessionCookie, useTestApp } from './helpers';

describe.each(backends)('variant B: cookie sessions (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  const cookieLogin = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/cookie/login',
      headers: { ...formHeaders, ...headers },
      payload: form(fields),
    });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });

  it('signs in with 204 and an HttpOnly, SameSite=Lax cookie (not Secure over http) that opens /users/me', async () => {
    const { email, password, user } = await t.createUser();
    const res = await cookieLogin({ username: email.toUpperCase(), password });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^admin_session=[\w-]{20,};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = sessionCookie(res.headers['set-cookie'])!;
    const answer = await me({ cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().id).toBe(user.id);
  });

  it('marks the cookie Secure when served over https (behind a proxy that says so)', async () => {
    // A second app on the same database, trusting X-Forwarded-Proto.
    const proxied = await buildApp({
      db: t.db,
      config: { ...t.config, trustProxy: true },
      logger: false,
      mailer: 'memory',
    });
    try {
      const { email, password } = await t.createUser();
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/auth/cookie/login',
        headers: { ...formHeaders, 'x-forwarded-proto': 'https' },
        payload: form({ username: email, password }),
      });
      expect(res.statusCode).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a session past its expiry (401), though its cookie is still sent', async () => {
    const { email, password, user } = await t.createUser();
    const cookie = sessionCookie((await cookieLogin({ username: email, password })).headers['set-cookie'])!;
    expect((await me({ cookie })).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await t.changesSeen();
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('accepts the multipart form the admin sends', async () => {
    const { email, password } = await t.createUser();
    const boundary = 'xyz';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${email}\r\n--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cookie/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses bad credentials and inactive users with 400 LOGIN_BAD_CREDENTIALS', async () => {
    const active = await t.createUser();
    const inactive = await t.createUser({ active: false });
    for (const fields of [
      { username: active.email, password: 'wrong-password' },
      { username: 'ghost@example.com', password: 'password123' },
      { username: inactive.email, password: inactive.password },
    ]) {
      const res = await cookieLogin(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'LOGIN_BAD_CREDENTIALS' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('logs out with 204: the cookie is cleared and the session revoked on the server', async () => {
    const { email, password } = await t.createUser();
    const cookie = await t.cookieLogin(email, password);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/cookie/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/admin_session=;.*Expires=Thu, 01 Jan 1970/);
    // The old cookie value no longer works even if a client kept it.
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('answers 401 to logout without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/cookie/logout' });
    expect(res.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cookie/logout',
      headers: { cookie: 'admin_session=forged-value' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("stops a deactivated user's session at once (401)", async () => {
    const admin = await t.superuserHeaders();
    const { user, email, password } = await t.createUser();
    const cookie = await t.cookieLogin(email, password);
    expect((await me({ cookie })).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
    // Re-activation does not bring the revoked session back.
    await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: admin, payload: { is_active: true } });
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('lets the session cookie reach every protected route, like a bearer token', async () => {
    const { email, password } = await t.createUser();
    const cookie = await t.cookieLogin(email, password);
    for (const url of ['/api/authors/', '/api/ecommerce/shipping_options', '/api/users/me']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
    }
  });

  describe('register', () => {
    it('creates an inactive (waiting for approval), non-superuser account with 201 and a lower-cased e-mail', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'New.Person@Example.com',
          password: 'long-enough',
          first_name: 'נועה',
          last_name: 'כהן',
          is_superuser: true,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'new.person@example.com',
        first_name: 'נועה',
        last_name: 'כהן',
        is_active: false,
        is_superuser: false,
      });
      expect(res.json()).not.toHaveProperty('hashed_password');
      expect((await cookieLogin({ username: 'new.person@example.com', password: 'long-enough' })).statusCode).toBe(400);
    });

    it('answers an existing e-mail (any case) as a new one and tells its owner by mail', async () => {
      const { email } = await t.createUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: email.toUpperCase(), password: 'long-enough', first_name: 'נועה' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email,
        first_name: 'נועה',
        last_name: '',
        is_active: false,
        is_superuser: false,
      });
      await t.app.afterAnswer.settle();
      expect(t.mailer.sent.at(-1)).toMatchObject({ to: email, link: `${t.config.publicUrl}/login` });
      // the account is untouched: its own password still signs in, the new one does not
      expect((await cookieLogin({ username: email, password: 'long-enough' })).statusCode).toBe(400);
    });

    it('refuses a password under 8 characters with 422', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'short@example.com', password: '1234567' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        {
          type: 'string_too_short',
          loc: ['body', 'password'],
          msg: 'String should have at least 8 characters',
          input: '1234567',
          ctx: { min_length: 8 },
        },
      ]);
    });
  });
});
