// One contract for every entity of the CRUD factory (server/src/entities/registry.ts): a new entity is covered by
// being registered. Its own test file holds only its own rules.
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { wireColumns } from '../src/crud/defineCrud';
import { entityDefinitions } from '../../definitions/entities/index';
import { entitiesWith } from '../src/entities/registry';
import throwaway from '../../definitions/testing/throwawayEntity';
import { foreignKeyColumns } from '../src/crud/list-query';
import { backends, useTestApp } from './helpers';

const unique = () => randomBytes(4).toString('hex');
/** Every entity of the product, and one that a test adds with a definition alone. */
const crudEntities = entitiesWith([...entityDefinitions, throwaway]);

describe.each(backends)('CRUD factory contract (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user', definitions: [throwaway] });
  /** A superuser's headers, for the entities only superusers may use (roles). */
  const superAuth: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(superAuth, await t.superuserHeaders());
  });

  describe.each(crudEntities.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    const list = entity.listPath ?? entity.base;
    const createPath = entity.createPath ?? entity.base;
    const pageParam = entity.paging ?? 'skip';
    let refs: Record<string, unknown> = {};
    beforeAll(async () => {
      refs = entity.sampleRefs ? await entity.sampleRefs(t.db) : {};
    });
    const sample = (u: string): Record<string, unknown> => ({ ...entity.sample(u), ...refs });
    const staff = () => (entity.guard === 'superuser' ? superAuth : auth);
    const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = staff()) =>
      t.app.inject({ method, url: `/api${url}`, headers, payload: payload as never });
    const create = async () => {
      const res = await inject('POST', createPath, sample(unique()));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Record<string, unknown> & { id: number };
    };

    it('refuses callers who are not signed in (401), and non-superusers where the entity says so (403)', async () => {
      for (const [method, url] of [
        ['GET', list],
        ['POST', createPath],
        ['GET', `${entity.base}/1`],
        ['PUT', `${entity.base}/1`],
        ['DELETE', `${entity.base}/1`],
        ['POST', `${entity.base}/bulk/delete`],
        ['POST', `${entity.base}/import`],
        ['GET', `${entity.base}/imports`],
        ['GET', `${entity.base}/export`],
      ] as const) {
        const res = await t.app.inject({ method, url: `/api${url}` });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toHaveProperty('detail');
      }
      if (entity.guard === 'superuser') expect((await inject('GET', list, undefined, auth)).statusCode).toBe(403);
    });

    it('creates (201), reads, changes part of a record, and deletes it (204); then 404 in FastAPI shape', async () => {
      const record = await create();
      expect(record).toHaveProperty('id');
      expect(Date.parse(String(record.created_at))).not.toBeNaN();
      expect((await inject('GET', `${entity.base}/${record.id}`)).json()).toEqual(record);
      // the list writes its records in the database (json-rows.ts): the same record as the one written here
      expect((await inject('GET', `${list}?ids=${record.id}`)).json()).toEqual({ items: [record], total: 1 });
      const [field] = Object.keys(sample('x'));
      const changed = sample(unique())[field];
      const put = await inject('PUT', `${entity.base}/${record.id}`, { [field]: changed });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()[field]).toEqual(changed);
      expect((await inject('DELETE', `${entity.base}/${record.id}`)).statusCode).toBe(204);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await inject(
          method,
          `${entity.base}/${record.id}`,
          method === 'PUT' ? { [field]: changed } : undefined,
        );
        expect(res.statusCode, method).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not Found' });
      }
    });

    it('exports what the list gives for the same query, in its order, as NDJSON after its total; refuses a wrong format (422)', async () => {
      const records = [await create(), await create(), await create()];
      const query = `ids=${records.map((r) => r.id).join(',')}&sort=id&order=desc`;
      const listed = (await inject('GET', `${list}?${query}`)).json().items as unknown[];
      const res = await inject('GET', `${entity.base}/export?${query}&format=xlsx`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const [head, ...lines] = res.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown);
      expect(head).toEqual({ total: 3 });
      expect(lines).toEqual(listed);
      expect(lines.map((r) => (r as { id: number }).id)).toEqual(records.map((r) => r.id).reverse());
      const wrong = await inject('GET', `${entity.base}/export?format=pdf`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().detail[0].loc).toEqual(['query', 'format']);
      expect((await inject('GET', `${entity.base}/export?skip=1`)).statusCode).toBe(422);
    });

    it('answers 422 in pydantic shape: a missing body, a wrong type, an unknown field, an empty change, ids out of range', async () => {
      const missing = await inject('POST', createPath, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', expect.any(String)] });
      const wrong = await inject(
        'POST',
        createPath,
        Object.fromEntries(Object.keys(sample('x')).map((k) => [k, { nested: true }])),
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().detail.every((d: { loc: string[] }) => d.loc[0] === 'body')).toBe(true);
      expect(
        (await inject('POST', createPath, { ...sample(unique()), no_such_field: 1 })).json().detail[0],
      ).toMatchObject({ type: 'extra_forbidden', loc: ['body', 'no_such_field'] });
      const record = await create();
      expect((await inject('PUT', `${entity.base}/${record.id}`, {})).statusCode).toBe(422);
      for (const id of ['abc', '0', '2147483648', '9007199254740993']) {
        const res = await inject('GET', `${entity.base}/${id}`);
        expect(res.statusCode, id).toBe(422);
        expect(res.json().detail[0].loc).toEqual(['path', 'id']);
      }
    });

    it('refuses unknown query parameters instead of dropping them (a dropped filter would show everything)', async () => {
      const res = await inject('GET', `${list}?colour=red`);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ type: 'extra_forbidden', loc: ['query', 'colour'], input: 'red' });
    });

    it('pages, sorts both ways, fetches several by ids= and searches with q', async () => {
      const a = await create();
      const b = await create();
      const c = await create();
      const page = await inject('GET', `${list}?${pageParam}=0&limit=2&sort=id&order=desc`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().items).toHaveLength(2);
      expect(page.json().total).toBeGreaterThanOrEqual(3);
      const ids = page.json().items.map((r: { id: number }) => r.id);
      expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
      const asc = (await inject('GET', `${list}?sort=id&order=asc&limit=1000`))
        .json()
        .items.map((r: { id: number }) => r.id);
      expect(asc).toEqual([...asc].sort((x: number, y: number) => x - y));
      const some = await inject('GET', `${list}?ids=${a.id},${c.id}`);
      expect(
        some
          .json()
          .items.map((r: { id: number }) => r.id)
          .sort(),
      ).toEqual([a.id, c.id].sort());
      expect((await inject('GET', `${list}?ids=${b.id}&ids=${c.id}`)).json().total).toBe(2);
      expect((await inject('GET', `${list}?ids=x`)).statusCode).toBe(422);
      if (entity.search?.length) {
        const term = String(b[entity.search[0]]);
        const found = await inject('GET', `${list}?q=${encodeURIComponent(term)}`);
        expect(found.json().items.map((r: { id: number }) => r.id)).toContain(b.id);
        expect((await inject('GET', `${list}?q=${encodeURIComponent('(%_\\')}`)).statusCode).toBe(200);
      }
    });

    it('filters by each foreign key: the record under its own value, nothing under a value nobody has', async () => {
      const record = await create();
      for (const fk of foreignKeyColumns(entity.table)) {
        const nobody = wireColumns(entity.table).get(fk)!.column.columnType === 'PgUUID' ? randomUUID() : 2_000_000_000;
        const none = await inject('GET', `${list}?${fk}=${nobody}`);
        expect(none.statusCode, `${fk} ${none.body}`).toBe(200);
        expect(none.json().total, fk).toBe(0);
        if (record[fk] === null || record[fk] === undefined) continue;
        const own = await inject('GET', `${list}?${fk}=${encodeURIComponent(String(record[fk]))}&limit=1000`);
        expect(
          own.json().items.map((r: { id: number }) => r.id),
          fk,
        ).toContain(record.id);
      }
    });

    it.runIf(entity.notes)('keeps notes on its records, and they go with the record', async () => {
      const record = await create();
      const note = await inject('POST', '/note/', { type: entity.name, ref_id: record.id, content: 'הערה' });
      expect(note.statusCode, note.body).toBe(201);
      expect((await inject('DELETE', `${entity.base}/${record.id}`)).statusCode).toBe(204);
      expect((await inject('GET', `/note/${note.json().id}`)).statusCode).toBe(404);
      expect(
        (await inject('POST', '/note/', { type: entity.name, ref_id: record.id, content: 'הערה' })).json().detail[0],
      ).toMatchObject({ loc: ['body', 'ref_id'] });
    });

    it('deletes and changes several at once, all or nothing', async () => {
      const a = await create();
      const b = await create();
      const missing = await inject('POST', `${entity.base}/bulk/delete`, { ids: [a.id, 2_000_000_000] });
      expect(missing.statusCode).toBe(404);
      expect((await inject('GET', `${entity.base}/${a.id}`)).statusCode).toBe(200);
      const [field] = Object.keys(sample('x'));
      const value = sample(unique())[field];
      if (typeof value !== 'string' || !/slug|code|sku/i.test(field)) {
        const updated = await inject('POST', `${entity.base}/bulk/update`, {
          ids: [a.id, b.id],
          data: { [field]: value },
        });
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json().items.map((r: Record<string, unknown>) => r[field])).toEqual([value, value]);
      }
      const deleted = await inject('POST', `${entity.base}/bulk/delete`, { ids: [a.id, b.id] });
      expect(deleted.json()).toEqual({ ids: [a.id, b.id] });
      expect((await inject('GET', `${list}?ids=${a.id},${b.id}`)).json().total).toBe(0);
    });

    it('imports: good rows written together, bad rows reported with reasons, then reverted', async () => {
      const good = [sample(unique()), sample(unique())];
      const res = await inject('POST', `${entity.base}/import`, { records: [good[0], { nonsense: 1 }, good[1]] });
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json();
      expect(report).toMatchObject({ status: 'completed', total_rows: 3, created: 2, failed_count: 1 });
      expect(report.failed[0]).toMatchObject({ row: 1 });
      expect(report.failed[0].reasons.length).toBeGreaterThan(0);
      const history = (await inject('GET', `${entity.base}/imports`)).json();
      expect(history.items[0]).toMatchObject({ id: report.id, created: 2 });
      expect(
        (await inject('GET', `${entity.base}/imports?mine=true`)).json().items.map((i: { id: number }) => i.id),
      ).toContain(report.id);
      const someoneElse = await t.superuserHeaders();
      expect(
        (await inject('GET', `${entity.base}/imports?mine=true`, undefined, someoneElse))
          .json()
          .items.map((i: { id: number }) => i.id),
      ).not.toContain(report.id);
      expect((await inject('GET', `${entity.base}/imports/${report.id}`)).json().failed).toHaveLength(1);
      const reverted = await inject('POST', `${entity.base}/imports/${report.id}/revert`);
      expect(reverted.json()).toMatchObject({ status: 'reverted' });
      expect((await inject('POST', `${entity.base}/imports/${report.id}/revert`)).statusCode).toBe(409);
      const dry = await inject('POST', `${entity.base}/import`, { records: [sample(unique())], dry_run: true });
      expect(dry.json()).toMatchObject({ status: 'dry_run', created: 1, id: null });
    });

    it("keeps each record's history: who created it and changed which fields, puts a change back, restores it deleted", async () => {
      const record = await create();
      const [field] = Object.keys(sample('x'));
      const changed = sample(unique())[field];
      expect((await inject('PUT', `${entity.base}/${record.id}`, { [field]: changed })).statusCode).toBe(200);
      const history = (await inject('GET', `${entity.base}/${record.id}/changes`)).json();
      expect(history.total).toBe(2);
      const [update, created] = history.items;
      expect(created).toMatchObject({ action: 'create', record_id: record.id, user_name: expect.any(String) });
      expect(update.action).toBe('update');
      expect(update.changes).toContainEqual({ field, from: record[field], to: changed });
      expect(update.changes.map((c: { field: string }) => c.field)).not.toContain('updated_at');
      const reverted = await inject('POST', `${entity.base}/${record.id}/changes/${update.id}/revert`);
      expect(reverted.statusCode, reverted.body).toBe(200);
      expect(reverted.json()[field]).toEqual(record[field]);
      expect((await inject('POST', `${entity.base}/${record.id}/changes/${created.id}/revert`)).json()).toEqual({
        detail: 'NOT_REVERTIBLE',
      });
      expect((await inject('POST', `${entity.base}/${record.id}/changes/2000000000/revert`)).statusCode).toBe(404);

      expect((await inject('DELETE', `${entity.base}/${record.id}`)).statusCode).toBe(204);
      const deleted = (await inject('GET', `${entity.base}/deleted`)).json();
      const entry = deleted.items.find((e: { record_id: number }) => e.record_id === record.id);
      expect(entry).toMatchObject({ action: 'delete', snapshot: { id: record.id } });
      const restored = await inject('POST', `${entity.base}/deleted/${entry.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(201);
      expect(restored.json()).toMatchObject({ id: record.id, [field]: record[field] });
      expect((await inject('GET', `${entity.base}/${record.id}`)).statusCode).toBe(200);
      expect((await inject('POST', `${entity.base}/deleted/${entry.id}/restore`)).json()).toEqual({
        detail: 'ALREADY_RESTORED',
      });
      expect(
        (await inject('GET', `${entity.base}/deleted`)).json().items.map((e: { record_id: number }) => e.record_id),
      ).not.toContain(record.id);
      expect((await inject('GET', `${entity.base}/${record.id}/changes`)).json().items[0]).toMatchObject({
        action: 'restore',
      });
      for (const url of [`${entity.base}/${record.id}/changes`, `${entity.base}/deleted`])
        expect((await t.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
      expect((await inject('GET', `${entity.base}/${record.id}/changes?limit=0`)).statusCode).toBe(422);
    });

    it('is described in the OpenAPI document under its tag', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(doc.paths[`/api${entity.base}/{id}`].get.tags).toEqual([entity.name]);
      expect(doc.paths[`/api${entity.base}/bulk/delete`]).toBeDefined();
    });
  });
});
