// Password recovery and reset, both variants: no account enumeration, one-hour single-use tokens,
// the token from the bearer header, a body field or X-Reset-Token.
import { describe, expect, it } from 'vitest';
import { createAccessToken, createPasswordToken } from '../src/auth/tokens';
import { backends, form, formHeaders, useTestApp } from './helpers';

describe.each(backends)('password recovery and reset (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  const canLogin = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: formHeaders,
        payload: form({ username: email, password }),
      })
    ).statusCode === 200;

  /** Asks for recovery and returns the token from the link in the mail. */
  async function requestReset(email: string): Promise<string> {
    const before = t.mailer.sent.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } });
    expect(res.statusCode).toBe(200);
    await t.app.afterAnswer.settle();
    const mail = t.mailer.sent[before];
    expect(mail, 'a mail was sent').toBeDefined();
    const link = new URL(mail!.link!);
    expect(mail!.text).toContain(mail!.link);
    return link.searchParams.get('token')!;
  }

  it('answers recovery the same for known and unknown e-mails, and mails only the known one', async () => {
    const { email } = await t.createUser();
    const before = t.mailer.sent.length;
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-recovery',
      payload: { email: email.toUpperCase() },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-recovery',
      payload: { email: 'nobody-here@example.com' },
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    // The mail goes after the answer: the answer waits neither for the lookup nor for the mail.
    expect(t.mailer.sent.length).toBe(before);
    await t.app.afterAnswer.settle();
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.link).toMatch(/^http:\/\/admin\.test\/resetPassword\?token=/);
  });

  it('answers forgot-password with 202 and a null body for known and unknown e-mails', async () => {
    const { email } = await t.createUser();
    const before = t.mailer.sent.length;
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'ghost@example.com' },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect([known.body, unknown.body]).toEqual(['null', 'null']); // fastapi-users answers JSON null
    await t.app.afterAnswer.settle();
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('does not mail inactive users', async () => {
    const { email } = await t.createUser({ active: false });
    const before = t.mailer.sent.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: { email } });
    await t.app.afterAnswer.settle();
    expect(t.mailer.sent.length).toBe(before);
  });

  it.each([
    [
      'the bearer header (variant A)',
      (token: string) => ({
        headers: { authorization: `Bearer ${token}` },
        payload: { new_password: 'brand-new-pass' },
      }),
    ],
    [
      'a token body field (variant A)',
      (token: string) => ({ headers: {}, payload: { token, new_password: 'brand-new-pass' } }),
    ],
    [
      'the X-Reset-Token header (variant A)',
      (token: string) => ({ headers: { 'x-reset-token': token }, payload: { new_password: 'brand-new-pass' } }),
    ],
    [
      '{token, password} (variant B)',
      (token: string) => ({ headers: {}, payload: { token, password: 'brand-new-pass' } }),
    ],
  ])('resets the password with the token in %s, once', async (_how, request) => {
    const { email, password } = await t.createUser();
    const token = await requestReset(email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...request(token) });
    expect(res.statusCode).toBe(200);
    expect(await canLogin(email, 'brand-new-pass')).toBe(true);
    expect(await canLogin(email, password)).toBe(false);

    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', ...request(token) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' });
  });

  it('refuses expired, forged, malformed, missing and access tokens with 400 RESET_PASSWORD_BAD_TOKEN', async () => {
    const { user } = await t.createUser();
    const expired = await createPasswordToken({ ...t.config, resetTokenTtlSeconds: -1 }, 'reset', user);
    const forged = await createPasswordToken({ ...t.config, secretKey: 'not-our-secret-at-all' }, 'reset', user);
    const access = await createAccessToken(t.config, user);
    for (const token of [expired, forged, 'garbage', access]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: 'whatever-pass' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' });
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { new_password: 'whatever-pass' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'RESET_PASSWORD_BAD_TOKEN' });
  });

  it('gives reset tokens one hour', async () => {
    const { user } = await t.createUser();
    const token = await createPasswordToken(t.config, 'reset', user);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it('kills an unused reset token when the password changes another way', async () => {
    const { email, password, user } = await t.createUser();
    const token = await requestReset(email);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/password',
      headers: await t.bearer(user),
      payload: { current_password: password, new_password: 'changed-meanwhile' },
    });
    expect(change.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a reset for a user deactivated after the mail', async () => {
    const { email, user } = await t.createUser();
    const token = await requestReset(email);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: await t.superuserHeaders(),
      payload: { is_active: false },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('signs out existing sessions when the password is reset', async () => {
    const { email, password } = await t.createUser();
    const cookie = await t.cookieLogin(email, password);
    const token = await requestReset(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'brand-new-pass' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('validates the new password (422) before looking at the token', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', new_password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'new_password'] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'new_password'] });
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/auth/password-recovery', payload: {} });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'email'] });
  });
});
