// /api/data/{table}: JSON documents per table name in ra-data-simple-rest's conventions; the provider itself
// (a dependency of the admin) is driven against the server here, unchanged.
import simpleRestProvider from 'ra-data-simple-rest';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

interface Book {
  id: number;
  title: string;
  year?: number;
  author_id?: number;
}

describe.each(backends)('generic data store (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'superuser' });

  /** The provider's HTTP client, answered by the app in process (same shape as ra-core's fetchJson). */
  const httpClient = async (url: string, options: { method?: string; body?: string; headers?: Headers } = {}) => {
    const headers: Record<string, string> = { ...auth, accept: 'application/json' };
    options.headers?.forEach((value, key) => (headers[key] = value));
    if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await t.app.inject({ method: (options.method ?? 'GET') as 'GET', url, headers, payload: options.body });
    if (res.statusCode >= 300) throw Object.assign(new Error(res.body), { status: res.statusCode, body: res.json() });
    return {
      status: res.statusCode,
      headers: new Headers(res.headers as Record<string, string>),
      body: res.body,
      json: res.body ? res.json() : undefined,
    };
  };
  const provider = () => simpleRestProvider('/api/data', httpClient as never);
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method, url: `/api/data${url}`, headers, payload: payload as never });

  it('serves every react-admin call through ra-data-simple-rest: create, list with sort, range and filter, one, many, references, update, delete', async () => {
    const p = provider();
    const table = `books_${backend}`;
    const made: Book[] = [];
    for (const [title, year, author_id] of [
      ['עוד חוזר הניגון', 1960, 7],
      ['Dolly City', 1992, 8],
      ['סיפור על אהבה וחושך', 2002, 7],
      ['My Michael', 1968, 7],
    ] as const) {
      made.push((await p.create(table, { data: { title, year, author_id, id: 999 } })).data as Book);
    }
    expect(made[0]).toEqual({ id: expect.any(Number), title: 'עוד חוזר הניגון', year: 1960, author_id: 7 });
    expect(made[0]!.id).not.toBe(999);

    const page = await p.getList(table, {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'year', order: 'DESC' },
      filter: {},
    });
    expect(page).toEqual({ total: 4, data: [made[2], made[1]] });
    const second = await p.getList(table, {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'year', order: 'DESC' },
      filter: {},
    });
    expect(second.data).toEqual([made[3], made[0]]);
    const found = await p.getList(table, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'michael' },
    });
    expect(found).toEqual({ total: 1, data: [made[3]] });

    expect((await p.getOne(table, { id: made[1]!.id })).data).toEqual(made[1]);
    const many = await p.getMany(table, { ids: [made[0]!.id, made[3]!.id] });
    expect(many.data).toEqual([made[0], made[3]]);
    // a reference id as the address gives it (text) still finds the documents that hold the number
    const byAuthor = await p.getManyReference(table, {
      target: 'author_id',
      id: '7',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(byAuthor.total).toBe(3);
    expect(byAuthor.data.map((b) => b.title)).toEqual(['My Michael', 'סיפור על אהבה וחושך', 'עוד חוזר הניגון']);

    const updated = await p.update(table, {
      id: made[1]!.id,
      data: { ...made[1], title: 'Dolly City (1992)' },
      previousData: made[1]!,
    });
    expect(updated.data).toEqual({ ...made[1], title: 'Dolly City (1992)' });
    expect((await p.updateMany(table, { ids: [made[0]!.id, made[3]!.id], data: { title: 'x' } })).data).toEqual([
      made[0]!.id,
      made[3]!.id,
    ]);
    expect((await p.getOne(table, { id: made[0]!.id })).data).toEqual({ id: made[0]!.id, title: 'x' });

    expect((await p.delete(table, { id: made[2]!.id, previousData: made[2] })).data).toEqual(made[2]);
    expect((await p.deleteMany(table, { ids: [made[0]!.id, made[1]!.id] })).data).toEqual([made[0]!.id, made[1]!.id]);
    expect(
      (
        await p.getList(table, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(1);
    await expect(p.getOne(table, { id: made[2]!.id })).rejects.toMatchObject({
      status: 404,
      body: { detail: 'Not Found' },
    });
  });

  it('keeps each table apart, answers Content-Range for empty pages, and applies the optional filter on one record', async () => {
    const a = (await inject('POST', '/shelf-a', { name: 'one', tags: ['x'] })).json();
    expect((await inject('POST', '/shelf-b', { name: 'two' })).statusCode).toBe(201);
    const listA = await inject('GET', '/shelf-a');
    expect(listA.json()).toEqual([{ id: a.id, name: 'one', tags: ['x'] }]);
    expect(listA.headers['content-range']).toBe('shelf-a 0-0/1');
    const beyond = await inject('GET', `/shelf-a?range=${encodeURIComponent('[10,19]')}`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('shelf-a */1');
    // a document of another table is not found under this one
    expect((await inject('GET', `/shelf-b/${a.id}`)).statusCode).toBe(404);
    expect(
      (await inject('GET', `/shelf-a/${a.id}?filter=${encodeURIComponent('{"name":"one"}')}`)).json(),
    ).toMatchObject({ id: a.id });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await inject(
        method,
        `/shelf-a/${a.id}?filter=${encodeURIComponent('{"name":"other"}')}`,
        method === 'PUT' ? { name: 'changed' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
    expect((await inject('GET', `/shelf-a/${a.id}`)).json()).toEqual({ id: a.id, name: 'one', tags: ['x'] });
    expect((await inject('GET', `/shelf-a?filter=${encodeURIComponent('{"missing":null}')}`)).json()).toHaveLength(1);
  });

  it('refuses bad table names, bad JSON, bad sort, range and filter, unknown parameters and non-object bodies with 422', async () => {
    const refused: Array<[string, string, unknown[]]> = [
      ['GET', '/1books', ['path', 'table']],
      ['GET', `/${'t'.repeat(64)}`, ['path', 'table']],
      ['GET', '/books/abc', ['path', 'id']],
      ['GET', '/books/0', ['path', 'id']],
      ['GET', `/books?sort=${encodeURIComponent('["title"')}`, ['query', 'sort']],
      ['GET', `/books?sort=${encodeURIComponent('["title","UP"]')}`, ['query', 'sort']],
      ['GET', `/books?sort=${encodeURIComponent('["ti tle","ASC"]')}`, ['query', 'sort']],
      ['GET', `/books?range=${encodeURIComponent('[5,2]')}`, ['query', 'range']],
      ['GET', `/books?range=${encodeURIComponent('[0,5000]')}`, ['query', 'range']],
      ['GET', `/books?filter=${encodeURIComponent('[1]')}`, ['query', 'filter']],
      ['GET', `/books?filter=${encodeURIComponent('{"id":["x"]}')}`, ['query', 'filter']],
      ['GET', `/books?filter=${encodeURIComponent('{"a b":1}')}`, ['query', 'filter']],
      ['GET', '/books?colour=red', ['query', 'colour']],
    ];
    for (const [method, url, loc] of refused) {
      const res = await inject(method as 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail[0].loc, url).toEqual(loc);
    }
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/data/books',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().detail[0].loc).toEqual(['body']);
  });

  it('is for superusers: 401 without sign-in, 403 for other users', async () => {
    const user = await t.userHeaders();
    for (const [method, url] of [
      ['GET', '/books'],
      ['POST', '/books'],
      ['GET', '/books/1'],
      ['PUT', '/books/1'],
      ['DELETE', '/books/1'],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/data${url}` })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await t.app.inject({ method, url: `/api/data${url}`, headers: user })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });
});
