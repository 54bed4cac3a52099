// The change feed (db/change-feed.ts) and the caches it keeps current: the signed-in user, the cookie session and
// the person list's docs. On PostgreSQL, a second server process on the same database shows what one instance
// sees of another's writes, and what happens while its feed's connection is down.
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEED_APPLICATION_NAME } from '../src/db/change-feed';
import { changeFeedOf } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { personDocCacheOf } from '../src/people/doc-cache';
import { backends, useTestApp, type TestApp } from './helpers';
import { createPerson, type PersonJson } from './person-helpers';

type Page = { items: PersonJson[]; total: number };

async function until(condition: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('change feed (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  it('delivers notifications to a live subscription, and sync() waits for those committed before it', async () => {
    const feed = changeFeedOf(t.db);
    const seen: string[] = [];
    let started = 0;
    const subscription = feed.subscribe({
      channels: ['test_channel'],
      message: (_channel, payload) => seen.push(payload),
      start: async (query) => {
        started += 1;
        expect(await query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
      },
      stop: () => undefined,
    });
    await until(async () => subscription.live, 'the subscription to turn live');
    expect(started).toBe(1);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_channel', 'a')`);
      await tx.execute(sql`select pg_notify('test_channel', 'b')`);
    });
    await t.db.execute(sql`select pg_notify('test_channel', 'c')`);
    await feed.sync();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it("answers a signed-in user's requests without reading the user again, until the row changes", async () => {
    const { user } = await t.createUser({ firstName: 'Before' });
    const headers = await t.bearer(user);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json<{ first_name: string }>();
    expect((await me()).first_name).toBe('Before');
    await t.db.update(users).set({ firstName: 'After' }).where(eq(users.id, user.id));
    await t.changesSeen();
    expect((await me()).first_name).toBe('After');
  });
});

describe.each(backends)('person list docs in memory (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  it('are not used for a page whose version this process has not seen every notification of', async () => {
    const headers = await t.userHeaders();
    const people: PersonJson[] = [];
    // More than the few people whose docs a page query always brings itself.
    for (let i = 0; i < 25; i += 1)
      people.push(await createPerson(t, headers, { first_name: `Doc${i}`, last_name: 'Before' }));
    const target = people[3]!;
    const list = async (limit = 100) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/person/?limit=${limit}&sort=id&order=asc`, headers })
      ).json<Page>();
    await list(); // starts the docs' subscription
    const { docs } = personDocCacheOf(t.db);
    await until(async () => docs.live, 'the docs in memory to be usable');
    // Another page than the one the list keeps whole: its docs are read and kept.
    expect((await list(99)).items.find((p) => p.id === target.id)?.last_name).toBe('Before');
    expect(docs.size).toBeGreaterThanOrEqual(people.length); // the docs are in memory now
    // A change whose notifications never come (triggers off: as if they were still on their way): the stored doc
    // and the version move, nothing else tells the cache.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update person_docs set doc = replace(doc, '"last_name":"Before"', '"last_name":"Unannounced"') where person_id = ${target.id}`,
      );
      await tx.execute(sql`update person_stats set version = version + 1 where id = 1`);
    });
    expect((await list()).items.find((p) => p.id === target.id)?.last_name).toBe('Unannounced');
  });
});

describe.runIf(backends.includes('postgres'))('change feed across server processes (postgres)', () => {
  const { t } = useTestApp({ backend: 'postgres' });
  let other: Awaited<ReturnType<TestApp['otherProcess']>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    other = await t.otherProcess();
    admin = await t.superuserHeaders();
  });

  const dropFeeds = () =>
    t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${FEED_APPLICATION_NAME}`,
    );

  it('refuses a user deactivated through one process in the other as soon as the notification is in', async () => {
    const { user } = await t.createUser();
    const headers = await t.bearer(user);
    expect((await other.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(200); // now cached there
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { is_active: false },
    });
    expect(res.statusCode).toBe(200);
    await other.changesSeen();
    expect((await other.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
  });

  it('ends a session revoked through one process in the other', async () => {
    const { email, password } = await t.createUser();
    const cookie = await t.cookieLogin(email, password);
    expect((await other.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/cookie/logout', headers: { cookie } })).statusCode,
    ).toBe(204);
    await other.changesSeen();
    expect((await other.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('lists a person edited through one process with the edit in the other at once (no wait for the notification)', async () => {
    const headers = await t.userHeaders();
    const people = [];
    for (let i = 0; i < 30; i += 1)
      people.push(await createPerson(t, headers, { first_name: `Feed${i}`, last_name: 'Person' }));
    const list = async () =>
      (
        await other.app.inject({ method: 'GET', url: '/api/person/?limit=100&sort=id&order=asc', headers })
      ).json<Page>();
    await list(); // the other process now holds these docs in memory
    for (let round = 0; round < 10; round += 1) {
      const target = people[round]!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/person/${target.id}`,
        headers,
        payload: { last_name: `Edited${round}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const page = await list();
      expect(page.items.find((p) => p.id === target.id)?.last_name).toBe(`Edited${round}`);
    }
  });

  it('while its feed is down, a process reads users and docs from the database (never from memory)', async () => {
    const headers = await t.userHeaders();
    const person = await createPerson(t, headers, { first_name: 'Down', last_name: 'Before' });
    const { user } = await t.createUser();
    const userHeaders = await t.bearer(user);
    const pageThere = async () =>
      (await other.app.inject({ method: 'GET', url: '/api/person/?limit=100', headers })).json<Page>();
    expect((await pageThere()).items.some((p) => p.id === person.id)).toBe(true);
    expect((await other.app.inject({ method: 'GET', url: '/api/users/me', headers: userHeaders })).statusCode).toBe(
      200,
    );
    const probe = changeFeedOf(other.db).subscribe({
      channels: ['test_probe'],
      message: () => undefined,
      stop: () => undefined,
    });
    await until(async () => probe.live, "the other process's feed to be live");

    await dropFeeds();
    // Its connection's end reaches the other process a moment after the connection is cut: the feed is down once
    // the process knows it (until then it rightly answers from memory, as for any notification still on its way).
    await until(async () => !probe.live, 'the other process to notice its feed is down');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await t.db.execute(sql`update people set last_name = 'After' where id = ${person.id}`);
    // No notification can reach the other process now; it must still answer from the database.
    expect((await other.app.inject({ method: 'GET', url: '/api/users/me', headers: userHeaders })).statusCode).toBe(
      401,
    );
    expect((await pageThere()).items.find((p) => p.id === person.id)?.last_name).toBe('After');

    // The feed comes back by itself, and so does answering from memory.
    await until(async () => {
      const rows = await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${FEED_APPLICATION_NAME}`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n >= 2;
    }, 'both feeds to reconnect');
    await other.changesSeen();
    await t.db.execute(sql`update people set last_name = 'Again' where id = ${person.id}`);
    expect((await pageThere()).items.find((p) => p.id === person.id)?.last_name).toBe('Again');
  });
});
