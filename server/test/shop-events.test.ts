// The shop's events: series made on create, the calendar's range filter, the rules across fields.
// The generic routes (auth, paging, 404s, bulk) are in crud-contract.test.ts.
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

describe.each(backends)('shop events (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });
  const detail = (res: { json(): { detail: Array<{ loc: string[]; ctx?: { code: string } }> } }) =>
    res.json().detail[0];
  let n = 0;
  const title = () => `מועדון קריאה ${Date.now().toString(36)}${(n += 1)}`;

  it('makes one row per occurrence of a weekly series, keeping the wall-clock time in Israel across daylight saving', async () => {
    // 19:00 in Israel on Thursday 2026-10-15 (summer time, UTC+3) until 2026-11-05 (winter time, UTC+2)
    const name = title();
    const made = await call('POST', '/ecommerce/event', {
      title: name,
      starts_at: '2026-10-15T16:00:00.000Z',
      ends_at: '2026-10-15T18:00:00.000Z',
      repeat: 'weekly',
      repeat_until: '2026-11-05',
      status: 'published',
    });
    expect(made.statusCode, made.body).toBe(201);
    const first = made.json();
    const series = (await call('GET', `/ecommerce/events?series_id=${first.id}&limit=50`)).json();
    expect(series.total).toBe(4);
    const starts = series.items.map((e: { starts_at: string }) => new Date(e.starts_at).toISOString());
    expect(starts).toEqual([
      '2026-10-15T16:00:00.000Z',
      '2026-10-22T16:00:00.000Z',
      '2026-10-29T17:00:00.000Z',
      '2026-11-05T17:00:00.000Z',
    ]);
    expect(
      series.items.every((e: { title: string; status: string }) => e.title === name && e.status === 'published'),
    ).toBe(true);

    // one occurrence moves or is cancelled alone
    const third = series.items[2];
    expect((await call('PUT', `/ecommerce/event/${third.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const after = (await call('GET', `/ecommerce/events?series_id=${first.id}&status=cancelled`)).json();
    expect(after.items.map((e: { id: number }) => e.id)).toEqual([third.id]);
    // the repeat cannot be changed afterwards
    const changed = await call('PUT', `/ecommerce/event/${third.id}`, { repeat: 'monthly' });
    expect(changed.statusCode).toBe(422);
  });

  it('lists what a calendar range shows: events that end after its start and start before its end', async () => {
    const name = title();
    const at = (start: string, end: string) =>
      call('POST', '/ecommerce/event', { title: name, starts_at: start, ends_at: end });
    const inside = (await at('2031-03-10T08:00:00.000Z', '2031-03-10T09:00:00.000Z')).json();
    const across = (await at('2031-03-08T08:00:00.000Z', '2031-03-11T09:00:00.000Z')).json();
    await at('2031-03-20T08:00:00.000Z', '2031-03-20T09:00:00.000Z');
    await at('2031-03-01T08:00:00.000Z', '2031-03-09T00:00:00.000Z');
    const res = await call(
      'GET',
      `/ecommerce/events?q=${encodeURIComponent(name)}&ends_after=2031-03-09T00:00:00.000Z&starts_before=2031-03-16T00:00:00.000Z&limit=1000`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((e: { id: number }) => e.id)
        .sort(),
    ).toEqual([inside.id, across.id].sort());
    expect((await call('GET', '/ecommerce/events?ends_after=yesterday')).statusCode).toBe(422);
  });

  it('refuses an end before the start, more tickets than seats, and a series without an end or over two years', async () => {
    const base = { title: title(), starts_at: '2026-12-01T17:00:00.000Z', ends_at: '2026-12-01T19:00:00.000Z' };
    expect(
      detail(await call('POST', '/ecommerce/event', { ...base, ends_at: '2026-12-01T16:00:00.000Z' })),
    ).toMatchObject({ loc: ['body', 'ends_at'], ctx: { code: 'end_before_start' } });
    expect(detail(await call('POST', '/ecommerce/event', { ...base, capacity: 10, tickets_sold: 11 }))).toMatchObject({
      loc: ['body', 'tickets_sold'],
      ctx: { code: 'tickets_over_capacity' },
    });
    expect(detail(await call('POST', '/ecommerce/event', { ...base, repeat: 'weekly' }))).toMatchObject({
      loc: ['body', 'repeat_until'],
      ctx: { code: 'repeat_until_required' },
    });
    expect(
      detail(await call('POST', '/ecommerce/event', { ...base, repeat: 'monthly', repeat_until: '2029-12-01' })),
    ).toMatchObject({ loc: ['body', 'repeat_until'], ctx: { code: 'repeat_too_long' } });
    expect(detail(await call('POST', '/ecommerce/event', { ...base, online_url: 'javascript:alert(1)' })).loc).toEqual([
      'body',
      'online_url',
    ]);
    const made = (await call('POST', '/ecommerce/event', { ...base, capacity: 10, tickets_sold: 10 })).json();
    // a partial change is checked against the stored record
    expect(detail(await call('PUT', `/ecommerce/event/${made.id}`, { capacity: 5 }))).toMatchObject({
      loc: ['body', 'tickets_sold'],
      ctx: { code: 'tickets_over_capacity' },
    });
    expect(
      detail(await call('PUT', `/ecommerce/event/${made.id}`, { ends_at: '2026-11-30T00:00:00.000Z' })),
    ).toMatchObject({ loc: ['body', 'ends_at'], ctx: { code: 'end_before_start' } });
  });
});
