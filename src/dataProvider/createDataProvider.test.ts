import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, listQuery, normaliseList } from './createDataProvider';
import { crud, entityApi } from './endpoints';
import { pageInBrowser } from './pageInBrowser';

let calls: Array<{ url: string; init: RequestInit }>;
let body: unknown;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

const provider = createDataProvider([
  {
    routeName: 'settings/users',
    api: crud('/users/', { update: { method: 'PATCH' } }),
    writableFields: ['email', 'first_name', 'is_active'],
  },
  {
    routeName: 'shop/shipping-options',
    api: crud('/ecommerce/shipping_option', {
      list: { path: '/ecommerce/shipping_options', filters: { active: 'active_only' } },
    }),
    writableFields: ['name', 'price'],
  },
  {
    routeName: 'offset-things',
    api: crud('/things', { list: { paging: 'offset', sort: undefined, search: undefined } }),
    writableFields: [],
  },
  {
    routeName: 'all-at-once',
    api: crud('/all', { list: { paging: 'none', search: undefined, sort: undefined } }),
    writableFields: [],
  },
]);

const params = {
  pagination: { page: 3, perPage: 25 },
  sort: { field: 'name', order: 'DESC' as const },
  filter: { q: 'dhl', active: true },
};

describe('data provider', () => {
  it('translates getList: skip/limit, sort/order, q, route filters; reads {items,total}', async () => {
    body = { items: [{ id: 1, name: 'DHL' }], total: 51 };
    expect(await provider.getList('shop/shipping-options', params)).toEqual({
      data: [{ id: 1, name: 'DHL' }],
      total: 51,
    });
    expect(calls[0].url).toBe(
      '/api/ecommerce/shipping_options?active_only=true&q=dhl&sort=name&order=desc&skip=50&limit=25',
    );
  });

  it('uses offset/limit where the route does', () => {
    expect(listQuery(crud('/x', { list: { paging: 'offset' } }).list!, params)).toMatchObject({
      offset: 50,
      limit: 25,
    });
  });

  it('pages, sorts and searches in the browser when the route answers the whole list', async () => {
    body = [
      { id: 1, name: 'b' },
      { id: 2, name: 'a' },
      { id: 3, name: 'c' },
    ];
    const result = await provider.getList('all-at-once', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({
      data: [
        { id: 2, name: 'a' },
        { id: 1, name: 'b' },
      ],
      total: 3,
    });
    expect(calls[0].url).toBe('/api/all');
    expect(
      pageInBrowser(
        body as never,
        { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'C' } },
        false,
      ),
    ).toEqual({
      data: [{ id: 3, name: 'c' }],
      total: 1,
    });
  });

  it('accepts a bare array as a list', () => {
    expect(normaliseList([{ id: 1 }])).toEqual({ items: [{ id: 1 }], total: 1 });
    expect(normaliseList(null)).toEqual({ items: [], total: 0 });
  });

  it('creates with the writable fields only (POST)', async () => {
    body = { id: 9, name: 'X', price: 5 };
    await provider.create('shop/shipping-options', { data: { id: 4, name: 'X', price: 5, created_at: 'now' } });
    expect(calls[0].url).toBe('/api/ecommerce/shipping_option');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ name: 'X', price: 5 });
  });

  it('PATCH sends only what changed; PUT sends every writable field', async () => {
    body = { id: 'u1', email: 'a@b.c', first_name: 'New', is_active: false };
    const previousData = { id: 'u1', email: 'a@b.c', first_name: 'Old', is_active: true };
    const { data } = await provider.update('settings/users', {
      id: 'u1',
      data: { ...previousData, first_name: 'New', is_active: false },
      previousData,
    });
    expect(calls[0]).toMatchObject({ url: '/api/users/u1', init: { method: 'PATCH' } });
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ first_name: 'New', is_active: false });
    expect(data).toMatchObject({ id: 'u1', first_name: 'New' });

    body = { id: 3, name: 'Y', price: 1 };
    await provider.update('shop/shipping-options', {
      id: 3,
      data: { id: 3, name: 'Y', price: 1 },
      previousData: { id: 3, name: 'Y', price: 2 },
    });
    expect(calls[1].init.method).toBe('PUT');
    expect(JSON.parse(calls[1].init.body as string)).toEqual({ name: 'Y', price: 1 });
  });

  it('reads, deletes, and loads several by id', async () => {
    body = { id: 7, name: 'A' };
    expect(await provider.getOne('shop/shipping-options', { id: 7 })).toEqual({ data: { id: 7, name: 'A' } });
    expect(await provider.getMany('shop/shipping-options', { ids: [7, 7] })).toEqual({ data: [body, body] });
    body = null;
    await provider.delete('shop/shipping-options', { id: 7, previousData: { id: 7 } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/ecommerce/shipping_option/7',
      'GET /api/ecommerce/shipping_option/7',
      'GET /api/ecommerce/shipping_option/7',
      'DELETE /api/ecommerce/shipping_option/7',
    ]);
  });

  it('refuses a record without id before calling (Invalid endpoint)', async () => {
    await expect(provider.getOne('shop/shipping-options', { id: undefined as never })).rejects.toMatchObject({
      status: 0,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('data provider over a factory entity (entityApi)', () => {
  const entities = createDataProvider([
    { routeName: 'shop/product-categories', api: entityApi('/ecommerce/product_category'), writableFields: ['name'] },
    {
      routeName: 'shop/events',
      api: entityApi('/ecommerce/event'),
      writableFields: ['title', 'repeat'],
      updatableFields: ['title'],
    },
  ]);

  it('sends create-only fields when creating, never when changing', async () => {
    body = { id: 4 };
    await entities.create('shop/events', { data: { title: 'ערב', repeat: 'weekly' } });
    await entities.update('shop/events', {
      id: 4,
      data: { id: 4, title: 'ערב', repeat: 'weekly' },
      previousData: { id: 4 },
    });
    expect(calls.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { title: 'ערב', repeat: 'weekly' },
      { title: 'ערב' },
    ]);
  });

  it('fetches many records in one request with ids=', async () => {
    body = { items: [{ id: 3 }, { id: 7 }], total: 2 };
    expect(await entities.getMany('shop/product-categories', { ids: [3, 7] })).toEqual({
      data: [{ id: 3 }, { id: 7 }],
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/ecommerce/product_category?ids=3%2C7&limit=2']);
  });

  it('asks nothing for no ids', async () => {
    expect(await entities.getMany('shop/product-categories', { ids: [] })).toEqual({ data: [] });
    expect(calls).toEqual([]);
  });

  it('deletes and updates many in one call to the bulk routes', async () => {
    body = { ids: [1, 2] };
    expect(await entities.deleteMany('shop/product-categories', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(calls[0].url).toBe('/api/ecommerce/product_category/bulk/delete');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ ids: [1, 2] });
    body = { items: [] };
    await entities.updateMany('shop/product-categories', { ids: [1, 2], data: { name: 'x', id: 5 } });
    expect(calls[1].url).toBe('/api/ecommerce/product_category/bulk/update');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ ids: [1, 2], data: { name: 'x' } });
  });
});
