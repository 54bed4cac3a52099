// Sign-in, signup and recovery are limited per client address: 429 with a detail once the limit is spent.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backends, form, formHeaders, uniqueEmail, useTestApp } from './helpers';

const LIMIT = 3;

describe.each(backends)('rate limits (%s)', (backend) => {
  const { t } = useTestApp({ backend, config: { authRateLimitMax: LIMIT, authRateLimitWindowSeconds: 600 } });

  const calls: Array<
    [string, string, () => { headers?: Record<string, string>; payload: string | Record<string, unknown> }]
  > = [
    [
      'token login',
      '/api/auth/login',
      () => ({ headers: formHeaders, payload: form({ username: 'x@example.com', password: 'wrong-pass' }) }),
    ],
    [
      'cookie login',
      '/api/auth/cookie/login',
      () => ({ headers: formHeaders, payload: form({ username: 'x@example.com', password: 'wrong-pass' }) }),
    ],
    ['signup', '/api/users/signup', () => ({ payload: { email: uniqueEmail(), password: 'password-123' } })],
    ['register', '/api/auth/register', () => ({ payload: { email: uniqueEmail(), password: 'password-123' } })],
    ['password recovery', '/api/auth/password-recovery', () => ({ payload: { email: 'x@example.com' } })],
    ['forgot password', '/api/auth/forgot-password', () => ({ payload: { email: 'x@example.com' } })],
  ];

  it.each(calls)('limits %s per client address', async (_name, url, request) => {
    const from = (ip: string) => t.app.inject({ method: 'POST', url, remoteAddress: ip, ...request() });
    const ip = `10.0.0.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < LIMIT; i += 1) expect((await from(ip)).statusCode).not.toBe(429);
    const limited = await from(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await from('192.168.77.1')).statusCode).not.toBe(429);
  });

  it('limits guesses of the current password on the password change', async () => {
    const headers = await t.userHeaders();
    const guess = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/me/password',
        headers,
        remoteAddress: '10.7.7.7',
        payload: { current_password: 'a-wrong-guess', new_password: 'Shelf-of-books-8' },
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await guess()).statusCode).toBe(400);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests/);
  });

  it('shares the count between server processes on one database', async () => {
    const other =
      backend === 'postgres'
        ? (await t.otherProcess()).app
        : await buildApp({ db: t.db, config: t.config, logger: false, mailer: 'memory' });
    const ip = '10.5.5.5';
    const recover = (app: typeof t.app) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-recovery',
        remoteAddress: ip,
        payload: { email: 'x@example.com' },
      });
    expect((await recover(t.app)).statusCode).toBe(200);
    expect((await recover(other)).statusCode).toBe(200);
    expect((await recover(t.app)).statusCode).toBe(200);
    expect((await recover(other)).statusCode).toBe(429);
    // each route counts apart
    expect(
      (
        await other.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: ip,
          payload: { email: 'x@example.com' },
        })
      ).statusCode,
    ).toBe(202);
    if (backend === 'pglite') await other.close();
  });

  it('does not limit ordinary API calls', async () => {
    const headers = await t.userHeaders();
    for (let i = 0; i < LIMIT + 3; i += 1) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/me', headers, remoteAddress: '10.9.9.9' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('rate limit switched off (AUTH_RATE_LIMIT=0)', () => {
  const { t } = useTestApp({ config: { authRateLimitMax: 0 } });

  it('lets many sign-in attempts through', async () => {
    for (let i = 0; i < 15; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-recovery',
        payload: { email: 'x@example.com' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
