// No password, token or session cookie reaches the log, through every auth flow.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inviteMail } from '../src/auth/mails';
import { createMailer } from '../src/mail';
import { backends, form, formHeaders, sessionCookie, useTestApp } from './helpers';

describe.each(backends)('logs keep no secrets (%s)', (backend) => {
  const lines: string[] = [];
  const { t } = useTestApp({
    backend,
    config: { logLevel: 'debug', signupMode: 'open' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('logs requests but never the secrets they carry', async () => {
    const secrets: string[] = [];
    const password = 'Pw-signup-4f9a1c';
    secrets.push(password);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'logged@example.com', password },
    });
    expect(signup.statusCode).toBe(201);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: formHeaders,
      payload: form({ username: 'logged@example.com', password }),
    });
    const token = login.json().access_token as string;
    secrets.push(token);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: formHeaders,
      payload: form({ username: 'logged@example.com', password: 'Pw-wrong-77aa' }),
    });
    expect(bad.statusCode).toBe(400);
    secrets.push('Pw-wrong-77aa');

    const cookieRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cookie/login',
      headers: formHeaders,
      payload: form({ username: 'logged@example.com', password }),
    });
    const cookie = sessionCookie(cookieRes.headers['set-cookie'])!;
    secrets.push(cookie.split('=')[1]!);
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

    const newPassword = 'Pw-changed-0b3e';
    secrets.push(newPassword);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: password, new_password: newPassword },
    });

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-recovery',
      payload: { email: 'logged@example.com' },
    });
    await t.app.afterAnswer.settle();
    const resetToken = new URL(t.mailer.sent.at(-1)!.link!).searchParams.get('token')!;
    secrets.push(resetToken);
    const resetPassword = 'Pw-reset-91d2';
    secrets.push(resetPassword);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { authorization: `Bearer ${resetToken}` },
      payload: { new_password: resetPassword },
    });

    const admin = await t.superuserHeaders();
    await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: admin,
      payload: { email: 'invitee@example.com' },
    });
    const inviteToken = new URL(t.mailer.sent.at(-1)!.link!).searchParams.get('token')!;
    secrets.push(inviteToken, admin.authorization!.slice('Bearer '.length));
    const invitePassword = 'Pw-invite-c0ffee';
    secrets.push(invitePassword);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/accept-invite/${inviteToken}`,
      payload: { password: invitePassword },
    });
    expect(accepted.statusCode).toBe(200);
    // A 422 echoes the input to the client, never to the log.
    await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: { email: 'x', password: 'Pw-short' } });
    secrets.push('Pw-short');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    expect(log).toContain('/api/auth/accept-invite/[redacted]');
    for (const secret of secrets) expect(log, `log contains ${secret.slice(0, 12)}…`).not.toContain(secret);
  });

  it('redacts tokens in query strings', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health?token=Query-secret-123' });
    expect(lines.join('')).not.toContain('Query-secret-123');
  });

  it("the outbox logs a mail's file and its link with the token masked; the file holds the link", async () => {
    const logged: string[] = [];
    const log = {
      info: (fields: object, message: string) => void logged.push(`${JSON.stringify(fields)} ${message}`),
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer(t.config, log, 'outbox');
    const token = 'Invite-token-5ec7e7';
    await mailer.send(inviteMail(t.config, 'outbox-invitee@example.com', token));
    const written = logged.join('');
    expect(written).toContain('mail written to the outbox');
    expect(written).toContain('token=[redacted]');
    expect(written).not.toContain(token);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = await readdir(outbox);
    const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    expect(texts.some((text) => text.replace(/=\r?\n/g, '').includes(token))).toBe(true);
  });
});
