// The e-mail domain check: {status, has_mx} from an MX look-up with a time-out and a cache, never the real
// network in tests (a fake resolver is injected into a second registration of the route plugin).
import { beforeAll, describe, expect, it } from 'vitest';
import { createDomainChecker, normaliseDomain, type DnsResolver } from '../src/people/email-domain';
import emailDomainRoutes from '../src/routes/email-domain';
import { useTestApp } from './helpers';

const dnsError = (code: string) => Object.assign(new Error(code), { code });

/** A resolver answering from a table; unknown domains do not exist. Counts look-ups. */
function fakeResolver(
  mx: Record<string, string[] | 'ENODATA' | 'ESERVFAIL' | 'hang'>,
  a: Record<string, string[]> = {},
) {
  const calls: string[] = [];
  const resolver: DnsResolver = {
    async resolveMx(domain) {
      calls.push(`mx:${domain}`);
      const answer = mx[domain];
      if (answer === undefined) throw dnsError('ENOTFOUND');
      if (answer === 'hang') return new Promise(() => undefined);
      if (typeof answer === 'string') throw dnsError(answer);
      return answer.map((exchange, priority) => ({ exchange, priority }));
    },
    async resolve4(domain) {
      calls.push(`a:${domain}`);
      const answer = a[domain];
      if (!answer) throw dnsError('ENODATA');
      return answer;
    },
  };
  return { resolver, calls };
}

describe('e-mail domain checker', () => {
  it('answers valid with MX, invalid for unknown domains and null MX, valid without MX when the domain has an address', async () => {
    const { resolver } = fakeResolver(
      {
        'gmail.com': ['gmail-smtp-in.l.google.com'],
        'nomail.example': ['.'],
        'web-only.example': 'ENODATA',
        'empty.example': 'ENODATA',
      },
      { 'web-only.example': ['192.0.2.1'] },
    );
    const check = createDomainChecker({ resolver });
    expect(await check('gmail.com')).toEqual({ status: 'valid', has_mx: true });
    expect(await check('gmial.com')).toEqual({ status: 'invalid', has_mx: false });
    expect(await check('nomail.example')).toEqual({ status: 'invalid', has_mx: false });
    expect(await check('web-only.example')).toEqual({ status: 'valid', has_mx: false });
    expect(await check('empty.example')).toEqual({ status: 'invalid', has_mx: false });
  });

  it('believes "no such domain" only while DNS still finds the canary domain (a closed network finds nothing)', async () => {
    const open = fakeResolver({ 'gmail.com': ['gmail-smtp-in.l.google.com'] });
    const checkOpen = createDomainChecker({ resolver: open.resolver, canaryDomain: 'gmail.com' });
    expect(await checkOpen('gmial.com')).toEqual({ status: 'invalid', has_mx: false });
    const closed = fakeResolver({});
    const checkClosed = createDomainChecker({ resolver: closed.resolver, canaryDomain: 'gmail.com' });
    await expect(checkClosed('example.co.il')).rejects.toThrow(/unavailable/);
    await expect(checkClosed('other.example')).rejects.toThrow(/unavailable/);
    expect(closed.calls.filter((c) => c === 'mx:gmail.com')).toHaveLength(1);
  });

  it('caches answers until their time is up and shares simultaneous look-ups', async () => {
    const { resolver, calls } = fakeResolver({ 'example.co.il': ['mx.example.co.il'] });
    let now = 1_000;
    const check = createDomainChecker({ resolver, ttlMs: 10_000, negativeTtlMs: 1_000, now: () => now });
    await Promise.all([check('example.co.il'), check('example.co.il')]);
    await check('example.co.il');
    expect(calls).toEqual(['mx:example.co.il']);
    await check('missing.example');
    await check('missing.example');
    expect(calls.filter((c) => c === 'mx:missing.example')).toHaveLength(1);
    now += 2_000;
    await check('missing.example');
    await check('example.co.il');
    expect(calls.filter((c) => c === 'mx:missing.example')).toHaveLength(2);
    expect(calls.filter((c) => c === 'mx:example.co.il')).toHaveLength(1);
  });

  it('gives up after the time-out and on server failures, caching nothing', async () => {
    const { resolver, calls } = fakeResolver({ 'slow.example': 'hang', 'broken.example': 'ESERVFAIL' });
    const check = createDomainChecker({ resolver, timeoutMs: 20 });
    await expect(check('slow.example')).rejects.toThrow(/unavailable/);
    await expect(check('broken.example')).rejects.toThrow(/unavailable: ESERVFAIL/);
    await expect(check('broken.example')).rejects.toThrow(/unavailable/);
    expect(calls.filter((c) => c === 'mx:broken.example')).toHaveLength(2);
  });

  it('accepts only syntactically valid domains, in their ASCII lower-case form', () => {
    expect(normaliseDomain('Gmail.COM')).toBe('gmail.com');
    expect(normaliseDomain('example.co.il.')).toBe('example.co.il');
    expect(normaliseDomain('דוגמה.קום')).toMatch(/^xn--/);
    for (const bad of [
      '',
      'localhost',
      'a..b.com',
      '-a.com',
      'a-.com',
      'a.c',
      'a b.com',
      'a.123',
      `${'a'.repeat(64)}.com`,
      'user@gmail.com',
    ]) {
      expect(normaliseDomain(bad), bad).toBeNull();
    }
  });
});

describe('GET /api/email/domain/{domain}', () => {
  const { t, auth } = useTestApp({ signIn: 'user' });

  beforeAll(async () => {
    const { resolver } = fakeResolver({ 'gmail.com': ['gmail-smtp-in.l.google.com'], 'slow.example': 'hang' });
    // The same plugin, with a fake resolver, beside the real registration (under its area, which every staff member may use).
    await t.app.register(emailDomainRoutes, {
      prefix: '/api/email/domain/fake',
      checker: createDomainChecker({ resolver, timeoutMs: 20 }),
    });
  });

  it('answers {status, has_mx}', async () => {
    const valid = await t.app.inject({ method: 'GET', url: '/api/email/domain/fake/Gmail.com', headers: auth });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ status: 'valid', has_mx: true });
    const invalid = await t.app.inject({ method: 'GET', url: '/api/email/domain/fake/gmial.com', headers: auth });
    expect(invalid.json()).toEqual({ status: 'invalid', has_mx: false });
  });

  it('answers 503 when the look-up times out, so the admin stays silent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/email/domain/fake/slow.example', headers: auth });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'DOMAIN_CHECK_UNAVAILABLE' });
  });

  it('checks the syntax first (422) and needs sign-in (401) on the real route', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/email/domain/not_a_domain', headers: auth });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([
      {
        type: 'value_error',
        loc: ['path', 'domain'],
        msg: 'Value error, value is not a valid domain name',
        input: 'not_a_domain',
        ctx: { code: 'domain_name_invalid' },
      },
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/email/domain/gmail.com' });
    expect(anonymous.statusCode).toBe(401);
  });
});
