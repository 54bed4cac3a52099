// The database going away while the server runs (a restart, a failover, an outage): requests are answered 503 with
// a clear message, the process stays up, and it serves again by itself once the database is back.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTrouble } from '../src/errors';
import { makeTestApp } from './helpers';

describe('what counts as the database being unavailable', () => {
  it('tells connection failures and a full disk from other errors', () => {
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(databaseTrouble(coded('57P01', 'terminating connection due to administrator command'))).toBe('unavailable');
    expect(databaseTrouble(coded('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseTrouble(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(databaseTrouble(new Error('query failed', { cause: coded('08006') }))).toBe('unavailable');
    expect(databaseTrouble(coded('53100', 'could not extend file'))).toBe('disk_full');
    expect(databaseTrouble(coded('ENOSPC', 'write failed'))).toBe('disk_full');
    expect(databaseTrouble(coded('23505', 'duplicate key'))).toBeUndefined();
    expect(databaseTrouble(new Error('something else'))).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL database gone and back', () => {
  it('answers 503 while it is gone, keeps running, and serves again when it returns', async () => {
    const t = await makeTestApp({ backend: 'postgres' });
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const headers = await t.superuserHeaders();
      const name = (
        (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> }
      ).rows[0]!.name;
      expect((await t.app.inject({ method: 'GET', url: '/api/authors', headers })).statusCode).toBe(200);

      // gone: no new connections, and every open one cut (idle ones too, which the pool only hears as an error event)
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ detail: 'Database unavailable: try again in a moment' });
      for (const [method, url] of [
        ['GET', '/api/authors'],
        ['POST', '/api/authors'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? { name: 'נתן אלתרמן' } : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(res.json()).toEqual({ detail: 'Database unavailable: try again in a moment' });
        expect(res.headers['retry-after']).toBe('5');
      }

      // back: the next requests succeed without a restart
      await admin.query(`alter database "${name}" allow_connections true`);
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, { timeout: 15_000 })
        .toBe(200);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/authors',
        headers,
        payload: { name: 'לאה גולדברג' },
      });
      expect(created.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/api/authors?q=גולדברג', headers })).json().total).toBe(1);
    } finally {
      await admin.end();
      await t.close();
    }
  });
});
