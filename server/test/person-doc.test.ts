// person_docs (migration 0006) holds each person's stored answer: after every kind of write (create, edit, contacts
// added and removed through their routes, merge, import in bulk mode, revert) no stored doc differs from the one
// person_doc() computes from the tables, and the list answers the fresh values.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/raw-sql';
import { backends, useTestApp } from './helpers';
import { createPerson, getPerson, type PersonJson } from './person-helpers';

describe.each(backends)('stored person docs (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  async function staleDocs(): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select p.id from people p left join person_docs d on d.person_id = p.id where d.doc is distinct from person_doc(p) order by p.id`,
      ),
    );
    return rows.map((r) => Number(r.id));
  }
  async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const res = await t.app.inject({ method, url, headers: auth, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  }
  async function listed(id: number): Promise<PersonJson> {
    const res = await t.app.inject({ method: 'GET', url: `/api/person/?ids=${id}`, headers: auth });
    return res.json<{ items: PersonJson[] }>().items[0]!;
  }

  it('stay equal to the tables through edits, contact routes, merge, import and revert', async () => {
    const a = await createPerson(t, auth, {
      first_name: 'אורי',
      last_name: 'לב',
      phones: [{ value: '050-2000001' }],
      addresses: [{ city: 'חיפה' }],
    });
    const b = await createPerson(t, auth, {
      first_name: 'אורי',
      last_name: 'לב',
      emails: [{ value: 'uri.doc@example.com' }],
    });
    expect(await staleDocs()).toEqual([]);

    await call('PUT', `/api/person/${a.id}`, { last_name: 'לבנון', roles: ['lead'] });
    const address = (await call('POST', `/api/person/${a.id}/address`, {
      street: 'יפו 1',
      city: 'ירושלים',
    })) as PersonJson;
    await call('POST', `/api/person/${a.id}/phone`, { phone_number: '03-5551234', is_primary: true });
    await call('POST', `/api/person/${a.id}/email`, { email_address: 'uri.a@example.com' });
    expect(await staleDocs()).toEqual([]);
    const afterContacts = await listed(a.id);
    expect(afterContacts.last_name).toBe('לבנון');
    expect(afterContacts.phones.map((p) => [p.value, p.is_primary])).toEqual([
      ['+97235551234', true],
      ['+972502000001', false],
    ]);
    expect(afterContacts.addresses.map((x) => x.city)).toEqual(['חיפה', 'ירושלים']);

    const jerusalem = address.addresses.find((x) => x.city === 'ירושלים')!;
    await call('DELETE', `/api/person/address/${jerusalem.id}`);
    await call('DELETE', `/api/person/email/${afterContacts.emails[0]!.id}`);
    expect(await staleDocs()).toEqual([]);
    expect((await listed(a.id)).addresses.map((x) => x.city)).toEqual(['חיפה']);

    await call('POST', `/api/person/${a.id}/merge`, { duplicate_id: b.id });
    expect(await staleDocs()).toEqual([]);
    expect((await listed(a.id)).emails.map((e) => e.value)).toEqual(['uri.doc@example.com']);

    const report = (await call('POST', '/api/person/import', {
      records: [
        {
          first_name: 'נטע',
          last_name: 'ים',
          emails: [{ value: 'neta.doc@example.com' }],
          addresses: [{ city: 'אילת' }],
        },
        { first_name: 'אורי', emails: [{ value: 'uri.doc@example.com' }], phones: [{ value: '052-7000007' }] },
      ],
      overwrite: [],
    })) as { id: number };
    expect(await staleDocs()).toEqual([]);
    expect((await getPerson(t, auth, a.id)).phones.map((p) => p.value)).toContain('+972527000007');

    await call('POST', `/api/person/import/${report.id}/revert`);
    expect(await staleDocs()).toEqual([]);
    expect((await listed(a.id)).phones.map((p) => p.value)).not.toContain('+972527000007');
  });
});
