// Library admin calls: an item's readers and stats for the book page, and the orders staff set by dragging:
// categories (one transaction renumbering them all) and a collection's items (the same items, reordered), which the
// app home then follows.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

type Json = Record<string, unknown> & { id: number };

describe.each(backends)('library admin API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await t.userHeaders();
  });
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload });
  const call = async <T = Json>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    status?: number,
  ): Promise<T> => {
    const res = await send(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status ?? (method === 'POST' ? 201 : 200));
    return (res.body ? res.json() : null) as T;
  };

  it('refuses the new calls without sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/library/item/1/readers'],
      ['GET', '/api/library/item/1/stats'],
      ['PUT', '/api/library/category_order'],
      ['PUT', '/api/library/collection_item/1/order'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it("an item's readers (who, granted how and when, progress) and its stats", async () => {
    const item = await call('POST', '/library/item', { title: 'ספר הקוראים', status: 'published' });
    const other = await call('POST', '/library/item', { title: 'ספר אחר' });
    const dana = await createPerson(t, auth, { first_name: 'דנה', last_name: 'קוראת' });
    const yoav = await createPerson(t, auth, { first_name: 'יואב', last_name: 'מאזין' });
    const noa = await createPerson(t, auth, { first_name: 'נועה', last_name: 'חדשה' });

    const empty = await call<Json>('GET', `/library/item/${item.id}/stats`);
    expect(empty).toEqual({
      readers: 0,
      started: 0,
      average_percent: null,
      completions: 0,
      opened_last_30_days: 0,
      by_reason: { bought: 0, subscription: 0, gift: 0 },
    });
    expect(await call('GET', `/library/item/${item.id}/readers`)).toEqual({ items: [], total: 0 });

    await call('POST', `/library/lib_item_link/person/${dana.id}`, { item_id: item.id, reason: 'bought' });
    await call('POST', `/library/lib_item_link/person/${yoav.id}`, { item_id: item.id, reason: 'subscription' });
    await call('POST', `/library/lib_item_link/person/${noa.id}`, { item_id: item.id, reason: 'gift' });
    await call('POST', `/library/lib_item_link/person/${noa.id}`, { item_id: other.id, reason: 'gift' });
    const recent = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    await call('PUT', '/library/progress', { person_id: dana.id, item_id: item.id, percent: 100, read_at: recent });
    await call('PUT', '/library/progress', {
      person_id: yoav.id,
      item_id: item.id,
      percent: 45,
      seconds: 3600,
      read_at: '2025-01-10T10:00:00Z',
    });
    await call('PUT', '/library/progress', { person_id: noa.id, item_id: other.id, percent: 80, read_at: recent });

    const readers = await call<{ items: Json[]; total: number }>('GET', `/library/item/${item.id}/readers`);
    expect(readers.total).toBe(3);
    // last opened first, those who never opened it last
    expect(
      readers.items.map((r) => [
        r.person_id,
        r.person_name,
        r.reason,
        (r.progress as { percent: number } | null)?.percent ?? null,
      ]),
    ).toEqual([
      [dana.id, 'דנה קוראת', 'bought', 100],
      [yoav.id, 'יואב מאזין', 'subscription', 45],
      [noa.id, 'נועה חדשה', 'gift', null],
    ]);
    expect(readers.items[1]).toMatchObject({ progress: { seconds: 3600, read_at: '2025-01-10T10:00:00.000Z' } });
    expect(readers.items[0].granted_by_name).toBeTruthy();
    expect(typeof readers.items[0].granted_at).toBe('string');
    const page = await call<{ items: Json[]; total: number }>('GET', `/library/item/${item.id}/readers?skip=1&limit=1`);
    expect(page).toMatchObject({ total: 3, items: [{ person_id: yoav.id }] });

    expect(await call('GET', `/library/item/${item.id}/stats`)).toEqual({
      readers: 3,
      started: 2,
      average_percent: 72.5,
      completions: 1,
      opened_last_30_days: 1,
      by_reason: { bought: 1, subscription: 1, gift: 1 },
    });

    await call('GET', '/library/item/999999/readers', undefined, 404);
    await call('GET', '/library/item/999999/stats', undefined, 404);
    const bad = await send('GET', '/library/item/abc/readers');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['path', 'id']);
    expect((await send('GET', `/library/item/${item.id}/readers?limit=0`)).statusCode).toBe(422);
  });

  it('reorders categories in one call, and the app home follows; a subset keeps the places it held', async () => {
    const names = ['סדר א', 'סדר ב', 'סדר ג'];
    const cats: Json[] = [];
    for (const name of names) cats.push(await call('POST', '/library/category', { name, featured: true }));
    for (const [i, c] of cats.entries())
      await call('POST', '/library/item', { title: `ספר ${names[i]}`, category_ids: [c.id], status: 'published' });
    const ours = (list: Json[]) => list.filter((c) => cats.some((x) => x.id === c.id)).map((c) => c.name);

    const reversed = await call<Json[]>('PUT', '/library/category_order', {
      ids: [cats[2].id, cats[1].id, cats[0].id],
    });
    expect(ours(reversed)).toEqual(['סדר ג', 'סדר ב', 'סדר א']);
    const sortOrders = reversed.map((c) => c.sort_order as number);
    expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
    expect(new Set(sortOrders).size).toBe(sortOrders.length);
    expect(ours(await call<Json[]>('GET', '/library/category_list?only_featured=true'))).toEqual([
      'סדר ג',
      'סדר ב',
      'סדר א',
    ]);
    const home = await call<{ categories: Json[] }>('POST', '/library/app_home_item_list', {}, 200);
    expect(ours(home.categories)).toEqual(['סדר ג', 'סדר ב', 'סדר א']);

    // two of them swap: the third stays where it is
    const swapped = await call<Json[]>('PUT', '/library/category_order', { ids: [cats[0].id, cats[2].id] });
    expect(ours(swapped)).toEqual(['סדר א', 'סדר ב', 'סדר ג']);

    const unknown = await send('PUT', '/library/category_order', { ids: [cats[0].id, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({ loc: ['body', 'ids'], ctx: { code: 'not_found' } });
    expect((await send('PUT', '/library/category_order', { ids: [cats[0].id, cats[0].id] })).statusCode).toBe(422);
    expect((await send('PUT', '/library/category_order', { ids: [] })).statusCode).toBe(422);
    expect((await send('PUT', '/library/category_order', { ids: ['x'] })).statusCode).toBe(422);
    // nothing changed by the refused calls
    expect(ours(await call<Json[]>('GET', '/library/category_list'))).toEqual(['סדר א', 'סדר ב', 'סדר ג']);
  });

  it("reorders a collection's items, refuses another set of items, and the app home follows", async () => {
    const items: Json[] = [];
    for (const title of ['אוסף 1', 'אוסף 2', 'אוסף 3'])
      items.push(await call('POST', '/library/item', { title, status: 'published' }));
    const ids = items.map((i) => i.id);
    const collection = await call('POST', '/library/collection_item', {
      name: 'אוסף לסידור',
      item_ids: ids,
      sort_order: -1000,
    });
    const reordered = await call('PUT', `/library/collection_item/${collection.id}/order`, {
      item_ids: [ids[2], ids[0], ids[1]],
    });
    expect(reordered).toEqual({ id: collection.id, item_ids: [ids[2], ids[0], ids[1]] });
    expect((await call('GET', `/library/collection_item/${collection.id}`)).item_ids).toEqual([ids[2], ids[0], ids[1]]);
    const home = await call<{ collections: { id: number; items: Json[] }[] }>(
      'POST',
      '/library/app_home_item_list',
      {},
      200,
    );
    expect(home.collections.find((c) => c.id === collection.id)?.items.map((i) => i.id)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);

    for (const item_ids of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[1]],
      [ids[0], ids[1], 999999],
      [ids[0], ids[1], ids[2], ids[2]],
    ]) {
      const res = await send('PUT', `/library/collection_item/${collection.id}/order`, { item_ids });
      expect(res.statusCode, JSON.stringify(item_ids)).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'item_ids'], ctx: { code: 'not_same_items' } });
    }
    expect((await send('PUT', '/library/collection_item/999999/order', { item_ids: [] })).statusCode).toBe(404);
    expect((await send('PUT', `/library/collection_item/${collection.id}/order`, { item_ids: 'x' })).statusCode).toBe(
      422,
    );
  });

  it('a reader signs up from the app, sees published items and their own library, records their own progress, and reaches nothing of the admin', async () => {
    const email = `reader-${Date.now()}-${backend}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/library/signup',
      payload: { email, password: 'a long enough password', first_name: 'רות', last_name: 'קוראת' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const account = signup.json() as { id: string; email: string; person_id: number };
    expect(account).toMatchObject({ email });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/library/signup',
      payload: { email, password: 'a long enough password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toHaveProperty('detail');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/library/signup',
          payload: { email: 'not-an-email', password: 'a long enough password' },
        })
      ).statusCode,
    ).toBe(422);
    // the person staff see, linked to the account
    expect(await call('GET', `/person/${account.person_id}`)).toMatchObject({ first_name: 'רות', last_name: 'קוראת' });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${encodeURIComponent(email)}&password=${encodeURIComponent('a long enough password')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const reader = { authorization: `Bearer ${login.json().access_token as string}` };
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: reader, payload });

    const tag = `r${Date.now()}`;
    const published = await call('POST', '/library/item', { title: `גלוי ${tag}`, status: 'published' });
    const draft = await call('POST', '/library/item', { title: `טיוטה ${tag}` });
    await call('POST', `/library/lib_item_link/person/${account.person_id}`, { item_id: published.id, reason: 'gift' });
    await call('POST', `/library/lib_item_link/person/${account.person_id}`, { item_id: draft.id, reason: 'gift' });
    const listed = await as('POST', '/library/item_list', { q: tag, filters: { status: 'draft' } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ items: [], total: 0 });
    expect((await as('POST', '/library/item_list', { q: tag })).json().items.map((i: Json) => i.id)).toEqual([
      published.id,
    ]);
    expect((await as('POST', '/library/app_home_item_list', {})).statusCode).toBe(200);
    expect((await as('GET', '/library/category_list')).statusCode).toBe(200);
    expect((await as('GET', '/advert/get_list')).statusCode).toBe(200);

    // their own progress: person_id left out, or their own; another person's is refused
    const other = await createPerson(t, auth, { first_name: 'אחר', last_name: tag });
    await call('POST', `/library/lib_item_link/person/${other.id}`, { item_id: published.id, reason: 'gift' });
    const mine = await as('PUT', '/library/progress', {
      item_id: published.id,
      percent: 30,
      read_at: new Date().toISOString(),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      (
        await as('PUT', '/library/progress', {
          person_id: account.person_id,
          item_id: published.id,
          percent: 35,
          read_at: new Date(Date.now() + 1000).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    const theirs = await as('PUT', '/library/progress', {
      person_id: other.id,
      item_id: published.id,
      percent: 90,
      read_at: new Date().toISOString(),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toHaveProperty('detail');
    // staff name the person
    const unnamed = await send('PUT', '/library/progress', {
      item_id: published.id,
      percent: 1,
      read_at: new Date().toISOString(),
    });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().detail[0].loc).toEqual(['body', 'person_id']);

    // their library: the published item only, with their progress
    const library = await as('GET', '/library/lib_item_link/user');
    expect(library.statusCode).toBe(200);
    expect(library.json().map((l: Json) => [l.item_id, l.reason, (l.progress as { percent: number }).percent])).toEqual(
      [[published.id, 'gift', 35]],
    );
    // a staff account has no library of its own
    expect(await call('GET', '/library/lib_item_link/user')).toEqual([]);

    // a published item's page; a draft is not there for a reader (staff see both)
    const page = await as('GET', `/library/item/${published.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ id: published.id, title: `גלוי ${tag}` });
    const hidden = await as('GET', `/library/item/${draft.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Not Found' });
    expect(await call('GET', `/library/item/${draft.id}`)).toMatchObject({ status: 'draft' });

    // nothing of the admin
    for (const [method, url] of [
      ['GET', '/users/me'],
      ['POST', '/library/item'],
      ['PUT', `/library/item/${published.id}`],
      ['GET', `/library/lib_item_link/person/${account.person_id}`],
      ['GET', `/library/item/${published.id}/readers`],
      ['PUT', '/library/category_order'],
      ['GET', '/person/'],
    ] as const) {
      const res = await as(method as 'GET', url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: 'An app reader cannot use the admin' });
    }
  });

  it("keeps an item's ISBN without hyphens, refuses a wrong check digit, and finds items by author or ISBN in both lists", async () => {
    const tag = `i${Date.now()}${backend}`;
    const author = await call('POST', '/authors/', { name: `נתן ${tag}` });
    const good = await call('POST', '/library/item', {
      title: `ספר טוב ${tag}`,
      isbn: '978-0-306-40615-7',
      author_ids: [author.id],
    });
    expect(good.isbn).toBe('9780306406157');
    const bad = await send('POST', '/library/item', { title: 'x', isbn: '978-0-306-40615-8' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['body', 'isbn'], ctx: { code: 'isbn_invalid' } });
    const ids = (r: { items: Json[] }) => r.items.map((i) => i.id);
    // the generic list (the admin's table) and item_list (the app) find it by the author's name and by the ISBN, hyphens or not
    expect(ids(await call<{ items: Json[] }>('GET', `/library/items?q=${encodeURIComponent(`נתן ${tag}`)}`))).toEqual([
      good.id,
    ]);
    expect(ids(await call<{ items: Json[] }>('POST', '/library/item_list', { q: `נתן ${tag}` }, 200))).toEqual([
      good.id,
    ]);
    expect(
      ids(await call<{ items: Json[] }>('GET', `/library/items?q=${encodeURIComponent('978-0-306-40615-7')}`)),
    ).toEqual([good.id]);
    expect(ids(await call<{ items: Json[] }>('POST', '/library/item_list', { q: '9780306406157' }, 200))).toEqual([
      good.id,
    ]);
    // a change to an ISBN-10 is normalised too, and '' clears it
    expect((await call('PUT', `/library/item/${good.id}`, { isbn: '0-306-40615-2' })).isbn).toBe('0306406152');
    expect((await call('PUT', `/library/item/${good.id}`, { isbn: '' })).isbn).toBeNull();
  });

  it("counts an advert's impressions and clicks from the app (a reader too), and the admin's rate follows", async () => {
    const advert = await call('POST', '/advert/new', { title: 'ספירה', target_url: 'https://example.com/count' });
    for (let i = 0; i < 3; i++) await call('POST', `/advert/${advert.id}/impression`, {}, 200);
    expect(await call('POST', `/advert/${advert.id}/click`, {}, 200)).toEqual({
      id: advert.id,
      impressions: 3,
      clicks: 1,
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/library/signup',
      payload: { email: `ads-${Date.now()}-${backend}@example.com`, password: 'a long enough password' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `username=${encodeURIComponent(signup.json().email as string)}&password=${encodeURIComponent('a long enough password')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const seen = await t.app.inject({
      method: 'POST',
      url: `/api/advert/${advert.id}/impression`,
      headers: { authorization: `Bearer ${login.json().access_token as string}` },
    });
    expect(seen.json()).toMatchObject({ impressions: 4, clicks: 1 });
    expect(await call('GET', `/advert/${advert.id}`)).toMatchObject({ impressions: 4, clicks: 1 });
    expect((await send('POST', '/advert/999999/click')).statusCode).toBe(404);
    expect((await send('POST', '/advert/abc/click')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: `/api/advert/${advert.id}/click` })).statusCode).toBe(401);
  });
});
