// The import history of the customers list: GET /api/person/import pages the imports newest first with who made
// each one (by name), its counts and status; a report and a revert name their author too.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';

interface Summary {
  id: number;
  status: 'completed' | 'reverted';
  total_rows: number;
  created: number;
  merged: number;
  failed_count: number;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  reverted_at: string | null;
  failed?: unknown;
}

describe.each(backends)('person import history (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let dana: Record<string, string>;
  let danaId: string;
  let nameless: Record<string, string>;
  let namelessEmail: string;

  beforeAll(async () => {
    const named = await t.createUser({ firstName: 'דנה', lastName: 'כהן' });
    danaId = named.user.id;
    dana = await t.bearer(named.user);
    const plain = await t.createUser({ firstName: '', lastName: '' });
    namelessEmail = plain.email;
    nameless = await t.bearer(plain.user);
  });

  const post = async (headers: Record<string, string>, records: unknown[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/person/import', headers, payload: { records } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Summary>();
  };
  const list = async (headers: Record<string, string>, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/import?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Summary[]; total: number }>();
  };

  it('pages the imports newest first, each with its author by name, counts and status, without the failed rows', async () => {
    const first = await post(dana, [
      { first_name: 'ראשון' },
      { first_name: 'פגום', emails: [{ value: 'not-an-email' }] },
    ]);
    expect(first.created_by_name).toBe('דנה כהן');
    const second = await post(nameless, [{ first_name: 'שני' }]);
    expect(second.created_by_name).toBe(namelessEmail);
    const third = await post(dana, [{ first_name: 'שלישי' }]);

    const all = await list(dana, 'limit=100');
    const ours = all.items.filter((i) => [first.id, second.id, third.id].includes(i.id));
    expect(ours.map((i) => i.id)).toEqual([third.id, second.id, first.id]);
    expect(ours[2]).toMatchObject({
      status: 'completed',
      total_rows: 2,
      created: 1,
      merged: 0,
      failed_count: 1,
      created_by: danaId,
      created_by_name: 'דנה כהן',
      reverted_at: null,
    });
    expect(ours[1]).toMatchObject({ created_by_name: namelessEmail });
    expect(ours[2]).not.toHaveProperty('failed');
    expect(new Date(ours[2]!.created_at).getTime()).not.toBeNaN();

    // Pages: skip and limit over the same order, the total of every import.
    const page1 = await list(dana, 'skip=0&limit=2');
    const page2 = await list(dana, 'skip=2&limit=2');
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBe(all.total);
    expect(page1.items[0]!.id).toBe(all.items[0]!.id);
    expect(page2.items[0]?.id).toBe(all.items[2]?.id);

    // "My imports": only the signed-in user's, with their own total.
    const mine = await list(dana, 'mine=true&limit=100');
    expect(mine.items.map((i) => i.id)).toEqual([third.id, first.id]);
    expect(mine.total).toBe(2);
  });

  it('shows a revert in the history: status reverted, when; the report and the revert name the author', async () => {
    const report = await post(dana, [{ first_name: 'לביטול' }]);
    const read = await t.app.inject({ method: 'GET', url: `/api/person/import/${report.id}`, headers: nameless });
    expect(read.json()).toMatchObject({ id: report.id, created_by_name: 'דנה כהן', failed: [] });

    const revert = await t.app.inject({ method: 'POST', url: `/api/person/import/${report.id}/revert`, headers: dana });
    expect(revert.statusCode, revert.body).toBe(200);
    expect(revert.json()).toMatchObject({ status: 'reverted', created_by_name: 'דנה כהן' });

    const item = (await list(dana, 'mine=true&limit=1')).items[0]!;
    expect(item).toMatchObject({ id: report.id, status: 'reverted' });
    expect(new Date(item.reverted_at!).getTime()).toBeGreaterThanOrEqual(new Date(item.created_at).getTime());
  });

  it('keeps the import of a deleted user, with no author', async () => {
    const gone = await t.createUser({ firstName: 'Gone', lastName: 'User' });
    const report = await post(await t.bearer(gone.user), [{ first_name: 'יתום' }]);
    await t.db.execute(sql`delete from users where id = ${gone.user.id}`);
    const item = (await list(dana, 'limit=100')).items.find((i) => i.id === report.id);
    expect(item).toMatchObject({ created_by: null, created_by_name: null, created: 1 });
    const read = await t.app.inject({ method: 'GET', url: `/api/person/import/${report.id}`, headers: dana });
    expect(read.json()).toMatchObject({ created_by: null, created_by_name: null });
  });

  it('refuses paging outside its bounds (422)', async () => {
    for (const query of ['limit=0', 'limit=101', 'skip=-1', 'mine=maybe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/person/import?${query}`, headers: dana });
      expect(res.statusCode, query).toBe(422);
    }
  });
});
