import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkEmailDomain, clearDomainVerdicts, knownDomainVerdict, verdictOf } from './domainCheck';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('verdictOf', () => {
  it('refuses a domain only when it is not valid and has no MX', () => {
    expect(verdictOf({ status: 'invalid', has_mx: false })).toBe('invalid');
    expect(verdictOf({ status: 'valid', has_mx: false })).toBe('valid');
    expect(verdictOf({ status: 'invalid', has_mx: true })).toBe('valid');
    expect(verdictOf({ status: 'valid', has_mx: true })).toBe('valid');
  });

  it('gives nothing for an answer without has_mx', () => {
    expect(verdictOf({ status: 'invalid' })).toBeUndefined();
  });
});

describe('checkEmailDomain', () => {
  beforeEach(() => {
    clearDomainVerdicts();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('calls the API with the domain, credentials and the bearer token', async () => {
    localStorage.setItem('access_token', 'tok123');
    const fetchMock = vi.fn(async () => answer({ status: 'valid', has_mx: true }));
    expect(await checkEmailDomain('dana@example.co.il', fetchMock)).toBe('valid');
    expect(fetchMock).toHaveBeenCalledWith('/api/email/domain/example.co.il', {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok123' },
    });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer({ status: 'valid', has_mx: true }));
    await checkEmailDomain('dana@example.com', fetchMock as unknown as typeof fetch);
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ Accept: 'application/json' });
  });

  it('caches the verdict per address and shares a pending request', async () => {
    const fetchMock = vi.fn(async () => answer({ status: 'invalid', has_mx: false }));
    const both = await Promise.all([
      checkEmailDomain('a@nowhere.example', fetchMock),
      checkEmailDomain('a@nowhere.example', fetchMock),
    ]);
    expect(both).toEqual(['invalid', 'invalid']);
    expect(await checkEmailDomain('a@nowhere.example', fetchMock)).toBe('invalid');
    expect(knownDomainVerdict('a@nowhere.example')).toBe('invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await checkEmailDomain('b@nowhere.example', fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => answer({ detail: 'boom' }, 500)],
    ['an answer without has_mx', async () => answer({ status: 'unknown' })],
  ])('only logs %s, caches nothing and asks again next time', async (_name, failing) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await checkEmailDomain('dana@example.com', vi.fn(failing) as unknown as typeof fetch)).toBe('unavailable');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(knownDomainVerdict('dana@example.com')).toBeUndefined();
    const working = vi.fn(async () => answer({ status: 'valid', has_mx: true }));
    expect(await checkEmailDomain('dana@example.com', working)).toBe('valid');
  });
});
