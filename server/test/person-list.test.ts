// The person list's paging: every page at any depth, in both orders, for every sort and with the role filter,
// equals the plain ORDER BY ... LIMIT/OFFSET answer, and totals are exact, also right after changes
// (the anchor and count caches follow person_stats.version).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_SPACING } from '../src/people/list';
import { rowsOf } from '../src/db/raw-sql';
import { backends, useTestApp } from './helpers';
import { createPerson, getPerson, type PersonJson } from './person-helpers';

const PEOPLE = 2 * ANCHOR_SPACING + 617;

describe.each(backends)('person list paging (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  beforeAll(async () => {
    // Names with many ties, created_at spread over a few values, a role on every third person, some national ids.
    await t.db.execute(sql`
      insert into people (first_name, last_name, roles, created_at, national_id)
      select 'name' || (g % 37), 'last' || (g % 11),
        case when g % 3 = 0 then array['lead'] else array['customer'] end,
        now() - ((g % 50) * interval '1 minute'),
        case when g % 5 = 0 then lpad(g::text, 8, '0') || '0' end
      from generate_series(1, ${PEOPLE}) g`);
  });

  async function expected(
    sort: string,
    order: string,
    skip: number,
    limit: number,
    role?: string,
  ): Promise<{ ids: number[]; total: number }> {
    const dir = sql.raw(order);
    const nulls = sort === 'national_id' ? sql.raw(' nulls last') : sql.raw('');
    const where = role ? sql`where roles @> array[${role}]::text[]` : sql``;
    const rows = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select id from people ${where} order by ${sql.raw(sort)} ${dir}${nulls}, id ${dir} limit ${limit} offset ${skip}`,
      ),
    );
    const [count] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from people ${where}`));
    return { ids: rows.map((r) => Number(r.id)), total: Number(count!.n) };
  }

  async function page(query: string): Promise<{ ids: number[]; total: number }> {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ items: PersonJson[]; total: number }>();
    return { ids: body.items.map((p) => p.id), total: body.total };
  }

  const skips = [
    0,
    1,
    ANCHOR_SPACING - 1,
    ANCHOR_SPACING,
    ANCHOR_SPACING + 1,
    1500,
    2 * ANCHOR_SPACING,
    PEOPLE - 100,
    PEOPLE - 1,
    PEOPLE,
    PEOPLE + 500,
  ];

  it('answers every page like LIMIT/OFFSET, for each sort and order, with the exact total', async () => {
    for (const sort of ['id', 'last_name', 'first_name', 'created_at', 'national_id']) {
      for (const order of ['asc', 'desc']) {
        for (const skip of skips) {
          const got = await page(`sort=${sort}&order=${order}&skip=${skip}&limit=100`);
          expect(got, `${sort} ${order} skip=${skip}`).toEqual(await expected(sort, order, skip, 100));
        }
      }
    }
  });

  it('pages the role filter the same way, with its own total', async () => {
    const leads = await expected('id', 'asc', 0, 1);
    expect(leads.total).toBeGreaterThan(0);
    for (const order of ['asc', 'desc']) {
      for (const skip of [0, 850, ANCHOR_SPACING - 10, ANCHOR_SPACING + 5]) {
        const got = await page(`role=lead&sort=last_name&order=${order}&skip=${skip}&limit=50`);
        expect(got, `lead ${order} ${skip}`).toEqual(await expected('last_name', order, skip, 50, 'lead'));
      }
    }
  });

  it('follows changes at once: new, renamed and deleted people move the deep pages and the totals', async () => {
    const before = await page('sort=last_name&order=asc&skip=1500&limit=100');
    expect(before).toEqual(await expected('last_name', 'asc', 1500, 100));
    const leadsBefore = (await page('role=lead&limit=1')).total;

    await t.db.execute(
      sql`update people set last_name = 'zzz' where id in (select id from people order by last_name, id limit 3)`,
    );
    const added = await createPerson(t, auth, { first_name: 'A', last_name: 'a-first', roles: ['lead'] });
    await t.db.execute(
      sql`delete from people where id in (select id from people where not roles @> array['lead'] order by id desc limit 2 offset 10)`,
    );

    for (const skip of [1500, 2 * ANCHOR_SPACING + 1]) {
      for (const order of ['asc', 'desc']) {
        expect(await page(`sort=last_name&order=${order}&skip=${skip}&limit=100`), `${order} ${skip}`).toEqual(
          await expected('last_name', order, skip, 100),
        );
      }
    }
    expect((await page('limit=1')).total).toBe(PEOPLE - 1);
    expect((await page('role=lead&limit=1')).total).toBe(leadsBefore + 1);
    expect((await page('role=lead&sort=last_name&order=asc&limit=1')).ids).toEqual([added.id]);
  });

  it('never answers a kept page after a change to a contact of someone on it', async () => {
    const first = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/person/?limit=3', headers: auth })).json<{
        items: PersonJson[];
      }>().items[0]!;
    const top = await first();
    expect(await first()).toEqual(top);
    for (const [url, payload] of [
      [`/api/person/${top.id}/address`, { city: 'טבריה' }],
      [`/api/person/${top.id}/phone`, { phone_number: '050-7009001' }],
      [`/api/person/${top.id}/email`, { email_address: `kept-page-${backend}@example.com` }],
    ] as const) {
      const changed = await t.app.inject({ method: 'POST', url, headers: auth, payload });
      expect(changed.statusCode).toBe(201);
      expect(await first(), url).toEqual(changed.json());
    }
    await t.db.execute(sql`delete from person_addresses where person_id = ${top.id}`);
    expect((await first()).addresses).toEqual([]);
  });

  it('keeps search totals exact across changes', async () => {
    const term = 'name36 last';
    const first = await page(`q=${encodeURIComponent(term)}&limit=5`);
    const [count] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from people where first_name = 'name36'`),
    );
    expect(first.total).toBe(Number(count!.n));
    await createPerson(t, auth, { first_name: 'name36', last_name: 'last1' });
    expect((await page(`q=${encodeURIComponent(term)}&limit=5`)).total).toBe(first.total + 1);
  });

  it('counts every match of a search whichever page is asked, past the last one included', async () => {
    const term = 'name3';
    const [count] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from people where search like '%name3%'`),
    );
    const n = Number(count!.n);
    expect(n).toBeGreaterThan(10);
    const first = await page(`q=${term}&limit=4`);
    expect([first.ids.length, first.total]).toEqual([4, n]);
    const middle = await page(`q=${term}&limit=4&skip=4`);
    expect([middle.ids.length, middle.total]).toEqual([4, n]);
    const past = await page(`q=${term}&limit=4&skip=${n + 10}`);
    expect([past.ids.length, past.total]).toEqual([0, n]);
    // A term asked past its end first (nothing counted yet).
    const [count2] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from people where search like '%name2%'`),
    );
    const pastFirst = await page(`q=name2&limit=4&skip=${Number(count2!.n) + 3}`);
    expect([pastFirst.ids.length, pastFirst.total]).toEqual([0, Number(count2!.n)]);
    const none = await page('q=no-such-person-anywhere');
    expect([none.ids.length, none.total]).toEqual([0, 0]);
  });

  it('answers each person exactly as GET /person/{id} does (the JSON the database writes)', async () => {
    const made = await createPerson(t, auth, {
      first_name: 'דנה "הגדולה"',
      last_name: 'כהן\\לוי',
      national_id: '000000018',
      roles: ['customer', 'lead'],
      emails: [{ value: 'Dana@Example.com' }, { value: 'dana2@example.com' }],
      phones: [{ value: '050-123-4567' }, { value: '+972 3 555 1234', is_primary: true }],
      addresses: [{ street: 'הרצל 1', city: 'תל אביב', zip: null }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/person/?ids=${made.id}`, headers: auth });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const [listed] = res.json<{ items: PersonJson[] }>().items;
    const single = await getPerson(t, auth, made.id);
    expect(listed).toEqual(single);
    expect(single.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(single.phones.map((p) => p.value)).toEqual(['+97235551234', '+972501234567']);
    expect(single.first_name).toBe('דנה "הגדולה"');
    expect(single.last_name).toBe('כהן\\לוי');
    await t.app.inject({ method: 'DELETE', url: `/api/person/${made.id}`, headers: auth });
  });

  it('filters by ids and validates the list query (422)', async () => {
    const some = (await expected('id', 'asc', 5, 3)).ids;
    const got = await page(`ids=${some.join(',')}&sort=id&order=asc`);
    expect(got).toEqual({ ids: some, total: 3 });
    for (const [query, type, loc] of [
      ['limit=0', 'greater_than_equal', 'limit'],
      ['limit=1001', 'less_than_equal', 'limit'],
      ['skip=-1', 'greater_than_equal', 'skip'],
      ['sort=search', 'enum', 'sort'],
      ['order=up', 'enum', 'order'],
      ['limit=ten', 'int_parsing', 'limit'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/person/?${query}`, headers: auth });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail[0], query).toMatchObject({ type, loc: ['query', loc] });
    }
  });
});
