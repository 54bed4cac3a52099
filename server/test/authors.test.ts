// /api/authors: CRUD for signed-in users, list with search, sorting and paging.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('authors (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/authors/', headers: auth, payload });

  it('creates (201), reads, updates and deletes (204) an author', async () => {
    const created = await create({ name: 'לאה גולדברג', bio: 'משוררת' });
    expect(created.statusCode).toBe(201);
    const author = created.json();
    expect(author).toMatchObject({ name: 'לאה גולדברג', bio: 'משוררת' });
    expect(Date.parse(author.created_at)).not.toBeNaN();

    expect((await t.app.inject({ method: 'GET', url: `/api/authors/${author.id}`, headers: auth })).json()).toEqual(
      author,
    );

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/authors/${author.id}`,
      headers: auth,
      payload: { bio: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'לאה גולדברג', bio: null });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/authors/${author.id}`, headers: auth })).statusCode).toBe(
      204,
    );
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/authors/${author.id}`,
        headers: auth,
        payload: method === 'PUT' ? { name: 'x' } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('creates without a bio (null) and answers without the trailing slash too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/authors', headers: auth, payload: { name: 'Solo' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().bio).toBeNull();
  });

  it('lists as {items, total}: search by name (case-insensitive), sort, skip/limit', async () => {
    for (const name of ['Zeruya Shalev', 'Amos Oz', 'Meir Shalev']) await create({ name });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/authors/?q=SHALEV&sort=name&order=asc',
      headers: auth,
    });
    expect(found.json()).toEqual({
      total: 2,
      items: [expect.objectContaining({ name: 'Meir Shalev' }), expect.objectContaining({ name: 'Zeruya Shalev' })],
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/authors/?q=shalev&sort=name&order=desc&skip=1&limit=1',
      headers: auth,
    });
    expect(page.json()).toEqual({ total: 2, items: [expect.objectContaining({ name: 'Meir Shalev' })] });
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/authors/?q=%25', headers: auth });
    expect(wildcard.json().total).toBe(0);
  });

  it('validates with 422: name required, not blank, not too long; bio text', async () => {
    const missing = await create({ bio: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([
      { type: 'missing', loc: ['body', 'name'], msg: 'Field required', input: { bio: 'x' } },
    ]);
    const long = await create({ name: 'x'.repeat(201) });
    expect(long.json().detail[0]).toMatchObject({
      type: 'string_too_long',
      loc: ['body', 'name'],
      ctx: { max_length: 200 },
    });
    const wrongType = await create({ name: 'ok', bio: 12 });
    expect(wrongType.json().detail[0]).toMatchObject({ type: 'string_type', loc: ['body', 'bio'] });
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/authors/',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.json().detail[0]).toMatchObject({ type: 'model_attributes_type', loc: ['body'] });
  });

  it('answers 401 on every route without credentials', async () => {
    for (const [method, url] of [
      ['GET', '/api/authors/'],
      ['POST', '/api/authors/'],
      ['GET', '/api/authors/1'],
      ['PUT', '/api/authors/1'],
      ['DELETE', '/api/authors/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
