// Notes API: CRUD with author and times, filters by ref_id/type/category, validation, auth.
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from './helpers';
import { createPerson } from './person-helpers';

interface NoteJson {
  id: number;
  ref_id: number;
  type: string;
  category: string | null;
  content: string;
  author_id: string | null;
  author_name: string;
  created_at: string;
  updated_at: string;
}

describe.each(backends)('notes API (%s)', (backend) => {
  const { t } = useTestApp({ backend });
  let auth: Record<string, string>;
  let authorId: string;

  beforeAll(async () => {
    const { user } = await t.createUser({ firstName: 'נועה', lastName: 'ברק' });
    authorId = user.id;
    auth = await t.bearer(user);
  });

  const post = (payload: object, url = '/api/note/') => t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('refuses every note route without sign-in (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/note/'],
      ['POST', '/api/note/'],
      ['GET', '/api/note/1'],
      ['POST', '/api/note/1'],
      ['PUT', '/api/note/1'],
      ['DELETE', '/api/note/1'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('writes a note with its author and times, reads, changes and deletes it', async () => {
    const person = await createPerson(t, auth, { first_name: 'Noted' });
    const res = await post({ ref_id: person.id, category: 'call', content: '  התקשרה לגבי ההזמנה  ' });
    expect(res.statusCode).toBe(201);
    const note = res.json<NoteJson>();
    expect(note).toMatchObject({
      ref_id: person.id,
      type: 'person',
      category: 'call',
      content: 'התקשרה לגבי ההזמנה',
      author_id: authorId,
      author_name: 'נועה ברק',
    });
    expect(Date.parse(note.created_at)).toBeGreaterThan(Date.now() - 60_000);

    const got = await t.app.inject({ method: 'GET', url: `/api/note/${note.id}`, headers: auth });
    expect(got.json()).toEqual(note);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/note/${note.id}`,
      headers: auth,
      payload: { content: 'עודכן', category: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: note.id,
      content: 'עודכן',
      category: null,
      author_name: 'נועה ברק',
      ref_id: person.id,
    });
    expect(Date.parse(put.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(note.updated_at));

    const del = await t.app.inject({ method: 'DELETE', url: `/api/note/${note.id}`, headers: auth });
    expect(del.statusCode).toBe(204);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res404 = await t.app.inject({
        method,
        url: `/api/note/${note.id}`,
        headers: auth,
        payload: method === 'PUT' ? { content: 'x' } : undefined,
      });
      expect(res404.statusCode, method).toBe(404);
      expect(res404.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('creates through POST /note/{ref_id} too', async () => {
    const person = await createPerson(t, auth, { first_name: 'Path' });
    const res = await post({ content: 'via path', category: 'meeting' }, `/api/note/${person.id}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ref_id: person.id, type: 'person', content: 'via path' });
  });

  it('filters by ref_id, type and category, newest first, with totals and paging', async () => {
    const a = await createPerson(t, auth, { first_name: 'A' });
    const b = await createPerson(t, auth, { first_name: 'B' });
    const written: NoteJson[] = [];
    for (const [ref, category] of [
      [a.id, 'call'],
      [a.id, 'email'],
      [a.id, 'call'],
      [b.id, 'call'],
    ] as const) {
      written.push((await post({ ref_id: ref, category, content: `${ref}-${category}` })).json<NoteJson>());
    }
    const author = (
      await t.app.inject({ method: 'POST', url: '/api/authors/', headers: auth, payload: { name: 'Notable' } })
    ).json<{ id: number }>();
    expect((await post({ ref_id: author.id, type: 'author', content: 'another kind of record' })).statusCode).toBe(201);

    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/note/?${query}`, headers: auth })).json<{
        items: NoteJson[];
        total: number;
      }>();
    const ofA = await list(`ref_id=${a.id}&type=person`);
    expect(ofA.total).toBe(3);
    expect(ofA.items.map((n) => n.id)).toEqual([written[2]!.id, written[1]!.id, written[0]!.id]);
    const calls = await list(`ref_id=${a.id}&type=person&category=call`);
    expect(calls.items.map((n) => n.id)).toEqual([written[2]!.id, written[0]!.id]);
    const paged = await list(`ref_id=${a.id}&type=person&skip=1&limit=1`);
    expect(paged).toMatchObject({ total: 3, items: [{ id: written[1]!.id }] });
    const ofAuthor = await list(`ref_id=${author.id}&type=author`);
    expect(ofAuthor.items.map((n) => n.content)).toEqual(['another kind of record']);
    const search = await list(`ref_id=${b.id}&q=call`);
    expect(search.total).toBe(1);
  });

  it('validates notes (422): empty content, bad type, missing ref, unknown person, bad filters', async () => {
    const empty = await post({ ref_id: 1, content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0]).toMatchObject({ type: 'string_too_short', loc: ['body', 'content'] });
    const missing = await post({ content: 'x' });
    expect(missing.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'ref_id'] });
    const badType = await post({ ref_id: 1, type: 'Not A Type', content: 'x' });
    expect(badType.json().detail[0]).toMatchObject({ type: 'string_pattern_mismatch', loc: ['body', 'type'] });
    const noPerson = await post({ ref_id: 999999, content: 'x' });
    expect(noPerson.statusCode).toBe(422);
    expect(noPerson.json().detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'ref_id'],
        msg: 'Value error, no person with this id',
        input: 999999,
        ctx: { code: 'person_unknown' },
      },
    ]);
    const badFilter = await t.app.inject({ method: 'GET', url: '/api/note/?ref_id=abc', headers: auth });
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().detail[0]).toMatchObject({ type: 'int_parsing', loc: ['query', 'ref_id'] });
  });

  it('keeps notes only on records that exist, of a kind that takes notes; they go with their record', async () => {
    const unknownType = await post({ ref_id: 1, type: 'no_such_kind', content: 'x' });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().detail[0]).toMatchObject({
      type: 'value_error',
      loc: ['body', 'type'],
      ctx: { code: 'note_type_unknown' },
    });
    const noAuthor = await post({ ref_id: 2_000_000_000, type: 'author', content: 'x' });
    expect(noAuthor.statusCode).toBe(422);
    expect(noAuthor.json().detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'ref_id'],
        msg: 'Value error, no author with this id',
        input: 2_000_000_000,
        ctx: { code: 'not_found' },
      },
    ]);
    const noPersonInPath = await post({ content: 'x' }, '/api/note/2000000000');
    expect(noPersonInPath.statusCode).toBe(404);
    expect(noPersonInPath.json()).toEqual({ detail: 'Not Found' });

    const author = (
      await t.app.inject({ method: 'POST', url: '/api/authors/', headers: auth, payload: { name: 'Short-lived' } })
    ).json<{ id: number }>();
    const note = (
      await post({ content: 'about the author', type: 'author' }, `/api/note/${author.id}`)
    ).json<NoteJson>();
    expect(note).toMatchObject({ type: 'author', ref_id: author.id, author_name: 'נועה ברק' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/note/${note.id}`,
      headers: auth,
      payload: { ref_id: 2_000_000_000 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail[0]).toMatchObject({ loc: ['body', 'ref_id'], ctx: { code: 'not_found' } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/authors/${author.id}`, headers: auth })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/note/${note.id}`, headers: auth })).statusCode).toBe(404);
  });
});
