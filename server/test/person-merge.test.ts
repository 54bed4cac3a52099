// Merging people: everything moves to the kept person in one transaction, nothing is lost or half-done.
import { describe, expect, it } from 'vitest';
import { personLinks, type PersonLink } from '../src/people/links';
import { backends, uniqueEmail, useTestApp } from './helpers';
import { createPerson, getPerson, type PersonJson } from './person-helpers';

describe.each(backends)('person merge (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  const merge = (keptId: number, duplicateId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/person/${keptId}/merge`,
      headers: auth,
      payload: { duplicate_id: duplicateId },
    });
  const notesOf = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/note/?type=person&ref_id=${id}`, headers: auth })).json<{
      items: Array<{ id: number; content: string }>;
      total: number;
    }>();

  it('moves contacts (identical values once) and notes, fills empty fields, unites roles, deletes the duplicate', async () => {
    const { user } = await t.createUser();
    const keptEmail = uniqueEmail('kept');
    const dupEmail = uniqueEmail('dup');
    const kept = await createPerson(t, auth, {
      first_name: 'Kept',
      roles: ['customer'],
      emails: [{ value: keptEmail }],
      phones: [{ value: '050-2223344', is_primary: true }],
      addresses: [{ street: 'הרצל 1', city: 'חולון' }],
    });
    const duplicate = await createPerson(t, auth, {
      first_name: 'Other',
      last_name: 'Surname',
      national_id: '000000067',
      user_id: user.id,
      roles: ['lead', 'customer'],
      emails: [{ value: dupEmail }],
      phones: [{ value: '+972502223344' }, { value: '052-9998877', is_primary: true }],
      addresses: [
        { street: 'הרצל 1', city: 'חולון' },
        { street: 'ביאליק 3', city: 'רמת גן' },
      ],
    });
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/note/',
      headers: auth,
      payload: { ref_id: duplicate.id, content: 'Called about an order', category: 'call' },
    });
    expect(note.statusCode).toBe(201);

    const res = await merge(kept.id, duplicate.id);
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<PersonJson>();
    expect(merged).toMatchObject({
      id: kept.id,
      first_name: 'Kept',
      last_name: 'Surname',
      national_id: '000000067',
      user_id: user.id,
      roles: ['customer', 'lead'],
    });
    expect(merged.emails.map((e) => e.value).sort()).toEqual([keptEmail, dupEmail].sort());
    expect(merged.phones.map((p) => [p.value, p.is_primary])).toEqual([
      ['+972502223344', true],
      ['+972529998877', false],
    ]);
    expect(merged.addresses.map((a) => a.street)).toEqual(['הרצל 1', 'ביאליק 3']);
    expect((await t.app.inject({ method: 'GET', url: `/api/person/${duplicate.id}`, headers: auth })).statusCode).toBe(
      404,
    );
    expect((await notesOf(kept.id)).items.map((n) => n.id)).toEqual([note.json().id]);
    expect((await notesOf(duplicate.id)).total).toBe(0);
    // The moved phone is found under the kept person in any format.
    const byPhone = await t.app.inject({ method: 'GET', url: '/api/person/by_phone/0529998877', headers: auth });
    expect(byPhone.json().id).toBe(kept.id);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/person/?q=${encodeURIComponent(dupEmail)}`,
      headers: auth,
    });
    expect(search.json().items.map((p: PersonJson) => p.id)).toEqual([kept.id]);
  });

  it('refuses to merge a person with itself (422), unknown ids (404), and different national ids (409) without changing anything', async () => {
    const a = await createPerson(t, auth, { first_name: 'A', national_id: '000000075' });
    const b = await createPerson(t, auth, {
      first_name: 'B',
      national_id: '000000083',
      emails: [{ value: uniqueEmail() }],
    });
    const self = await merge(a.id, a.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail[0]).toMatchObject({
      type: 'value_error',
      loc: ['body', 'duplicate_id'],
      ctx: { code: 'merge_self' },
    });
    expect((await merge(a.id, 999999)).statusCode).toBe(404);
    expect((await merge(999999, a.id)).statusCode).toBe(404);
    const conflict = await merge(a.id, b.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ detail: 'PERSON_MERGE_NATIONAL_ID_CONFLICT' });
    expect(await getPerson(t, auth, a.id)).toEqual(a);
    expect(await getPerson(t, auth, b.id)).toEqual(b);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/person/${a.id}/merge`,
      headers: auth,
      payload: {},
    });
    expect(missing.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'duplicate_id'] });
  });

  it('leaves both people and their notes untouched when a step of the merge fails', async () => {
    const kept = await createPerson(t, auth, {
      first_name: 'K',
      emails: [{ value: uniqueEmail() }],
      phones: [{ value: '050-3334455' }],
    });
    const duplicate = await createPerson(t, auth, {
      last_name: 'D',
      emails: [{ value: uniqueEmail() }],
      phones: [{ value: '050-6667788' }],
      addresses: [{ city: 'אילת' }],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/note/',
      headers: auth,
      payload: { ref_id: duplicate.id, content: 'keep me' },
    });
    const failing: PersonLink = {
      name: 'failing (test)',
      async move() {
        throw new Error('injected failure after contacts and notes moved');
      },
      async remove() {},
    };
    personLinks.push(failing);
    try {
      const res = await merge(kept.id, duplicate.id);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal Server Error' });
    } finally {
      personLinks.splice(personLinks.indexOf(failing), 1);
    }
    expect(await getPerson(t, auth, kept.id)).toEqual(kept);
    expect(await getPerson(t, auth, duplicate.id)).toEqual(duplicate);
    expect((await notesOf(duplicate.id)).items.map((n) => n.content)).toEqual(['keep me']);
    expect((await notesOf(kept.id)).total).toBe(0);
  });

  it("create with merge_into saves the form into the existing person (the save flow's yes)", async () => {
    const email = uniqueEmail('existing');
    const existing = await createPerson(t, auth, {
      first_name: 'Existing',
      emails: [{ value: email }],
      phones: [{ value: '054-1212121' }],
    });
    const newEmail = uniqueEmail('typed');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: {
        first_name: 'Typed',
        last_name: 'Last',
        emails: [{ value: email }, { value: newEmail }],
        phones: [{ value: '+972-54-121-2121', is_primary: true }, { value: '054-3434343' }],
        addresses: [{ city: 'נתניה' }],
        merge_into: existing.id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<PersonJson>();
    expect(merged).toMatchObject({
      id: existing.id,
      first_name: 'Existing',
      last_name: 'Last',
      addresses: [{ city: 'נתניה' }],
    });
    expect(merged.emails.map((e) => e.value).sort()).toEqual([email, newEmail].sort());
    expect(merged.phones.map((p) => [p.value, p.is_primary])).toEqual([
      ['+972541212121', true],
      ['+972543434343', false],
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/person/?q=${encodeURIComponent(email)}`,
      headers: auth,
    });
    expect(list.json().total).toBe(1);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: { first_name: 'x', merge_into: 999999 },
    });
    expect(unknown.statusCode).toBe(404);
  });
  describe("edit with merge_into (PUT /person/{id}): the edit form's yes, one transaction", () => {
    const editInto = (id: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/person/${id}`, headers: auth, payload: body });

    it('saves the edited form, folds the edited person into the existing one and answers the existing person', async () => {
      const shared = uniqueEmail('shared');
      const kept = await createPerson(t, auth, {
        first_name: 'Kept',
        emails: [{ value: shared }],
        phones: [{ value: '050-4440001', is_primary: true }],
        national_id: '000000091',
      });
      const oldEmail = uniqueEmail('old');
      const edited = await createPerson(t, auth, {
        first_name: 'Before',
        emails: [{ value: oldEmail }],
        phones: [{ value: '050-4440002' }],
        addresses: [{ city: 'עכו' }],
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/note/',
        headers: auth,
        payload: { ref_id: edited.id, content: 'moves with the merge' },
      });
      const newEmail = uniqueEmail('new');
      // The form: a name typed, the old e-mail removed, the existing person's e-mail (other case) and national id
      // typed in, a phone the existing person has in another format, a new phone, the address kept.
      const res = await editInto(edited.id, {
        first_name: 'After',
        last_name: 'Edited',
        national_id: '91',
        emails: [{ value: shared.toUpperCase() }, { value: newEmail }],
        phones: [{ value: '+972 50 444 0001' }, { value: '050-4440003', is_primary: true }],
        addresses: [{ id: edited.addresses[0]!.id, city: 'עכו' }],
        merge_into: kept.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const merged = res.json<PersonJson>();
      expect(merged).toMatchObject({
        id: kept.id,
        first_name: 'Kept',
        last_name: 'Edited',
        national_id: '000000091',
        addresses: [{ city: 'עכו' }],
      });
      expect(merged.emails.map((e) => e.value).sort()).toEqual([shared, newEmail].sort());
      expect(merged.phones.map((p) => [p.value, p.is_primary])).toEqual([
        ['+972504440001', true],
        ['+972504440003', false],
      ]);
      expect((await t.app.inject({ method: 'GET', url: `/api/person/${edited.id}`, headers: auth })).statusCode).toBe(
        404,
      );
      expect((await notesOf(kept.id)).items.map((n) => n.content)).toEqual(['moves with the merge']);
      // The e-mail the form removed is gone, not moved.
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/person/by_email/${encodeURIComponent(oldEmail)}`,
            headers: auth,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('a failure after the edit was written leaves both people, their contacts and notes as they were', async () => {
      const kept = await createPerson(t, auth, {
        first_name: 'K2',
        emails: [{ value: uniqueEmail() }],
        phones: [{ value: '050-5550001' }],
      });
      const edited = await createPerson(t, auth, {
        first_name: 'E2',
        emails: [{ value: uniqueEmail() }],
        phones: [{ value: '050-5550002' }],
        addresses: [{ city: 'צפת' }],
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/note/',
        headers: auth,
        payload: { ref_id: edited.id, content: 'stay' },
      });
      const failing: PersonLink = {
        name: 'failing (test)',
        async move() {
          throw new Error('injected failure after the edit and the contacts moved');
        },
        async remove() {},
      };
      personLinks.push(failing);
      try {
        const res = await editInto(edited.id, {
          first_name: 'Changed',
          emails: [{ value: uniqueEmail('typed') }],
          phones: [{ value: '050-5550003' }],
          addresses: [],
          merge_into: kept.id,
        });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ detail: 'Internal Server Error' });
      } finally {
        personLinks.splice(personLinks.indexOf(failing), 1);
      }
      expect(await getPerson(t, auth, kept.id)).toEqual(kept);
      expect(await getPerson(t, auth, edited.id)).toEqual(edited);
      expect((await notesOf(edited.id)).items.map((n) => n.content)).toEqual(['stay']);
      expect((await notesOf(kept.id)).total).toBe(0);
    });

    it('refuses a merge conflict (409), a value of a third person (409), itself (422) and unknown people (404), changing nothing', async () => {
      const kept = await createPerson(t, auth, {
        first_name: 'K3',
        national_id: '000000109',
        emails: [{ value: uniqueEmail() }],
      });
      const edited = await createPerson(t, auth, { first_name: 'E3', emails: [{ value: uniqueEmail() }] });
      const third = await createPerson(t, auth, { first_name: 'T3', emails: [{ value: uniqueEmail('third') }] });

      // The edit itself passes (a national id nobody has), the merge then finds two different national ids.
      const conflict = await editInto(edited.id, {
        first_name: 'Changed',
        national_id: '000000117',
        merge_into: kept.id,
      });
      expect(conflict.statusCode, conflict.body).toBe(409);
      expect(conflict.json()).toEqual({ detail: 'PERSON_MERGE_NATIONAL_ID_CONFLICT' });

      const taken = await editInto(edited.id, {
        first_name: 'Changed',
        emails: [{ value: third.emails[0]!.value }],
        merge_into: kept.id,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ detail: 'PERSON_EMAIL_EXISTS' });

      const self = await editInto(edited.id, { first_name: 'Changed', merge_into: edited.id });
      expect(self.statusCode).toBe(422);
      expect(self.json().detail[0]).toMatchObject({
        type: 'value_error',
        loc: ['body', 'merge_into'],
        ctx: { code: 'merge_self' },
      });
      expect((await editInto(edited.id, { first_name: 'Changed', merge_into: 999999 })).statusCode).toBe(404);
      expect((await editInto(999999, { first_name: 'Changed', merge_into: kept.id })).statusCode).toBe(404);

      expect(await getPerson(t, auth, kept.id)).toEqual(kept);
      expect(await getPerson(t, auth, edited.id)).toEqual(edited);
      expect(await getPerson(t, auth, third.id)).toEqual(third);
    });
  });
});
