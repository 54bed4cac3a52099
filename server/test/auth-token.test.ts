// Variant A: bearer tokens. Login by e-mail (any case), bad credentials, inactive users, token checks.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { hashPassword } from '../src/auth/password';
import { createAccessToken } from '../src/auth/tokens';
import { users } from '../src/db/schema/index';
import { backends, form, formHeaders, useTestApp } from './helpers';

describe.each(backends)('variant A: token sign-in (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  const login = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: formHeaders, payload: form(fields) });

  it('signs in with the e-mail as username (form-urlencoded) and the token opens /users/me', async () => {
    const { email, password, user } = await t.createUser({ email: 'dana@example.com' });
    const res = await login({ username: email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: 'dana@example.com',
      is_active: true,
      is_superuser: false,
      first_name: 'Test',
      last_name: 'User',
    });
    expect(me.json()).not.toHaveProperty('hashed_password');
    expect(me.json()).not.toHaveProperty('hashedPassword');
  });

  it('lower-cases the e-mail given as username', async () => {
    const { password } = await t.createUser({ email: 'mixed.case@example.com' });
    const res = await login({ username: '  Mixed.Case@EXAMPLE.com ', password });
    expect(res.statusCode).toBe(200);
  });

  it('accepts multipart form data', async () => {
    const { email, password } = await t.createUser();
    const boundary = '----test-boundary';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${email}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeTruthy();
  });

  it('refuses a wrong password or unknown e-mail with 400 and a clear detail', async () => {
    const { email } = await t.createUser();
    const wrong = await login({ username: email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Incorrect email or password' });
    const unknown = await login({ username: 'nobody@example.com', password: 'password123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Incorrect email or password' });
  });

  it('refuses an inactive user with 400', async () => {
    const { email, password } = await t.createUser({ active: false });
    const res = await login({ username: email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Inactive user' });
  });

  it('answers 422 when a form field is missing', async () => {
    const res = await login({ username: 'someone@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'password'] });
  });

  it('answers 401 without a token, with a malformed, forged or expired token', async () => {
    const { user } = await t.createUser();
    const forged = await createAccessToken({ ...t.config, secretKey: 'another-secret-key-entirely' }, user);
    const expired = await createAccessToken({ ...t.config, accessTokenTtlSeconds: -60 }, user);
    for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${forged}`, `Bearer ${expired}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization ?? 'none').toBe(401);
      expect(typeof res.json().detail).toBe('string');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('ends every token of a user when the password changes or is reset; refuses tokens without an expiry or with two audiences', async () => {
    const { user, email, password } = await t.createUser();
    const first = await t.login(email, password);
    const second = await t.login(email, password);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(first)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${first}` },
      payload: { current_password: password, new_password: 'a-new-password-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The caller carries on with the fresh token it is given; every earlier token has ended.
    expect((await me(changed.json().access_token)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const third = await t.login(email, 'a-new-password-1');
    expect((await me(third)).statusCode).toBe(200);
    // A reset (here written straight to the database, as the reset flow does) ends it too.
    await t.db
      .update(users)
      .set({ hashedPassword: await hashPassword('after-reset-22') })
      .where(eq(users.id, user.id));
    await t.changesSeen();
    expect((await me(third)).statusCode).toBe(401);

    const key = new TextEncoder().encode(t.config.secretKey);
    const noExpiry = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('admin-api')
      .setAudience('admin-api:access')
      .sign(key);
    const twoAudiences = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('admin-api')
      .setAudience(['admin-api:access', 'admin-api:reset'])
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(noExpiry)).statusCode).toBe(401);
    expect((await me(twoAudiences)).statusCode).toBe(401);
  });

  it("stops a deactivated user's existing token once the change reaches the server (401)", async () => {
    const { user, email, password } = await t.createUser();
    const token = await t.login(email, password);
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200);
    // Written as another process (or psql) would: the app hears of it by its change feed.
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await t.changesSeen();
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Inactive user' });
  });

  it('answers 401 for the token of a deleted user', async () => {
    const { user } = await t.createUser();
    const headers = await t.bearer(user);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
  });
});
