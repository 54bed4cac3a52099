// Newsletter contacts over the API: importing a file's rows into a list (people found or created by
// e-mail, double opt-in, earlier opt-outs left alone and reported, bad rows refused with reasons, one transaction),
// a list's members panel (search, status filter, counts, add, remove) and a customer's own lists (subscribe and
// unsubscribe from the customer page).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterMemberEvents, newsletterMembers, people, personEmails } from '../src/db/schema/index';
import { backends, makeTestApp, uniqueEmail, type TestApp } from './helpers';

describe.each(backends)('newsletter contacts (%s)', (backend) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ backend });
    auth = await t.userHeaders();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as never });
  let n = 0;
  async function person(first = 'נועה', email: string | null = uniqueEmail('reader')) {
    n += 1;
    const [row] = await t.db
      .insert(people)
      .values({ firstName: first, lastName: `כהן${n}` })
      .returning();
    if (email) await t.db.insert(personEmails).values({ personId: row!.id, value: email });
    return { id: row!.id, email: email ?? '' };
  }
  async function list(body: Record<string, unknown> = {}) {
    const res = await call('POST', '/newsletter/lists', { name: `רשימה ${(n += 1)}`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  }
  const statusOf = async (listId: number, personId: number) =>
    (
      await t.db
        .select({ status: newsletterMembers.status, source: newsletterMembers.source })
        .from(newsletterMembers)
        .where(sql`${newsletterMembers.listId} = ${listId} and ${newsletterMembers.personId} = ${personId}`)
    )[0];
  const personByEmail = async (email: string) =>
    (await t.db.select({ id: personEmails.personId }).from(personEmails).where(eq(personEmails.value, email)))[0]?.id;
  const peopleCount = async () => (await t.db.select({ c: sql<number>`count(*)::int` }).from(people))[0]!.c;

  it('imports rows into a list: finds people by e-mail or creates them, never re-subscribes an opt-out, reports every row', async () => {
    const listId = await list();
    const known = await person('דנה');
    const left = await person('יואב');
    const member = await person('רותם');
    expect(
      (await call('POST', `/newsletter/lists/${listId}/members`, { person_ids: [left.id, member.id] })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${left.id}`, { status: 'unsubscribed' })).statusCode,
    ).toBe(200);
    const fresh = uniqueEmail('new');
    const before = await peopleCount();

    const res = await call('POST', `/newsletter/lists/${listId}/import`, {
      records: [
        { email: known.email.toUpperCase(), first_name: 'שם אחר' },
        { email: ` ${fresh} `, first_name: 'מיכל', last_name: 'לוי' },
        { email: left.email },
        { email: member.email },
        { email: 'not an address', first_name: 'בלי' },
        { first_name: 'בלי כתובת' },
        { email: fresh },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      total_rows: 7,
      created: 1,
      added: 2,
      already: 2,
      skipped: [{ row: 2, email: left.email, person_id: left.id, reason: 'unsubscribed' }],
    });
    expect(
      report.failed.map((f: { row: number; reasons: Array<{ loc: unknown[] }> }) => [f.row, f.reasons[0]!.loc]),
    ).toEqual([
      [4, ['email']],
      [5, ['email']],
    ]);
    expect(await peopleCount()).toBe(before + 1);

    const created = await personByEmail(fresh);
    const [newPerson] = await t.db.select().from(people).where(eq(people.id, created!));
    expect([newPerson!.firstName, newPerson!.lastName]).toEqual(['מיכל', 'לוי']);
    // made on the customer import's bulk path: found by the people search and shown with their address
    const search = await call('GET', `/person/?q=${encodeURIComponent(fresh)}`);
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).toContain(fresh);
    const shown = await call('GET', `/person/${created}`);
    expect(shown.json().emails.map((e: { value: string }) => e.value)).toEqual([fresh]);
    // a found person keeps their own name
    expect((await t.db.select().from(people).where(eq(people.id, known.id)))[0]!.firstName).toBe('דנה');
    expect(await statusOf(listId, known.id)).toEqual({ status: 'subscribed', source: 'import' });
    expect(await statusOf(listId, created!)).toEqual({ status: 'subscribed', source: 'import' });
    expect(await statusOf(listId, left.id)).toEqual({ status: 'unsubscribed', source: 'admin' });
    const history = await t.db
      .select()
      .from(newsletterMemberEvents)
      .where(eq(newsletterMemberEvents.personId, created!));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.source])).toEqual([[null, 'subscribed', 'import']]);
  });

  it('imports into a double opt-in list as unconfirmed, with a confirmation mail to each added person', async () => {
    const listId = await list({ double_opt_in: true });
    const email = uniqueEmail('optin');
    const sentBefore = t.mailer.sent.length;
    const res = await call('POST', `/newsletter/lists/${listId}/import`, { records: [{ email }] });
    expect(res.json()).toMatchObject({ created: 1, added: 1 });
    expect((await statusOf(listId, (await personByEmail(email))!))?.status).toBe('unconfirmed');
    const mails = t.mailer.sent.slice(sentBefore);
    expect(mails.map((m) => m.to)).toEqual([email]);
    expect(mails[0]!.subject).toContain('אישור הרשמה');
  });

  it('refuses an import to an unknown list (404) and an empty or malformed body (422), writing nothing', async () => {
    const email = uniqueEmail('ghost');
    expect((await call('POST', '/newsletter/lists/999999/import', { records: [{ email }] })).statusCode).toBe(404);
    expect(await personByEmail(email)).toBeUndefined();
    const listId = await list();
    const empty = await call('POST', `/newsletter/lists/${listId}/import`, { records: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].loc).toEqual(['body', 'records']);
    expect(
      (await call('POST', `/newsletter/lists/${listId}/import`, { records: [{ email }], extra: 1 })).statusCode,
    ).toBe(422);
    expect((await call('POST', `/newsletter/lists/${listId}/import`, [{ email }])).statusCode).toBe(422);
  });

  it('a dry run answers the same report and writes nothing, not even a confirmation mail', async () => {
    const listId = await list({ double_opt_in: true });
    const known = await person('שרון');
    const fresh = uniqueEmail('dry');
    const records = [{ email: known.email }, { email: fresh, first_name: 'טל' }, { email: 'nope' }];
    const before = await peopleCount();
    const sentBefore = t.mailer.sent.length;
    const dry = await call('POST', `/newsletter/lists/${listId}/import`, { records, dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ import_id: null, total_rows: 3, created: 1, added: 2, already: 0, skipped: [] });
    expect(dry.json().failed.map((f: { row: number }) => f.row)).toEqual([2]);
    expect(await peopleCount()).toBe(before);
    expect(await personByEmail(fresh)).toBeUndefined();
    expect(await statusOf(listId, known.id)).toBeUndefined();
    expect(t.mailer.sent.length).toBe(sentBefore);
    expect((await call('GET', `/newsletter/lists/${listId}/imports`)).json()).toEqual([]);
    const real = await call('POST', `/newsletter/lists/${listId}/import`, { records, dry_run: false });
    const { import_id: _id, ...report } = real.json();
    const { import_id: _none, ...dryReport } = dry.json();
    expect(report).toEqual(dryReport);
    expect(t.mailer.sent.length).toBe(sentBefore + 2);
    expect((await call('POST', `/newsletter/lists/${listId}/import`, { records, dry_run: 'yes' })).statusCode).toBe(
      422,
    );
  });

  it("keeps each import's history and reverts one: its memberships leave the list, the people it created with nothing else are deleted", async () => {
    const listId = await list();
    const otherList = await list();
    const known = await person('עדי');
    const already = await person('אבי');
    expect((await call('POST', `/newsletter/lists/${listId}/members`, { person_ids: [already.id] })).statusCode).toBe(
      200,
    );
    const [plain, onOther, withNote, laterOut] = [
      uniqueEmail('plain'),
      uniqueEmail('other'),
      uniqueEmail('note'),
      uniqueEmail('out'),
    ];
    const res = await call('POST', `/newsletter/lists/${listId}/import`, {
      records: [
        { email: known.email },
        { email: already.email },
        { email: plain },
        { email: onOther },
        { email: withNote },
        { email: laterOut },
        { email: 'bad' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const importId = res.json().import_id as number;
    expect(importId).toBeGreaterThan(0);

    const history = await call('GET', `/newsletter/lists/${listId}/imports`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        id: importId,
        list_id: listId,
        status: 'completed',
        created_by_email: expect.stringContaining('@'),
        total_rows: 7,
        created: 4,
        added: 5,
        already: 1,
        skipped: 0,
        failed: 1,
        reverted_at: null,
      }),
    ]);

    // what happened since: one created person joined another list, one got a note, one unsubscribed
    const [otherId, noteId, outId, plainId] = [
      await personByEmail(onOther),
      await personByEmail(withNote),
      await personByEmail(laterOut),
      await personByEmail(plain),
    ];
    expect((await call('POST', `/newsletter/lists/${otherList}/members`, { person_ids: [otherId] })).statusCode).toBe(
      200,
    );
    expect(
      await t.db.execute(sql`insert into notes (type, ref_id, content) values ('person', ${noteId}, 'התקשרה')`),
    ).toBeTruthy();
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${outId}`, { status: 'unsubscribed' })).statusCode,
    ).toBe(200);

    const reverted = await call('POST', `/newsletter/lists/${listId}/imports/${importId}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({
      id: importId,
      status: 'reverted',
      removed: 4,
      deleted_people: 1,
      kept_people: 3,
    });
    expect(await personByEmail(plain)).toBeUndefined();
    expect(await t.db.select().from(people).where(eq(people.id, plainId!))).toEqual([]);
    for (const id of [otherId, noteId, outId, known.id])
      expect((await t.db.select().from(people).where(eq(people.id, id!))).length).toBe(1);
    expect(await statusOf(listId, known.id)).toBeUndefined();
    expect(await statusOf(listId, otherId!)).toBeUndefined();
    expect(await statusOf(otherList, otherId!)).toMatchObject({ status: 'subscribed' });
    // the person's own word stays, and so does the member from before the import
    expect(await statusOf(listId, outId!)).toMatchObject({ status: 'unsubscribed' });
    expect(await statusOf(listId, already.id)).toMatchObject({ status: 'subscribed' });
    const events = await t.db
      .select()
      .from(newsletterMemberEvents)
      .where(eq(newsletterMemberEvents.personId, known.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.source])).toEqual([
      [null, 'subscribed', 'import'],
      ['subscribed', null, 'import_revert'],
    ]);
    expect((await call('GET', `/newsletter/lists/${listId}/imports`)).json()[0]).toMatchObject({
      status: 'reverted',
      reverted_at: expect.any(String),
    });

    const again = await call('POST', `/newsletter/lists/${listId}/imports/${importId}/revert`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'IMPORT_ALREADY_REVERTED' });
    expect((await call('POST', `/newsletter/lists/${otherList}/imports/${importId}/revert`)).statusCode).toBe(404);
    expect((await call('POST', `/newsletter/lists/${listId}/imports/999999/revert`)).statusCode).toBe(404);
    expect((await call('GET', '/newsletter/lists/999999/imports')).statusCode).toBe(404);
    expect((await call('POST', `/newsletter/lists/${listId}/imports/abc/revert`)).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/newsletter/lists/${listId}/imports` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/newsletter/lists/${listId}/imports/${importId}/revert` }))
        .statusCode,
    ).toBe(401);
  });

  it("a list's members: search, status filter, counts, add and remove", async () => {
    const listId = await list();
    const a = await person('אורית');
    const b = await person('בני');
    const c = await person('גלית');
    expect(
      (await call('POST', `/newsletter/lists/${listId}/members`, { person_ids: [a.id, b.id, c.id] })).json(),
    ).toMatchObject({ added: [a.id, b.id, c.id] });
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${c.id}`, { status: 'unsubscribed' })).statusCode,
    ).toBe(200);

    const all = (await call('GET', `/newsletter/lists/${listId}/members`)).json();
    expect(all.total).toBe(3);
    const found = (await call('GET', `/newsletter/lists/${listId}/members?q=${encodeURIComponent('בני')}`)).json();
    expect(found.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    const out = (await call('GET', `/newsletter/lists/${listId}/members?status=unsubscribed`)).json();
    expect(out.items.map((i: { id: number }) => i.id)).toEqual([c.id]);
    const counts = (await call('GET', '/newsletter/lists/summary')).json().find((l: { id: number }) => l.id === listId);
    expect(counts).toMatchObject({ subscribed: 2, unconfirmed: 0, unsubscribed: 1, bounced: 0 });

    expect(
      (await call('POST', `/newsletter/lists/${listId}/members/remove`, { person_ids: [a.id, a.id] })).json(),
    ).toEqual({ removed: 1 });
    expect((await call('GET', `/newsletter/lists/${listId}/members`)).json().total).toBe(2);
    expect((await call('GET', '/newsletter/lists/999999/members')).statusCode).toBe(404);
  });

  it("a customer's lists for the customer page: none yet, subscribed from there, unsubscribed from there", async () => {
    const listId = await list();
    const other = await list();
    const a = await person('דורית');
    const noMail = await person('בלי', null);
    const empty = (await call('GET', `/newsletter/contacts/${a.id}`)).json();
    expect(empty).toMatchObject({ id: a.id, email: a.email, lists: [], history: [] });
    expect((await call('GET', '/newsletter/contacts/999999')).statusCode).toBe(404);

    expect((await call('POST', `/newsletter/lists/${listId}/members`, { person_ids: [a.id] })).statusCode).toBe(200);
    expect((await call('POST', `/newsletter/lists/${other}/members`, { person_ids: [a.id] })).statusCode).toBe(200);
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${a.id}`, { status: 'unsubscribed' })).json(),
    ).toEqual({ status: 'unsubscribed' });
    const contact = (await call('GET', `/newsletter/contacts/${a.id}`)).json();
    expect(contact.lists.map((l: { list_id: number; status: string }) => [l.list_id, l.status]).sort()).toEqual(
      [
        [listId, 'unsubscribed'],
        [other, 'subscribed'],
      ].sort(),
    );
    // the customer page may subscribe again on the customer's word (an import may not)
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${a.id}`, { status: 'subscribed' })).statusCode,
    ).toBe(200);
    expect((await statusOf(listId, a.id))?.status).toBe('subscribed');
    expect(
      (await call('PUT', `/newsletter/lists/${listId}/members/${noMail.id}`, { status: 'subscribed' })).json().detail[0]
        .ctx.code,
    ).toBe('no_email');
  });
});
