// /api/ecommerce shipping options: CRUD for signed-in users, prices in agorot, one default at a time, active_only.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('shipping options (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/ecommerce/shipping_option', headers: auth, payload });
  const list = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/ecommerce/shipping_options${query}`, headers: auth })).json();
  const defaults = async () =>
    (await list('?limit=1000')).items
      .filter((o: { is_default: boolean }) => o.is_default)
      .map((o: { id: number }) => o.id);

  it('creates (201), reads, updates and deletes (204) an option', async () => {
    const created = await create({ name: 'משלוח רגיל', price: 2990 });
    expect(created.statusCode).toBe(201);
    const option = created.json();
    expect(option).toMatchObject({ name: 'משלוח רגיל', price: 2990, is_active: true, is_default: false });
    expect(option.id).toBeTypeOf('number');

    const got = await t.app.inject({
      method: 'GET',
      url: `/api/ecommerce/shipping_option/${option.id}`,
      headers: auth,
    });
    expect(got.json()).toEqual(option);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/ecommerce/shipping_option/${option.id}`,
      headers: auth,
      payload: { price: 3500, is_active: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'משלוח רגיל', price: 3500, is_active: false });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/ecommerce/shipping_option/${option.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const gone = await t.app.inject({
        method,
        url: `/api/ecommerce/shipping_option/${option.id}`,
        headers: auth,
        payload: method === 'PUT' ? { price: 1 } : undefined,
      });
      expect(gone.statusCode, method).toBe(404);
      expect(gone.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('keeps a single default: creating or updating one as default clears the others', async () => {
    const a = (await create({ name: 'A', price: 10, is_default: true })).json();
    expect(await defaults()).toEqual([a.id]);
    const b = (await create({ name: 'B', price: 20, is_default: true })).json();
    expect(await defaults()).toEqual([b.id]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/ecommerce/shipping_option/${a.id}`,
      headers: auth,
      payload: { is_default: true },
    });
    expect(put.json().is_default).toBe(true);
    expect(await defaults()).toEqual([a.id]);
    // Re-saving the default as default keeps it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/ecommerce/shipping_option/${a.id}`,
      headers: auth,
      payload: { is_default: true, name: 'A2' },
    });
    expect(await defaults()).toEqual([a.id]);
  });

  it('lists as {items, total}, filters with active_only, searches and sorts', async () => {
    await create({ name: 'Inactive courier', price: 99, is_active: false });
    await create({ name: 'Pickup', price: 0 });
    const all = await list('?limit=1000');
    expect(all.total).toBe(all.items.length);
    expect(all.items.some((o: { is_active: boolean }) => !o.is_active)).toBe(true);
    const active = await list('?active_only=true&limit=1000');
    expect(active.items.every((o: { is_active: boolean }) => o.is_active)).toBe(true);
    expect(active.total).toBeLessThan(all.total);
    const found = await list('?q=pick');
    expect(found.items.map((o: { name: string }) => o.name)).toEqual(['Pickup']);
    const sorted = await list('?sort=price&order=desc&limit=1000');
    const prices = sorted.items.map((o: { price: number }) => o.price);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
  });

  it('validates input with 422 in the pydantic shape', async () => {
    const res = await create({ price: -1, is_default: 'yes please' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'missing', loc: ['body', 'name'] }),
        expect.objectContaining({ type: 'greater_than_equal', loc: ['body', 'price'], input: -1 }),
        expect.objectContaining({ type: 'bool_parsing', loc: ['body', 'is_default'] }),
      ]),
    );
    const fraction = await create({ name: 'Half an agora', price: 29.9 });
    expect(fraction.json().detail[0]).toMatchObject({ type: 'int_from_float', loc: ['body', 'price'] });
    const empty = await create({ name: '  ', price: 1 });
    expect(empty.json().detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'name'] });
    const badId = await t.app.inject({ method: 'GET', url: '/api/ecommerce/shipping_option/x1', headers: auth });
    expect(badId.json().detail[0]).toMatchObject({ type: 'int_parsing', loc: ['path', 'id'] });
  });

  it('answers 401 on every route without credentials', async () => {
    for (const [method, url] of [
      ['GET', '/api/ecommerce/shipping_options'],
      ['POST', '/api/ecommerce/shipping_option'],
      ['GET', '/api/ecommerce/shipping_option/1'],
      ['PUT', '/api/ecommerce/shipping_option/1'],
      ['DELETE', '/api/ecommerce/shipping_option/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
