// Library app catalogue API: item rules and lists, categories, collections, adverts, and the app home
// composition (published items only, featured categories, collections in order, adverts running at the moment).
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

type Json = Record<string, unknown> & { id: number };

describe.each(backends)('library API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = await t.userHeaders();
  });
  const call = async <T = Json>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    status?: number,
  ): Promise<T> => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(
      status ??
        (method === 'POST' && !url.includes('list') && !url.endsWith('/collection')
          ? 201
          : method === 'DELETE'
            ? 204
            : 200),
    );
    return (res.body ? res.json() : null) as T;
  };

  it('refuses the library routes without sign-in', async () => {
    for (const [method, url] of [
      ['POST', '/api/library/item_list'],
      ['POST', '/api/library/app_home_item_list'],
      ['GET', '/api/library/category_list'],
      ['GET', '/api/advert/get_list'],
      ['POST', '/api/advert/new'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('an item for subscribers needs its subscription option, one that is bought needs its product', async () => {
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/library/item',
      headers: auth,
      payload: { title: 'x', access: 'subscription' },
    });
    expect(sub.statusCode).toBe(422);
    expect(sub.json().detail[0]).toMatchObject({
      loc: ['body', 'subscription_option_id'],
      ctx: { code: 'subscription_required' },
    });
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/library/item',
      headers: auth,
      payload: { title: 'x', access: 'purchase' },
    });
    expect(buy.json().detail[0]).toMatchObject({ loc: ['body', 'product_id'], ctx: { code: 'product_required' } });
    const noProduct = await t.app.inject({
      method: 'POST',
      url: '/api/library/item',
      headers: auth,
      payload: { title: 'x', access: 'purchase', product_id: 999999 },
    });
    expect(noProduct.statusCode).toBe(422);
  });

  it('lists items by the body: filters, a search that reaches author names, sort and paging', async () => {
    const author = await call('POST', '/authors/', { name: 'לאה גולדברג' });
    const category = await call('POST', '/library/category', { name: 'שירה לילדים' });
    const a = await call('POST', '/library/item', {
      title: 'הרפתקאות אווזה',
      kind: 'audiobook',
      author_ids: [author.id],
      category_ids: [category.id],
      status: 'published',
    });
    await call('POST', '/library/item', { title: 'טיוטה', category_ids: [category.id] });
    const byAuthor = await call<{ items: Json[]; total: number }>('POST', '/library/item_list', { q: 'גולדברג' });
    expect(byAuthor.items.map((i) => i.id)).toEqual([a.id]);
    const inCategory = await call<{ items: Json[]; total: number }>('POST', '/library/item_list', {
      filters: { category_id: category.id },
      sort: 'title',
      order: 'asc',
    });
    expect(inCategory.items.map((i) => i.title)).toEqual(['הרפתקאות אווזה', 'טיוטה']);
    const published = await call<{ items: Json[]; total: number }>('POST', '/library/item_list', {
      filters: { category_id: category.id, status: 'published', kind: 'audiobook' },
      limit: 1,
    });
    expect(published.total).toBe(1);
    await call('POST', '/library/item_list', { filters: { nonsense: 1 } }, 422);
    await call('POST', '/library/item_list', { limit: 5000 }, 422);
    // a category still used by an item cannot go
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/library/category/${category.id}`, headers: auth })).statusCode,
    ).toBe(409);
  });

  it('the app home shows featured categories with published items, collections in order, and adverts running then', async () => {
    const featured = await call('POST', '/library/category', { name: 'מומלצים', featured: true, sort_order: -100 });
    const quiet = await call('POST', '/library/category', { name: 'שקט', featured: false });
    const one = await call('POST', '/library/item', {
      title: 'ראשון',
      category_ids: [featured.id, quiet.id],
      status: 'published',
      home_order: 2,
    });
    const two = await call('POST', '/library/item', {
      title: 'שני',
      category_ids: [featured.id],
      status: 'published',
      home_order: 1,
    });
    await call('POST', '/library/item', { title: 'טיוטה בבית', category_ids: [featured.id] });
    const collection = await call('POST', '/library/collection_item', {
      name: 'לקיץ',
      item_ids: [one.id],
      sort_order: -100,
    });
    const moved = await call<{ item_ids: number[] }>('POST', `/library/item/${two.id}/collection`, {
      collection_id: collection.id,
      position: 0,
    });
    expect(moved.item_ids).toEqual([two.id, one.id]);
    await call('POST', '/advert/new', {
      title: 'מבצע קיץ',
      target_kind: 'item',
      target_item_id: one.id,
      placement: 'home_top',
      starts_at: '2026-06-01',
      ends_at: '2026-08-31',
    });
    await call('POST', '/advert/new', { title: 'כבוי', target_url: 'https://example.com/x', is_active: false });

    const summer = await call<{
      categories: { id: number; items: Json[] }[];
      collections: { id: number; items: Json[] }[];
      adverts: Record<string, Json[]>;
    }>('POST', '/library/app_home_item_list', { at: '2026-07-01T10:00:00+03:00' });
    const row = summer.categories.find((c) => c.id === featured.id)!;
    expect(row.items.map((i) => i.title)).toEqual(['שני', 'ראשון']);
    expect(summer.categories.find((c) => c.id === quiet.id)).toBeUndefined();
    expect(summer.collections.find((c) => c.id === collection.id)!.items.map((i) => i.id)).toEqual([two.id, one.id]);
    expect(summer.adverts.home_top.map((a) => a.title)).toContain('מבצע קיץ');
    expect(
      Object.values(summer.adverts)
        .flat()
        .map((a) => a.title),
    ).not.toContain('כבוי');
    const winter = await call<{ adverts: Record<string, Json[]> }>('POST', '/library/app_home_item_list', {
      at: '2026-12-01T10:00:00+02:00',
    });
    expect(winter.adverts.home_top.map((a) => a.title)).not.toContain('מבצע קיץ');

    // the answer is what the API document declares (LibraryAppHome, the admin's type of it)
    const ajv = addFormats(new Ajv2020({ strict: false }));
    ajv.addSchema(t.app.swagger() as object, 'api');
    const matches = ajv.getSchema('api#/components/schemas/LibraryAppHome')!;
    expect(summer.categories.length && summer.collections.length && summer.adverts.home_top.length).toBeTruthy();
    expect(matches(summer), ajv.errorsText(matches.errors)).toBe(true);
    expect(matches({ ...summer, adverts: { home_top: [] } })).toBe(false);

    const featuredOnly = await call<Json[]>('GET', '/library/category_list?only_featured=true');
    expect(featuredOnly.every((c) => c.featured)).toBe(true);
    expect(featuredOnly.map((c) => c.id)).toContain(featured.id);
  });

  it('adverts lead somewhere, end after they start, and get_list only_active leaves out the rest', async () => {
    const noTarget = await t.app.inject({
      method: 'POST',
      url: '/api/advert/new',
      headers: auth,
      payload: { title: 'x', target_kind: 'category' },
    });
    expect(noTarget.json().detail[0]).toMatchObject({
      loc: ['body', 'target_category_id'],
      ctx: { code: 'target_required' },
    });
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/advert/new',
      headers: auth,
      payload: { title: 'x', target_url: 'https://example.com', starts_at: '2026-05-01', ends_at: '2026-04-01' },
    });
    expect(backwards.json().detail[0]).toMatchObject({ loc: ['body', 'ends_at'], ctx: { code: 'end_before_start' } });
    const badUrl = await t.app.inject({
      method: 'POST',
      url: '/api/advert/new',
      headers: auth,
      payload: { title: 'x', target_url: 'javascript:alert(1)' },
    });
    expect(badUrl.statusCode).toBe(422);
    const live = await call('POST', '/advert/new', { title: 'חי', target_url: 'https://example.com/live' });
    const off = await call('POST', '/advert/new', {
      title: 'כבוי',
      target_url: 'https://example.com/off',
      is_active: false,
    });
    const active = await call<Json[]>('GET', '/advert/get_list?only_active=true');
    expect(active.map((a) => a.id)).toContain(live.id);
    expect(active.map((a) => a.id)).not.toContain(off.id);
    expect((await call<Json[]>('GET', '/advert/get_list')).map((a) => a.id)).toContain(off.id);
  });

  it('an advert runs from its start, included, until its end, excluded: on the home and in get_list', async () => {
    // A window a minute from now: the clock is set only a little ahead, so the database's own timers keep their pace.
    const ms = (iso: string, delta: number) => new Date(Date.parse(iso) + delta).toISOString();
    const start = ms(new Date().toISOString().slice(0, 19) + 'Z', 60_000);
    const end = ms(start, 60_000);
    const advert = await call('POST', '/advert/new', {
      title: 'דקה אחת',
      target_url: 'https://example.com/week',
      placement: 'home_top',
      starts_at: start,
      ends_at: end,
    });
    const onHome = async (at: string) =>
      (await call<{ adverts: Record<string, Json[]> }>('POST', '/library/app_home_item_list', { at })).adverts.home_top
        .map((a) => a.id)
        .includes(advert.id);
    expect(await onHome(ms(start, -1))).toBe(false);
    expect(await onHome(start)).toBe(true);
    expect(await onHome(ms(end, -1))).toBe(true);
    expect(await onHome(end)).toBe(false);

    // get_list judges now: the clock set to each boundary
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const listed = async (at: string) => {
        vi.setSystemTime(new Date(at));
        const res = await t.app.inject({ method: 'GET', url: '/api/advert/get_list?only_active=true', headers: auth });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<Json[]>().some((a) => a.id === advert.id);
      };
      expect(await listed(ms(start, -1))).toBe(false);
      expect(await listed(start)).toBe(true);
      expect(await listed(ms(end, -1))).toBe(true);
      expect(await listed(end)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("grants items to a person's library with a reason, keeps the newest progress, and a merge combines libraries", async () => {
    const kept = await createPerson(t, auth, { first_name: 'אורי', last_name: 'בן דוד' });
    const duplicate = await createPerson(t, auth, { first_name: 'אורי', last_name: 'בנדוד' });
    const a = await call('POST', '/library/item', { title: 'ספר א', status: 'published' });
    const b = await call('POST', '/library/item', { title: 'ספר ב', status: 'published' });
    const granted = await call<{ item_id: number; reason: string; granted_by_name: string; progress: unknown }[]>(
      'POST',
      `/library/lib_item_link/person/${kept.id}`,
      { item_id: a.id, reason: 'bought' },
    );
    expect(granted).toEqual([
      expect.objectContaining({ item_id: a.id, title: 'ספר א', reason: 'bought', progress: null }),
    ]);
    expect(granted[0].granted_by_name).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/library/lib_item_link/person/${kept.id}`,
      headers: auth,
      payload: { item_id: a.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'ALREADY_GRANTED' });
    await call('POST', `/library/lib_item_link/person/${kept.id}`, { item_id: 999999 }, 422);
    await call('GET', '/library/lib_item_link/person/999999', undefined, 404);

    // progress: the newer reading wins, an older one from a stale device changes nothing
    const now = await call<{ percent: number; applied: boolean }>('PUT', '/library/progress', {
      person_id: kept.id,
      item_id: a.id,
      percent: 40,
      read_at: '2026-11-20T10:00:00+02:00',
    });
    expect(now).toMatchObject({ percent: 40, applied: true });
    const stale = await call<{ percent: number; applied: boolean }>('PUT', '/library/progress', {
      person_id: kept.id,
      item_id: a.id,
      percent: 10,
      read_at: '2026-11-19T10:00:00+02:00',
    });
    expect(stale).toMatchObject({ percent: 40, applied: false });
    await call(
      'PUT',
      '/library/progress',
      { person_id: kept.id, item_id: b.id, percent: 5, read_at: '2026-11-20T10:00:00+02:00' },
      404,
    );
    await call(
      'PUT',
      '/library/progress',
      { person_id: kept.id, item_id: a.id, percent: 101, read_at: '2026-11-21T10:00:00+02:00' },
      422,
    );

    // the duplicate has the same book with a newer reading, and another book: the merge keeps both, the newer progress
    await call('POST', `/library/lib_item_link/person/${duplicate.id}`, { item_id: a.id, reason: 'gift' });
    await call('POST', `/library/lib_item_link/person/${duplicate.id}`, { item_id: b.id, reason: 'subscription' });
    await call('PUT', '/library/progress', {
      person_id: duplicate.id,
      item_id: a.id,
      percent: 75,
      read_at: '2026-11-22T10:00:00+02:00',
    });
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/person/${kept.id}/merge`,
      headers: auth,
      payload: { duplicate_id: duplicate.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const library = await call<{ item_id: number; reason: string; progress: { percent: number } | null }[]>(
      'GET',
      `/library/lib_item_link/person/${kept.id}`,
    );
    expect(library.map((l) => [l.item_id, l.reason, l.progress?.percent ?? null])).toEqual([
      [a.id, 'bought', 75],
      [b.id, 'subscription', null],
    ]);

    await call('DELETE', `/library/lib_item_link/person/${kept.id}/${b.id}`);
    await call('DELETE', `/library/lib_item_link/person/${kept.id}/${b.id}`, undefined, 404);
    expect((await call<unknown[]>('GET', `/library/lib_item_link/person/${kept.id}`)).length).toBe(1);
  });
});
