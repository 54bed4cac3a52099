// Customer import: one transaction, per-row failures with reasons, matching by e-mail / phone (any format) /
// national id, no overwrite unless asked, in-file duplicates, ambiguity, the stored report, revert, and a crash
// mid-import leaving the database as it was.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../src/people/import';
import { rowsOf } from '../src/db/raw-sql';
import { backends, uniqueEmail, useTestApp } from './helpers';
import { createPerson, getPerson, type PersonJson } from './person-helpers';

interface Report {
  id: number;
  status: string;
  total_rows: number;
  created: number;
  merged: number;
  failed_count: number;
  failed: Array<{
    row: number;
    who?: string;
    reasons: Array<{ type: string; loc: Array<string | number>; msg: string; input: unknown }>;
  }>;
  overwrite: string[];
  created_by: string | null;
  created_at: string;
  reverted_at: string | null;
}

describe.each(backends)('person import (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  let userId: string;

  beforeAll(async () => {
    const { user } = await t.createUser();
    userId = user.id;
    auth = await t.bearer(user);
  });

  const importRecords = async (records: unknown[], overwrite?: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/import',
      headers: auth,
      payload: { records, overwrite },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Report>();
  };
  const byPhone = async (phone: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/person/by_phone/${encodeURIComponent(phone)}`,
      headers: auth,
    });
    return res.statusCode === 200 ? res.json<PersonJson>() : undefined;
  };
  const snapshot = async () =>
    rowsOf<Record<string, number>>(
      await t.db
        .execute(sql`select (select count(*)::int from people) as people, (select count(*)::int from person_emails) as emails,
        (select count(*)::int from person_phones) as phones, (select count(*)::int from person_addresses) as addresses,
        (select count(*)::int from person_imports) as imports, (select total::int from person_stats) as total`),
    )[0]!;

  it('refuses the import routes without sign-in (401)', async () => {
    for (const [method, url] of [
      ['POST', '/api/person/import'],
      ['GET', '/api/person/import'],
      ['GET', '/api/person/import/1'],
      ['POST', '/api/person/import/1/revert'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(
        401,
      );
    }
  });

  it('creates people from the records and lists each failed row with its reasons', async () => {
    const email = uniqueEmail('imported');
    const report = await importRecords([
      {
        first_name: 'שירה',
        last_name: 'גולן',
        national_id: 91,
        roles: 'customer, lead',
        emails: [{ value: email.toUpperCase() }],
        phones: [{ value: '050-7001001' }, { value: 507001002, is_primary: true }],
        addresses: [{ street: 'הרצל 5', city: 'חיפה', zip: 3100000 }],
      },
      { first_name: 'Bad', phones: [{ value: '123' }], emails: [{ value: 'nope' }] },
      {},
      { first_name: 'Wrong id', national_id: '123456789' },
      {
        first_name: 'Only phone',
        phones: [{ value: '+972 52 700 1003' }, { value: '' }, { value: null }],
        emails: [],
        addresses: [{ street: '', city: null }],
      },
      'not an object',
    ]);
    expect(report).toMatchObject({
      status: 'completed',
      total_rows: 6,
      created: 2,
      merged: 0,
      failed_count: 4,
      created_by: userId,
      reverted_at: null,
    });
    expect(report.failed.map((f) => f.row)).toEqual([1, 2, 3, 5]);
    // Each failed row says who it was, so a report read later from the history still names it.
    expect(report.failed.map((f) => f.who)).toEqual(['Bad', '', 'Wrong id', '']);
    const readLater = await t.app.inject({ method: 'GET', url: `/api/person/import/${report.id}`, headers: auth });
    expect(readLater.json().failed.map((f: { who?: string }) => f.who)).toEqual(['Bad', '', 'Wrong id', '']);
    expect(report.failed[0]!.reasons).toEqual(
      expect.arrayContaining([
        {
          type: 'value_error',
          loc: ['phones', 0, 'value'],
          msg: 'Value error, value is not a valid phone number',
          input: '123',
          ctx: { code: 'phone_invalid' },
        },
        expect.objectContaining({ type: 'value_error', loc: ['emails', 0, 'value'], input: 'nope' }),
      ]),
    );
    expect(report.failed[1]!.reasons).toEqual([
      expect.objectContaining({
        type: 'value_error',
        loc: [],
        msg: 'Value error, a person needs a name, an e-mail, a phone or a national id',
        ctx: { code: 'person_empty' },
      }),
    ]);
    expect(report.failed[2]!.reasons).toEqual([
      expect.objectContaining({
        type: 'value_error',
        loc: ['national_id'],
        input: '123456789',
        ctx: { code: 'national_id_invalid' },
      }),
    ]);
    expect(report.failed[3]!.reasons[0]).toMatchObject({ type: 'model_attributes_type', loc: [] });

    const shira = (await byPhone('0507001001'))!;
    expect(shira).toMatchObject({
      first_name: 'שירה',
      last_name: 'גולן',
      national_id: '000000091',
      roles: ['customer', 'lead'],
      emails: [{ value: email }],
      phones: [
        { value: '+972507001002', is_primary: true },
        { value: '+972507001001', is_primary: false },
      ],
      addresses: [{ street: 'הרצל 5', city: 'חיפה', zip: '3100000', country: 'IL' }],
    });
    expect(await byPhone('052-7001003')).toMatchObject({ first_name: 'Only phone', emails: [], addresses: [] });
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/person/?q=${encodeURIComponent('שירה גולן')}`,
      headers: auth,
    });
    expect(search.json().items.map((p: PersonJson) => p.id)).toContain(shira.id);

    const read = await t.app.inject({ method: 'GET', url: `/api/person/import/${report.id}`, headers: auth });
    expect(read.json()).toEqual(report);
  });

  it('merges rows into people matched by e-mail, phone in another format or national id, never overwriting unless asked', async () => {
    const email = uniqueEmail('match');
    const byEmail = await createPerson(t, auth, { first_name: 'Keep', emails: [{ value: email }] });
    const byTel = await createPerson(t, auth, {
      first_name: 'Tel',
      last_name: 'Owner',
      phones: [{ value: '054-7002001' }],
    });
    const byId = await createPerson(t, auth, { first_name: 'Id', national_id: '000000109' });
    const newEmail = uniqueEmail('added');
    const report = await importRecords([
      {
        first_name: 'Other',
        last_name: 'Filled',
        emails: [{ value: email }, { value: newEmail }],
        phones: [{ value: '054-7002002' }],
      },
      {
        first_name: 'Ignored',
        phones: [{ value: '+972547002001' }, { value: '054-7002003' }],
        addresses: [{ city: 'אילת' }],
      },
      { last_name: 'ByNationalId', national_id: '109', roles: ['vip'] },
    ]);
    expect(report).toMatchObject({ created: 0, merged: 3, failed_count: 0 });

    const keep = await getPerson(t, auth, byEmail.id);
    expect(keep).toMatchObject({
      first_name: 'Keep',
      last_name: 'Filled',
      phones: [{ value: '+972547002002', is_primary: true }],
    });
    expect(keep.emails.map((e) => e.value).sort()).toEqual([email, newEmail].sort());
    const tel = await getPerson(t, auth, byTel.id);
    expect(tel).toMatchObject({ first_name: 'Tel', last_name: 'Owner', addresses: [{ city: 'אילת' }] });
    expect(tel.phones.map((p) => [p.value, p.is_primary])).toEqual([
      ['+972547002001', true],
      ['+972547002003', false],
    ]);
    expect(await getPerson(t, auth, byId.id)).toMatchObject({
      first_name: 'Id',
      last_name: 'ByNationalId',
      roles: ['vip'],
    });

    const overwrite = await importRecords(
      [{ first_name: 'Overwritten', last_name: 'Not this', emails: [{ value: email }] }],
      ['first_name'],
    );
    expect(overwrite.merged).toBe(1);
    expect(await getPerson(t, auth, byEmail.id)).toMatchObject({ first_name: 'Overwritten', last_name: 'Filled' });
  });

  it('merges duplicates inside the file and fails a row that points at two different people', async () => {
    const a = uniqueEmail('a');
    const holderA = await createPerson(t, auth, { first_name: 'A', emails: [{ value: a }] });
    await createPerson(t, auth, { first_name: 'B', phones: [{ value: '053-7003001' }] });
    const fresh = uniqueEmail('fresh');
    const report = await importRecords([
      { first_name: 'New', emails: [{ value: fresh }] },
      { last_name: 'Person', emails: [{ value: fresh.toUpperCase() }], phones: [{ value: '053-7003002' }] },
      { first_name: 'Chain', phones: [{ value: '+972537003002' }], addresses: [{ city: 'עכו' }] },
      { first_name: 'Both', emails: [{ value: a }], phones: [{ value: '0537003001' }] },
    ]);
    expect(report).toMatchObject({ created: 1, merged: 2, failed_count: 1 });
    expect(report.failed[0]).toMatchObject({ row: 3, reasons: [{ type: 'ambiguous_match', loc: [] }] });
    const created = (await byPhone('053-7003002'))!;
    expect(created).toMatchObject({
      first_name: 'New',
      last_name: 'Person',
      emails: [{ value: fresh }],
      addresses: [{ city: 'עכו' }],
    });
    expect((await getPerson(t, auth, holderA.id)).phones).toEqual([]);
  });

  it('reverts: created people go, added contacts come off, changed fields come back; twice is 400', async () => {
    const email = uniqueEmail('revert');
    const existing = await createPerson(t, auth, {
      first_name: 'Before',
      emails: [{ value: email }],
      addresses: [{ city: 'לוד' }],
    });
    const before = await snapshot();
    const report = await importRecords([
      {
        last_name: 'Added',
        emails: [{ value: email }, { value: uniqueEmail('extra') }],
        phones: [{ value: '058-7004001' }],
        addresses: [{ city: 'רמלה' }],
        roles: ['lead'],
      },
      { first_name: 'Brand', last_name: 'New', phones: [{ value: '058-7004002' }] },
    ]);
    expect(report).toMatchObject({ created: 1, merged: 1 });
    const brandNew = (await byPhone('0587004002'))!;
    // A new customer whose row names no role gets the default one.
    expect(brandNew.roles).toEqual(['customer']);
    await t.app.inject({
      method: 'POST',
      url: '/api/note/',
      headers: auth,
      payload: { ref_id: brandNew.id, content: 'note on an imported person' },
    });

    const res = await t.app.inject({ method: 'POST', url: `/api/person/import/${report.id}/revert`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: report.id, status: 'reverted', reverted_at: expect.any(String) });
    expect(await byPhone('0587004002')).toBeUndefined();
    const after = await getPerson(t, auth, existing.id);
    expect(after).toMatchObject({
      first_name: 'Before',
      last_name: '',
      roles: [],
      emails: [{ value: email }],
      phones: [],
      addresses: [{ city: 'לוד' }],
    });
    const { imports: _i, ...countsAfter } = await snapshot();
    const { imports: _j, ...countsBefore } = before;
    expect(countsAfter).toEqual(countsBefore);
    const notes = await t.app.inject({
      method: 'GET',
      url: `/api/note/?type=person&ref_id=${brandNew.id}`,
      headers: auth,
    });
    expect(notes.json().total).toBe(0);

    const again = await t.app.inject({ method: 'POST', url: `/api/person/import/${report.id}/revert`, headers: auth });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'IMPORT_ALREADY_REVERTED' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/person/import/999999/revert', headers: auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/person/import/999999', headers: auth })).statusCode).toBe(
      404,
    );

    const list = await t.app.inject({ method: 'GET', url: '/api/person/import?limit=100', headers: auth });
    const item = list.json().items.find((i: Report) => i.id === report.id);
    expect(item).toMatchObject({ status: 'reverted', created: 1, merged: 1, failed_count: 0 });
    expect(item.failed).toBeUndefined();

    // mine=true: only the signed-in user's imports, newest first (the list's "last report" of each user).
    const other = await t.userHeaders();
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/person/import',
      headers: other,
      payload: { records: [{ first_name: 'Someone else' }] },
    });
    expect(theirs.statusCode).toBe(201);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/person/import?limit=1&mine=true', headers: auth })
    ).json();
    expect(mine.items[0].id).not.toBe(theirs.json().id);
    expect(mine.items[0].created_by).toBe(userId);
    const everyone = (await t.app.inject({ method: 'GET', url: '/api/person/import?limit=1', headers: auth })).json();
    expect(everyone.items[0].id).toBe(theirs.json().id);
    const theirList = (
      await t.app.inject({ method: 'GET', url: '/api/person/import?mine=true', headers: other })
    ).json();
    expect(theirList).toMatchObject({ total: 1, items: [{ id: theirs.json().id }] });
  });

  it('leaves the database as it was when the import fails part-way', async () => {
    const email = uniqueEmail('crash');
    const existing = await createPerson(t, auth, { first_name: 'Crash', emails: [{ value: email }] });
    const before = await snapshot();
    for (const step of ['people', 'contacts', 'stored'] as const) {
      await expect(
        runImport(
          t.db,
          {
            records: [
              { first_name: 'Lost', phones: [{ value: '050-7005001' }] },
              { last_name: 'Merged', emails: [{ value: email }], phones: [{ value: '050-7005002' }] },
            ],
            overwrite: [],
          },
          {
            userId,
            onStep: (at) => {
              if (at === step) throw new Error(`injected failure after ${at}`);
            },
          },
        ),
      ).rejects.toThrow(`injected failure after ${step}`);
      expect(await snapshot(), step).toEqual(before);
      expect(await getPerson(t, auth, existing.id)).toEqual(existing);
      expect(await byPhone('050-7005001')).toBeUndefined();
    }
  });

  it('validates the request itself (422)', async () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/person/import', headers: auth, payload: payload as object });
    expect((await post({ records: [] })).json().detail[0]).toMatchObject({
      type: 'too_short',
      loc: ['body', 'records'],
    });
    expect((await post({})).json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'records'] });
    expect((await post({ records: [{}], overwrite: ['emails'] })).json().detail[0]).toMatchObject({
      type: 'enum',
      loc: ['body', 'overwrite', 0],
    });
    // The import takes bodies over the API's usual 10 MB limit; other routes do not.
    const big = { records: [{ first_name: 'x'.repeat(12 * 1024 * 1024) }] };
    const bigImport = await post(big);
    expect(bigImport.statusCode).toBe(201);
    expect(bigImport.json().failed[0].reasons[0]).toMatchObject({
      type: 'string_too_long',
      loc: ['first_name'],
      input: `${'x'.repeat(200)}…`,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/person/', headers: auth, payload: big.records[0] })).statusCode,
    ).toBe(413);
    const tooMany = await post({ records: Array.from({ length: 100_001 }, () => ({})) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail[0]).toMatchObject({ type: 'too_long', loc: ['body', 'records'] });
  });

  it('imports thousands of rows in one request, across the batch size, with exact totals after', async () => {
    const rows = 6_200;
    const before = await snapshot();
    const records = Array.from({ length: rows }, (_, i) => ({
      first_name: `Bulk${i}`,
      last_name: 'יבוא',
      emails: i % 2 ? [{ value: `bulk${i}-${backend}@import.example` }] : [],
      phones: [{ value: `055-${String(8_000_000 + i)}` }],
      addresses: [{ city: 'צפת', street: `רחוב ${i}` }],
    }));
    const report = await importRecords(records);
    expect(report).toMatchObject({ total_rows: rows, created: rows, merged: 0, failed_count: 0 });
    const after = await snapshot();
    expect(after.people - before.people).toBe(rows);
    expect(after.total).toBe(after.people);
    expect(after.phones - before.phones).toBe(rows);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/person/search/${encodeURIComponent('+972-55-800-6199')}`,
      headers: auth,
    });
    expect(found.json().items.map((p: PersonJson) => p.first_name)).toEqual(['Bulk6199']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/person/?q=%D7%99%D7%91%D7%95%D7%90&limit=1',
      headers: auth,
    });
    expect(list.json().total).toBe(rows);
  }, 180_000); // thousands of rows on a busy two-core machine
});
