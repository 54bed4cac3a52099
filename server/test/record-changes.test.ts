// Realtime lists: a change to a factory entity's record or to a person reaches every open admin stream
// as a `records` event naming the API path of those records, from this server process and, on PostgreSQL, another.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { LIVE_TABLES } from '../src/notifications/record-changes';
import { FEED_REPLAY_MS } from '../../definitions/wire/notifications';
import { readStream } from './event-stream';
import { backends, useTestApp } from './helpers';

/**
 * Opens the stream and collects the paths of its `records` events: `lately`, the first (what changed before it
 * opened), and `paths`, those that follow.
 */
async function recordEvents(app: App, headers: Record<string, string>) {
  const lately: string[][] = [];
  const paths: string[][] = [];
  const { response, close } = await readStream(app, headers, ({ event, data }) => {
    if (event === 'records') (lately.length ? paths : lately).push((JSON.parse(data) as { paths: string[] }).paths);
  });
  await expect.poll(() => response.ok && lately.length, { timeout: 5000 }).toBe(1);
  return { lately: lately[0], paths, close };
}

describe.each(backends)('record changes on the stream (%s)', (backend) => {
  const { t } = useTestApp({ backend });

  it('tells each stream as it opens every path it may name: the factory entities, people and the areas outside the factory', async () => {
    const feeds: string[][] = [];
    const { response, close } = await readStream(t.app, await t.userHeaders(), ({ event, data }) => {
      if (event === 'feed') feeds.push((JSON.parse(data) as { paths: string[] }).paths);
    });
    try {
      expect(response.ok).toBe(true);
      await expect.poll(() => feeds.length, { timeout: 5000 }).toBe(1);
      expect(feeds[0]).toEqual(
        expect.arrayContaining(['/authors', '/person', '/support', '/ecommerce/order', '/users']),
      );
      expect(feeds[0]).not.toContain('/notifications');
    } finally {
      close();
    }
  });

  it('names the paths of records changed through the factory and of people', async () => {
    const admin = await t.superuserHeaders();
    const stream = await recordEvents(t.app, await t.userHeaders());
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // LISTEN in place
      for (const name of ['א', 'ב', 'ג'])
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/authors/',
              headers: admin,
              payload: { name: `סופר ${name}` },
            })
          ).statusCode,
        ).toBe(201);
      await expect.poll(() => stream.paths.flat(), { timeout: 5000 }).toContain('/authors');
      const person = await t.app.inject({
        method: 'POST',
        url: '/api/person',
        headers: admin,
        payload: { first_name: 'דנה', last_name: 'כהן' },
      });
      expect(person.statusCode).toBe(201);
      await expect.poll(() => stream.paths.flat(), { timeout: 5000 }).toContain('/person');
    } finally {
      stream.close();
    }
  });

  it('names the paths of the areas outside the factory when their tables change (orders, support, CMS, users...)', async () => {
    const admin = await t.superuserHeaders();
    const stream = await recordEvents(t.app, await t.userHeaders());
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const user = await t.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: admin,
        payload: { email: 'live-list@example.com', password: 'Live-list-2026', full_name: 'רשימה חיה' },
      });
      expect(user.statusCode).toBe(201);
      await expect.poll(() => stream.paths.flat(), { timeout: 5000 }).toContain('/users');
      // Every table of LIVE_TABLES has its trigger: a change there reaches the stream as that table's paths.
      const triggered = (await t.db.execute(
        sql`select distinct event_object_table as "table" from information_schema.triggers where trigger_name like '%_live'`,
      )) as unknown as { rows: Array<{ table: string }> };
      expect(triggered.rows.map((r) => r.table).sort()).toEqual(Object.keys(LIVE_TABLES).sort());
      await t.db.execute(sql`update support_inquiries set subject = subject where false`);
      await t.db.execute(sql`update cms_pages set title = title where false`);
      await expect
        .poll(() => stream.paths.flat(), { timeout: 5000 })
        .toEqual(expect.arrayContaining(['/support', '/cms/pages']));
    } finally {
      stream.close();
    }
  });

  it('tells a stream as it opens what changed lately, for lists read just before; everything until the process has heard that long', async () => {
    const admin = await t.superuserHeaders();
    const reader = await t.userHeaders();
    const first = await recordEvents(t.app, reader);
    try {
      // the test's server has just started: it cannot know what changed before it listened
      expect(first.lately).toEqual(expect.arrayContaining(['/authors', '/person', '/support', '/users']));
      await new Promise((resolve) => setTimeout(resolve, 500)); // this test's own setup told
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + FEED_REPLAY_MS + 1);
      const quiet = await recordEvents(t.app, reader);
      expect(quiet.lately).toEqual([]);
      quiet.close();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/authors/',
        headers: admin,
        payload: { name: 'אחרון' },
      });
      expect(created.statusCode).toBe(201);
      await expect.poll(() => first.paths.flat(), { timeout: 5000 }).toContain('/authors');
      const next = await recordEvents(t.app, reader);
      expect(next.lately).toEqual(['/authors']);
      next.close();
      // past the window, it is forgotten
      vi.setSystemTime(Date.now() + FEED_REPLAY_MS + 1);
      const later = await recordEvents(t.app, reader);
      expect(later.lately).toEqual([]);
      later.close();
    } finally {
      vi.useRealTimers();
      first.close();
    }
  });

  it.runIf(backend === 'postgres')('carries a change made by another server process', async () => {
    const other = await t.otherProcess();
    const stream = await recordEvents(other.app, await t.userHeaders());
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/authors/',
            headers: await t.superuserHeaders(),
            payload: { name: 'מתהליך אחר' },
          })
        ).statusCode,
      ).toBe(201);
      await expect.poll(() => stream.paths.flat(), { timeout: 5000 }).toContain('/authors');
    } finally {
      stream.close();
    }
  });
});
