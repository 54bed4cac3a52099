// What the factory lists keep (server/src/crud/list-cache.ts): totals, anchors and pages, exact after every write,
// whoever makes it.
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listCacheOf } from '../src/crud/list-cache';
import { crudEntities } from '../src/entities/registry';
import { backends, useTestApp } from './helpers';

describe.each(backends)('list totals kept in memory (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'superuser' });
  const url = '/api/ecommerce/list_products';
  const create = (name: string, sku: string) =>
    t.app.inject({ method: 'POST', url: '/api/ecommerce/product', headers: auth, payload: { name, sku, price: 1000 } });
  /** A full first page of one record: the total has to be counted. */
  const total = async (q: string) => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `${url}?limit=1&q=${encodeURIComponent(q)}`,
      headers: auth,
    });
    expect(listed.statusCode).toBe(200);
    return listed.json().total as number;
  };
  const insertDirectly = (name: string, slug: string) =>
    t.db.execute(sql`insert into products (name, slug, price) values (${name}, ${slug}, 500)`);

  it("every factory entity's table tells of its writes (trigger table_changed, migration 0043)", async () => {
    const { rows } = (await t.db.execute(
      sql`select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = 'table_changed'`,
    )) as unknown as { rows: Array<{ name: string }> };
    const watched = new Set(rows.map((row) => row.name));
    expect(
      crudEntities.map((entity) => getTableConfig(entity.table).name).filter((name) => !watched.has(name)),
    ).toEqual([]);
  });

  it('keeps a total until its table changes; other tables and reads leave it', async () => {
    const counts = listCacheOf(t.db);
    const where = sql`products.name like 'kept%'`;
    let counted = 0;
    const count = async () => (counted += 1);
    // the feed turns live once it listens and its start step has run (a connection of its own on a server): until
    // then every total is counted
    for (let tries = 0; tries < 100; tries += 1) {
      await counts.total('products', where, count);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = counted;
      await counts.total('products', where, count);
      if (counted === before) break;
    }
    const kept = counted;
    expect(await counts.total('products', where, count)).toBe(kept);
    await t.db.execute(sql`update authors set name = name where false`);
    await t.changesSeen();
    expect(await counts.total('products', where, count)).toBe(kept);
    await insertDirectly('elsewhere', 'kept-elsewhere');
    await t.changesSeen();
    expect(await counts.total('products', where, count)).toBe(kept + 1);
    // a table without the trigger is counted every time
    expect(await counts.total('users', where, count)).toBe(kept + 2);
    expect(await counts.total('users', where, count)).toBe(kept + 3);
  });

  it("a list's total shows a create and a delete through the API at once, and a write from outside once the feed has it", async () => {
    expect((await create('exact one', 'EXACT-1')).statusCode).toBe(201);
    expect((await create('exact two', 'EXACT-2')).statusCode).toBe(201);
    expect(await total('exact')).toBe(2);
    expect(await total('exact')).toBe(2);
    const third = (await create('exact three', 'EXACT-3')).json();
    expect(await total('exact')).toBe(3);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ecommerce/product/${third.id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect(await total('exact')).toBe(2);
    await insertDirectly('exact four', 'exact-four');
    await t.changesSeen();
    expect(await total('exact')).toBe(3);
    await t.db.execute(sql`delete from products where slug = 'exact-four'`);
    await t.changesSeen();
    expect(await total('exact')).toBe(2);
  });

  it('answers deep pages (from kept anchors) exactly as the order says, in both orders, before and after writes', async () => {
    const ids = async () => {
      const { rows } = (await t.db.execute(
        sql`select id from products where name like 'anchorpage %' order by id`,
      )) as unknown as { rows: Array<{ id: number }> };
      return rows.map((row) => row.id);
    };
    const pageOf = async (offset: number, order: 'asc' | 'desc') => {
      const listed = await t.app.inject({
        method: 'GET',
        url: `${url}?limit=20&offset=${offset}&order=${order}&q=anchorpage`,
        headers: auth,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json().items as Array<{ id: number }>).map((item) => item.id);
    };
    const check = async () => {
      const ascending = await ids();
      const descending = [...ascending].reverse();
      // past an anchor, on one (1000), read from the other end past an anchor (1900 of 3000)
      for (const offset of [1000, 1234, 1900]) {
        expect(await pageOf(offset, 'asc'), `asc ${offset}`).toEqual(ascending.slice(offset, offset + 20));
        expect(await pageOf(offset, 'desc'), `desc ${offset}`).toEqual(descending.slice(offset, offset + 20));
      }
    };
    await t.db.execute(
      sql`insert into products (name, slug, price) select 'anchorpage ' || g, 'anchorpage-' || g, 500 from generate_series(1, 3000) g`,
    );
    await t.changesSeen();
    await check();
    await check();
    // rows before every anchor go and others come: the kept anchors go with them
    await t.db.execute(sql`delete from products where slug in ('anchorpage-1', 'anchorpage-2', 'anchorpage-2999')`);
    await t.db.execute(
      sql`insert into products (name, slug, price) values ('anchorpage late', 'anchorpage-late', 500)`,
    );
    await t.changesSeen();
    await check();
    const first = (await ids())[0]!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/ecommerce/product/${first}`, headers: auth })).statusCode,
    ).toBe(204);
    await check();
  });

  it("keeps a page's rows until its table changes, and reads a page asked for twice at once only once", async () => {
    const made = (await create('keptpage one', 'KEPTPAGE-1')).json();
    await t.changesSeen(); // the create's own notification, which drops what is kept, is behind it
    const names = async () => {
      const listed = await t.app.inject({ method: 'GET', url: `${url}?limit=20&q=keptpage`, headers: auth });
      expect(listed.statusCode).toBe(200);
      return (listed.json().items as Array<{ name: string }>).map((item) => item.name);
    };
    expect(await names()).toEqual(['keptpage one']);
    // a change the table does not tell of (its trigger off) is not seen: the page came from memory
    await t.db.execute(sql`alter table products disable trigger table_changed`);
    await t.db.execute(sql`update products set name = 'keptpage renamed unseen' where id = ${made.id}`);
    await t.db.execute(sql`alter table products enable trigger table_changed`);
    expect(await names()).toEqual(['keptpage one']);
    // a write the table tells of, from outside this process, is seen once the feed has it
    await t.db.execute(sql`update products set name = 'keptpage renamed' where id = ${made.id}`);
    await t.changesSeen();
    expect(await names()).toEqual(['keptpage renamed']);
    // a write through this process is seen by its very next list
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/ecommerce/product/${made.id}`,
          headers: auth,
          payload: { name: 'keptpage again' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await names()).toEqual(['keptpage again']);

    const cache = listCacheOf(t.db);
    let reads = 0;
    const read = async () => {
      const number = (reads += 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return [`{"read":${number}}`];
    };
    const [first, second] = await Promise.all([
      cache.page('products', 'same page', read),
      cache.page('products', 'same page', read),
    ]);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    // a write of this process while a read is under way: who asks after it reads again
    const before = cache.page('products', 'page read across a write', read);
    cache.forgetAll();
    const after = cache.page('products', 'page read across a write', read);
    expect(await after).not.toEqual(await before);
  });

  it('keeps pages up to its budget of text, the oldest going first, and no page too long', async () => {
    const cache = listCacheOf(t.db);
    await t.changesSeen();
    const reads = new Map<string, number>();
    const row = 'x'.repeat(400_000);
    const ask = (key: string, rows = [row]) =>
      cache.page('authors', key, async () => {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return rows;
      });
    // the feed turns live once it listens and its start step has run: until then every page is read
    for (let tries = 0; tries < 100 && reads.get('live') !== 1; tries += 1) {
      reads.delete('live');
      await ask('live', ['{}']);
      await ask('live', ['{}']);
      if (reads.get('live') !== 1) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await ask('too long', [row, row]);
    await ask('too long', [row, row]);
    expect(reads.get('too long')).toBe(2);
    // 40 pages of 400,000 characters fill the 16,000,000 kept in all
    for (let i = 0; i < 40; i += 1) await ask(`budget ${i}`);
    await ask('budget 0');
    expect(reads.get('budget 0')).toBe(1);
    // one more: the first kept goes (an answer from memory does not make a page younger), then the next
    await ask('budget 40');
    await ask('budget 0');
    await ask('budget 1');
    await ask('budget 2');
    expect([0, 1, 2, 3, 40].map((i) => reads.get(`budget ${i}`))).toEqual([2, 2, 2, 1, 1]);
  });

  it('does not keep what a filter reading other tables decides (a bundle needs attention when one of its products is inactive)', async () => {
    const bundleOf = async (name: string, sku: string, active: boolean) => {
      const product = (await create(`${name} product`, sku)).json();
      await t.db.execute(sql`update products set is_active = ${active} where id = ${product.id}`);
      const bundle = await t.app.inject({
        method: 'POST',
        url: '/api/ecommerce/bundle',
        headers: auth,
        payload: { name, items: [{ product_id: product.id, quantity: 1 }], price: 500 },
      });
      expect(bundle.statusCode, bundle.body).toBe(201);
      return product.id as number;
    };
    await bundleOf('attention one', 'ATTENTION-1', false);
    const second = await bundleOf('attention two', 'ATTENTION-2', true);
    await t.changesSeen();
    // a full first page (one of one): the total is counted
    const flagged = async () => {
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/ecommerce/bundles?needs_attention=true&limit=1&q=attention',
        headers: auth,
      });
      expect(listed.statusCode).toBe(200);
      return listed.json().total as number;
    };
    expect(await flagged()).toBe(1);
    expect(await flagged()).toBe(1);
    await t.db.execute(sql`update products set is_active = false where id = ${second}`);
    await t.changesSeen();
    expect(await flagged()).toBe(2);
  });

  it.runIf(backend === 'postgres')('sees a create made by another server process', async () => {
    expect(await total('remote')).toBe(0);
    expect((await create('remote one', 'REMOTE-1')).statusCode).toBe(201);
    expect((await create('remote two', 'REMOTE-2')).statusCode).toBe(201);
    expect(await total('remote')).toBe(2);
    const other = await t.otherProcess();
    const made = await other.app.inject({
      method: 'POST',
      url: '/api/ecommerce/product',
      headers: auth,
      payload: { name: 'remote three', sku: 'REMOTE-3', price: 1000 },
    });
    expect(made.statusCode).toBe(201);
    await t.changesSeen();
    expect(await total('remote')).toBe(3);
  });
});
