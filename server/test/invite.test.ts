// Invitations: a superuser creates an account without a password; the mailed link sets it, once.
import { describe, expect, it } from 'vitest';
import { createPasswordToken } from '../src/auth/tokens';
import { backends, form, formHeaders, uniqueEmail, useTestApp } from './helpers';

describe.each(backends)('invitations (%s)', (backend) => {
  const { t, auth: admin } = useTestApp({ backend, signIn: 'superuser' });

  async function invite(extra: Record<string, unknown> = {}): Promise<{ email: string; token: string; id: string }> {
    const email = uniqueEmail('invited');
    const before = t.mailer.sent.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: admin,
      payload: { email, first_name: 'Guest', ...extra },
    });
    expect(res.statusCode).toBe(201);
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(email);
    const link = new URL(mail.link!);
    expect(link.searchParams.get('invite')).toBe('1');
    return { email, token: link.searchParams.get('token')!, id: res.json().id };
  }

  const canLogin = async (email: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: formHeaders,
        payload: form({ username: email, password }),
      })
    ).statusCode === 200;

  it('sends an invitation when a user is created without a password; accepting sets it, once', async () => {
    const { email, token, id } = await invite();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/accept-invite/${token}`,
      payload: { password: 'my-own-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email, first_name: 'Guest', is_active: true });
    expect(await canLogin(email, 'my-own-password')).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/accept-invite/${token}`,
      payload: { password: 'another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'ACCEPT_INVITE_BAD_TOKEN' });
    expect(await canLogin(email, 'my-own-password')).toBe(true);
  });

  it('sends an invitation with send_invite even when a password is given', async () => {
    const { email } = await invite({ password: 'initial-password', send_invite: true });
    expect(await canLogin(email, 'initial-password')).toBe(true);
  });

  it('lets the reset page accept an invitation token too', async () => {
    const { email, token } = await invite();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'chosen-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await canLogin(email, 'chosen-password')).toBe(true);
  });

  it('refuses reset tokens, expired and malformed tokens on accept-invite with 400', async () => {
    const { user } = await t.createUser();
    const reset = await createPasswordToken(t.config, 'reset', user);
    const expired = await createPasswordToken({ ...t.config, inviteTokenTtlSeconds: -1 }, 'invite', user);
    for (const token of [reset, expired, 'not-a-token']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/accept-invite/${token}`,
        payload: { password: 'some-password' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'ACCEPT_INVITE_BAD_TOKEN' });
    }
  });

  it('validates the chosen password (422)', async () => {
    const { token } = await invite();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/accept-invite/${token}`,
      payload: { password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'password'] });
  });

  it('does not let an invited user sign in before accepting', async () => {
    const { email } = await invite();
    expect(await canLogin(email, '')).toBe(false);
  });
});
