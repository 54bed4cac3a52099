// Bad input never gives a 5xx, and every error is in FastAPI's shape: NUL characters, integers past
// PostgreSQL's integer, malformed multipart bodies, updates with nothing to change, references to records that do
// not exist, and Fastify's and Node's own client errors (bad URLs, long path parameters, large headers and bodies).
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { backends, form, formHeaders, useTestApp } from './helpers';

const boundary = 'testboundary';
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };

function multipartBody(fields: Record<string, string>): string {
  return `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
}

describe.each(backends)('bad input (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'superuser' });
  const json = () => ({ ...auth, 'content-type': 'application/json' });

  it('names lose direction control characters that could disguise them (a right-to-left override)', async () => {
    const person = await t.app.inject({
      method: 'POST',
      url: '/api/person',
      headers: json(),
      payload: JSON.stringify({ first_name: '\u202eדנה\u202c', last_name: 'כהן\u2066x\u2069' }),
    });
    expect(person.statusCode, person.body).toBe(201);
    expect(person.json()).toMatchObject({ first_name: 'דנה', last_name: 'כהןx' });
    const { user } = await t.createUser();
    const me = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...(await t.bearer(user)), 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: '\u202dmoc.elpmaxe' }),
    });
    expect(me.json()).toMatchObject({ first_name: 'moc.elpmaxe' });
  });

  it('a lone UTF-16 surrogate in a stored JSON document is a 422 unreadable_text, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/data/surrogates',
      headers: json(),
      payload: '{"extra":"\\ud800"}',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ type: 'value_error', ctx: { code: 'unreadable_text' } });
  });

  describe('a NUL character is a 422 string_nul on its field', () => {
    it('in a JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authors/',
        headers: json(),
        payload: JSON.stringify({ name: 'a\u0000b' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        {
          type: 'string_nul',
          loc: ['body', 'name'],
          msg: 'String should not contain the NUL character',
          input: 'a\u0000b',
        },
      ]);
    });

    it('nested in a list of a JSON body', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/person',
        headers: json(),
        payload: JSON.stringify({ first_name: 'Dana', addresses: [{ city: 'Haifa' }, { city: 'Akko\u0000' }] }),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ type: 'string_nul', loc: ['body', 'addresses', 1, 'city'] });
    });

    it('in the sign-in form, signed out (form-encoded and multipart)', async () => {
      const encoded = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: formHeaders,
        payload: form({ username: 'a\u0000@example.com', password: 'x' }),
      });
      expect(encoded.statusCode).toBe(422);
      expect(encoded.json().detail[0]).toMatchObject({ type: 'string_nul', loc: ['body', 'username'] });
      const parts = await t.app.inject({
        method: 'POST',
        url: '/api/auth/cookie/login',
        headers: multipart,
        payload: multipartBody({ username: 'a@example.com', password: 'x\u0000y' }),
      });
      expect(parts.statusCode).toBe(422);
      expect(parts.json().detail[0]).toMatchObject({ type: 'string_nul', loc: ['body', 'password'] });
    });

    it('in password recovery, signed out', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x\u0000@example.com' }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ type: 'string_nul', loc: ['body', 'email'] });
    });

    it('in a query string and in a path', async () => {
      const query = await t.app.inject({ method: 'GET', url: '/api/authors/?q=a%00b', headers: auth });
      expect(query.statusCode).toBe(422);
      expect(query.json().detail[0]).toMatchObject({ type: 'string_nul', loc: ['query', 'q'] });
      const path = await t.app.inject({ method: 'GET', url: '/api/form/a%00b', headers: auth });
      expect(path.statusCode).toBe(422);
      expect(path.json().detail[0]).toMatchObject({ type: 'string_nul', loc: ['path', 'name'] });
    });
  });

  describe("integers past PostgreSQL's integer are a 422", () => {
    it.each([
      ['a path id', 'GET', '/api/authors/2147483648', undefined, ['path', 'id']],
      ['a path id near 2^53', 'GET', '/api/note/9007199254740991', undefined, ['path', 'id']],
      ['ids of a factory list', 'GET', '/api/ecommerce/coupons?ids=2147483648', undefined, ['query', 'ids', 0]],
      ['ref_id of a note', 'POST', '/api/note/', { ref_id: 2 ** 31, content: 'x' }, ['body', 'ref_id']],
      ['ref_id of a notes filter', 'GET', '/api/note/?ref_id=4294967296', undefined, ['query', 'ref_id']],
      ['duplicate_id of a merge', 'POST', '/api/person/1/merge', { duplicate_id: 2 ** 40 }, ['body', 'duplicate_id']],
      [
        'merge_into of a person',
        'POST',
        '/api/person',
        { first_name: 'Dana', merge_into: 2 ** 32 },
        ['body', 'merge_into'],
      ],
      [
        'exclude_id of a duplicates check',
        'POST',
        '/api/person/duplicates',
        { emails: ['a@example.com'], exclude_id: 2 ** 31 },
        ['body', 'exclude_id'],
      ],
    ] as const)('%s', async (_name, method, url, body, loc) => {
      const res = await t.app.inject({
        method,
        url,
        headers: body ? json() : auth,
        payload: body ? JSON.stringify(body) : undefined,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toEqual(
        expect.arrayContaining([expect.objectContaining({ type: 'less_than_equal', loc })]),
      );
    });
  });

  describe('a malformed multipart body is a 400', () => {
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nx`;
    it.each(['/api/auth/login', '/api/auth/cookie/login', '/api/auth/register', '/api/auth/forgot-password'])(
      'on %s, signed out',
      async (url) => {
        const res = await t.app.inject({ method: 'POST', url, headers: multipart, payload: cut });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: 'There was an error parsing the body' });
      },
    );

    it('on an upload route', async () => {
      for (const url of ['/api/files_v2/upload', '/api/static_files/upload?topic=x']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...auth, ...multipart }, payload: 'garbage' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ detail: 'There was an error parsing the body' });
      }
    });
  });

  describe('an update with no known fields answers the record unchanged', () => {
    it('PATCH /users/me and PATCH /users/{id}', async () => {
      const { user } = await t.createUser({ firstName: 'Dana' });
      const mine = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { ...(await t.bearer(user)), 'content-type': 'application/json' },
        payload: '{"nickname":"x"}',
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({ id: user.id, first_name: 'Dana' });
      const theirs = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: json(),
        payload: '{}',
      });
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.json()).toMatchObject({ id: user.id, email: user.email, first_name: 'Dana', is_active: true });
    });

    it('PUT shipping option, author and note: entities on the factory answer 422, never 500', async () => {
      const option = await t.app.inject({
        method: 'POST',
        url: '/api/ecommerce/shipping_option',
        headers: json(),
        payload: JSON.stringify({ name: 'Courier', price: 3000 }),
      });
      const author = await t.app.inject({
        method: 'POST',
        url: '/api/authors/',
        headers: json(),
        payload: JSON.stringify({ name: 'Lea Goldberg' }),
      });
      const person = await t.app.inject({
        method: 'POST',
        url: '/api/person',
        headers: json(),
        payload: JSON.stringify({ first_name: 'Dana' }),
      });
      const note = await t.app.inject({
        method: 'POST',
        url: '/api/note/',
        headers: json(),
        payload: JSON.stringify({ ref_id: person.json().id, content: 'Called' }),
      });
      for (const [url, created] of [
        [`/api/ecommerce/shipping_option/${option.json().id}`, option.json()],
        [`/api/authors/${author.json().id}`, author.json()],
        [`/api/note/${note.json().id}`, note.json()],
      ] as const) {
        // The factory refuses a field it does not know and an update with nothing in it, by name (422), as for every entity.
        const unknown = await t.app.inject({ method: 'PUT', url, headers: json(), payload: '{"unknown":1}' });
        expect(unknown.statusCode, `${url} ${unknown.body}`).toBe(422);
        expect(unknown.json().detail[0]).toMatchObject({ type: 'extra_forbidden', loc: ['body', 'unknown'] });
        const empty = await t.app.inject({ method: 'PUT', url, headers: json(), payload: '{}' });
        expect(empty.statusCode, `${url} ${empty.body}`).toBe(422);
        expect(empty.json().detail[0]).toMatchObject({ ctx: { code: 'empty_update' } });
        expect((await t.app.inject({ method: 'GET', url, headers: json() })).json()).toEqual(created);
      }
    });

    it('still answers 404 for an unknown id', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/authors/999999',
        headers: json(),
        payload: '{"name":"Nobody"}',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('a reference to a record that does not exist is a 422 on that field, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ecommerce/coupon/generate',
      headers: json(),
      payload: JSON.stringify({ count: 1, promotion_id: 999999 }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'promotion_id'], ctx: { code: 'not_found' } });
  });

  it('deleting a person a subscription still refers to is a 409 IN_USE, not a 500', async () => {
    const post = (url: string, body: object) =>
      t.app.inject({ method: 'POST', url, headers: json(), payload: JSON.stringify(body) });
    const person = (await post('/api/person', { first_name: 'Dana' })).json<{ id: number }>();
    const option = await post('/api/ecommerce/subscription_option', { name: 'Monthly', price: 4900 });
    expect(option.statusCode, option.body).toBe(201);
    const subscription = await post('/api/subscription', {
      person_id: person.id,
      option_id: option.json<{ id: number }>().id,
    });
    expect(subscription.statusCode, subscription.body).toBe(201);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/person/${person.id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: 'IN_USE' });
  });

  describe("Fastify's own errors come back as {detail}", () => {
    it('a bad percent-encoding in a path: 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/authors/%E0%A4%A', headers: auth });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['detail']);
    });

    it('a path parameter over 1,024 characters: 414, without the URL', async () => {
      const long = 'x'.repeat(1100);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth/accept-invite/${long}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ detail: 'URI Too Long' });
    });

    it('a body over the limit: 413', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authors/',
        headers: json(),
        payload: JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
      expect(Object.keys(res.json())).toEqual(['detail']);
    });

    it('an unsupported content type: 415', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authors/',
        headers: { ...auth, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(res.statusCode).toBe(415);
      expect(Object.keys(res.json())).toEqual(['detail']);
    });

    it('headers too large (Node refuses them before any route): 431', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' }); // a free port the system picks
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(`${address}/api/health`, { headers: { 'x-big': 'x'.repeat(64 * 1024) } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(431);
      expect(JSON.parse(body)).toEqual({ detail: 'Request Header Fields Too Large' });
    });
  });
});
