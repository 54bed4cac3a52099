// FastAPI-compatible error shapes: unknown routes, malformed JSON, validation items, 500 without a stack.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('error shapes (%s)', (backend) => {
  const logLines: string[] = [];
  const { t, auth } = useTestApp({ backend, logStream: { write: (line) => void logLines.push(line) }, signIn: 'user' });

  beforeAll(() => {
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
  });

  it('answers unknown API routes with 404 {"detail":"Not Found"}', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/users/me/nothing'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers malformed JSON with 422 json_invalid at the error position', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authors/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(422);
    const [item] = res.json().detail;
    expect(item).toMatchObject({ type: 'json_invalid', msg: 'JSON decode error' });
    expect(item.loc[0]).toBe('body');
    expect(typeof item.loc[1]).toBe('number');
  });

  it('answers a missing JSON body with 422 missing at body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authors/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body'], msg: 'Field required' });
  });

  it('reports each invalid field with pydantic v2 type, loc, msg and input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/shipping_option',
      headers: auth,
      payload: { name: 5, price: 'cheap', is_active: 'maybe' },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail;
    expect(detail).toEqual(
      expect.arrayContaining([
        { type: 'string_type', loc: ['body', 'name'], msg: 'Input should be a valid string', input: 5 },
        expect.objectContaining({ type: 'int_parsing', loc: ['body', 'price'], input: 'cheap' }),
        expect.objectContaining({ type: 'bool_parsing', loc: ['body', 'is_active'], input: 'maybe' }),
      ]),
    );
  });

  it('maps missing fields, lengths, e-mails, integers, booleans, enums and uuids', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(signup.statusCode).toBe(422);
    expect(signup.json().detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'value_error', loc: ['body', 'email'], input: 'not-an-email' }),
        expect.objectContaining({
          type: 'string_too_short',
          loc: ['body', 'password'],
          ctx: { min_length: 8 },
          msg: 'String should have at least 8 characters',
        }),
      ]),
    );

    const missing = await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: {} });
    expect(missing.json().detail).toEqual(
      expect.arrayContaining([
        { type: 'missing', loc: ['body', 'email'], msg: 'Field required', input: {} },
        { type: 'missing', loc: ['body', 'password'], msg: 'Field required', input: {} },
      ]),
    );

    const query = await t.app.inject({
      method: 'GET',
      url: '/api/authors/?skip=abc&limit=2.5&sort=colour&order=up',
      headers: auth,
    });
    expect(query.statusCode).toBe(422);
    const byLoc = Object.fromEntries(
      query.json().detail.map((d: { loc: string[]; type: string }) => [d.loc.join('.'), d.type]),
    );
    expect(byLoc).toEqual({
      'query.skip': 'int_parsing',
      'query.limit': 'int_parsing',
      'query.sort': 'enum',
      'query.order': 'enum',
    });

    const bool = await t.app.inject({
      method: 'GET',
      url: '/api/ecommerce/shipping_options?active_only=perhaps',
      headers: auth,
    });
    expect(bool.json().detail[0]).toMatchObject({
      type: 'bool_parsing',
      loc: ['query', 'active_only'],
      input: 'perhaps',
    });

    const path = await t.app.inject({ method: 'GET', url: '/api/authors/abc', headers: auth });
    expect(path.statusCode).toBe(422);
    expect(path.json().detail[0]).toMatchObject({ type: 'int_parsing', loc: ['path', 'id'], input: 'abc' });

    const bound = await t.app.inject({ method: 'GET', url: '/api/authors/?limit=0', headers: auth });
    expect(bound.json().detail[0]).toMatchObject({
      type: 'greater_than_equal',
      loc: ['query', 'limit'],
      ctx: { ge: 1 },
    });
  });

  it('answers an unexpected error with 500 {"detail":"Internal Server Error"}, logged with its request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal Server Error' });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts:');
    const requestId = res.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    const logged = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(logged).toMatchObject({ level: 50, reqId: requestId });
    expect(logged.err.message).toBe('secret internals at /srv/app.ts:12');
  });

  it('answers an unsupported content type with 415 and a detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authors/',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().detail).toBe('string');
  });
});
