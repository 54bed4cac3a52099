// People API: create/read/update/delete with contacts, validation shapes, auth, lookups in any phone format,
// search, roles, find-or-create, the duplicate check.
import { describe, expect, it } from 'vitest';
import { backends, uniqueEmail, useTestApp } from './helpers';
import { createPerson, getPerson, uniqueMobile, type PersonJson } from './person-helpers';

describe.each(backends)('person API (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  it('refuses every person route without sign-in (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/person/'],
      ['POST', '/api/person/'],
      ['GET', '/api/person/1'],
      ['PUT', '/api/person/1'],
      ['DELETE', '/api/person/1'],
      ['GET', '/api/person/roles'],
      ['POST', '/api/person/duplicates'],
      ['POST', '/api/person/find_or_create_person_with_email'],
      ['POST', '/api/person/find_or_create_person_from_user'],
      ['GET', '/api/person/by_user/8d7e6f5a-1b2c-4d3e-9f00-112233445566'],
      ['GET', '/api/person/by_email/a@b.co'],
      ['GET', '/api/person/by_phone/0501234567'],
      ['GET', '/api/person/by_national_id/000000018'],
      ['GET', '/api/person/search/x'],
      ['POST', '/api/person/1/email'],
      ['DELETE', '/api/person/email/1'],
      ['POST', '/api/person/1/phone'],
      ['DELETE', '/api/person/phone/1'],
      ['POST', '/api/person/1/address'],
      ['DELETE', '/api/person/address/1'],
      ['POST', '/api/person/1/merge'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ detail: 'Not authenticated' });
    }
  });

  it('documents the person, note, import and e-mail domain routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    const paths = Object.keys(doc.paths).map((p) => p.replace(/\/$/, ''));
    for (const path of [
      '/api/person',
      '/api/person/{id}',
      '/api/person/{id}/merge',
      '/api/person/duplicates',
      '/api/person/by_phone/{value}',
      '/api/person/import',
      '/api/person/import/{id}/revert',
      '/api/note',
      '/api/note/{id}',
      '/api/email/domain/{domain}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('creates a person with normalised contacts and reads it back', async () => {
    const email = uniqueEmail('Dana').toUpperCase();
    const person = await createPerson(t, auth, {
      first_name: ' דנה ',
      last_name: 'כהן',
      national_id: '18',
      roles: ['customer', 'customer', 'lead'],
      emails: [{ value: email }, { value: email.toLowerCase() }],
      phones: [{ value: '050-765-4321' }, { value: '+972 50 7654321' }, { value: '03-5551234' }],
      addresses: [{ street: 'הרצל 1', city: 'תל אביב', zip: '6100000' }],
    });
    expect(person).toMatchObject({
      first_name: 'דנה',
      last_name: 'כהן',
      national_id: '000000018',
      roles: ['customer', 'lead'],
      user_id: null,
      emails: [{ value: email.toLowerCase() }],
      phones: [
        { value: '+972507654321', is_primary: true },
        { value: '+97235551234', is_primary: false },
      ],
      addresses: [{ street: 'הרצל 1', city: 'תל אביב', zip: '6100000', country: 'IL' }],
    });
    expect(new Date(person.created_at).getTime()).toBeGreaterThan(0);
    expect(await getPerson(t, auth, person.id)).toEqual(person);
  });

  it('answers 422 in the pydantic shape for a wrong check digit, phone, e-mail, country and empty person', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: {
        first_name: 'x',
        national_id: '123456789',
        emails: [{ value: 'not-an-email' }],
        phones: [{ value: '12' }],
        addresses: [{ city: 'חיפה', country: 'Israel' }, { country: 'IL' }],
      },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail;
    expect(detail).toEqual(
      expect.arrayContaining([
        {
          type: 'value_error',
          loc: ['body', 'national_id'],
          msg: 'Value error, value is not a valid Israeli national id (9 digits with a valid check digit)',
          input: '123456789',
          ctx: { code: 'national_id_invalid' },
        },
        {
          type: 'value_error',
          loc: ['body', 'phones', 0, 'value'],
          msg: 'Value error, value is not a valid phone number',
          input: '12',
          ctx: { code: 'phone_invalid' },
        },
        expect.objectContaining({ type: 'value_error', loc: ['body', 'emails', 0, 'value'], input: 'not-an-email' }),
        expect.objectContaining({ type: 'string_pattern_mismatch', loc: ['body', 'addresses', 0, 'country'] }),
        expect.objectContaining({
          type: 'value_error',
          loc: ['body', 'addresses', 1],
          msg: 'Value error, an address needs a street, a city or a zip code',
          ctx: { code: 'address_empty' },
        }),
      ]),
    );

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: { roles: ['lead'] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toEqual([
      {
        type: 'value_error',
        loc: ['body'],
        msg: 'Value error, a person needs a name, an e-mail, a phone or a national id',
        input: { roles: ['lead'] },
        ctx: { code: 'person_empty' },
      },
    ]);

    const role = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: { first_name: 'x', roles: ['a role'] },
    });
    expect(role.json().detail).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'roles', 0],
        msg: 'Value error, a role may hold only letters, digits, - and _',
        input: 'a role',
        ctx: { code: 'role_characters' },
      },
    ]);

    const types = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: { first_name: 5, roles: 'customer' },
    });
    expect(types.json().detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'string_type', loc: ['body', 'first_name'] }),
        expect.objectContaining({ type: 'list_type', loc: ['body', 'roles'] }),
      ]),
    );
  });

  it('answers 404 for unknown ids and 422 for ids that are not integers', async () => {
    for (const [method, url] of [
      ['GET', '/api/person/999999'],
      ['PUT', '/api/person/999999'],
      ['DELETE', '/api/person/999999'],
      ['POST', '/api/person/999999/merge'],
      ['DELETE', '/api/person/email/999999'],
      ['DELETE', '/api/person/phone/999999'],
      ['DELETE', '/api/person/address/999999'],
    ] as const) {
      const payload = method === 'PUT' ? { first_name: 'x' } : method === 'POST' ? { duplicate_id: 1 } : undefined;
      const res = await t.app.inject({ method, url, headers: auth, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/person/abc', headers: auth });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ type: 'int_parsing', loc: ['path', 'id'] });
  });

  it('refuses an e-mail or national id another person holds (409), checked inside the write', async () => {
    const email = uniqueEmail('taken');
    const first = await createPerson(t, auth, {
      first_name: 'A',
      emails: [{ value: email }],
      national_id: '000000026',
    });
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: { first_name: 'B', emails: [{ value: email.toUpperCase() }] },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ detail: 'PERSON_EMAIL_EXISTS' });
    const sameId = await t.app.inject({
      method: 'POST',
      url: '/api/person/',
      headers: auth,
      payload: { first_name: 'B', national_id: '26' },
    });
    expect(sameId.json()).toEqual({ detail: 'PERSON_NATIONAL_ID_EXISTS' });
    // The holder itself may keep them.
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${first.id}`,
      headers: auth,
      payload: { emails: [{ value: email }], national_id: '000000026' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('PUT changes given fields and replaces the given contact lists, keeping ids of entries that stay', async () => {
    const keepEmail = uniqueEmail('keep');
    const person = await createPerson(t, auth, {
      first_name: 'Old',
      last_name: 'Name',
      emails: [{ value: keepEmail }, { value: uniqueEmail('drop') }],
      phones: [{ value: uniqueMobile() }, { value: uniqueMobile(), is_primary: true }],
      addresses: [{ city: 'חיפה' }, { city: 'עכו' }],
    });
    const keptEmail = person.emails.find((e) => e.value === keepEmail)!;
    const keptPhone = person.phones[1]!;
    const newEmail = uniqueEmail('new');
    const newPhone = uniqueMobile();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${person.id}`,
      headers: auth,
      payload: {
        first_name: 'New',
        emails: [{ value: keepEmail }, { value: newEmail }],
        phones: [{ value: keptPhone.value }, { value: newPhone, is_primary: true }],
        addresses: [{ id: person.addresses[0]!.id, city: 'חיפה', street: 'הנמל 5' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<PersonJson>();
    expect(updated.first_name).toBe('New');
    expect(updated.last_name).toBe('Name');
    expect(updated.emails.map((e) => e.value).sort()).toEqual([keepEmail, newEmail].sort());
    expect(updated.emails.find((e) => e.value === keepEmail)!.id).toBe(keptEmail.id);
    expect(updated.phones).toEqual([
      { id: expect.any(Number), value: `+972${newPhone.replace(/\D/g, '').slice(1)}`, is_primary: true },
      { id: keptPhone.id, value: keptPhone.value, is_primary: false },
    ]);
    expect(updated.addresses).toEqual([
      { id: person.addresses[0]!.id, street: 'הנמל 5', city: 'חיפה', zip: null, country: 'IL' },
    ]);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(person.updated_at).getTime());

    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/person/${person.id}`,
      headers: auth,
      payload: { addresses: [{ id: 999999, city: 'x' }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0]).toMatchObject({ loc: ['body', 'addresses', 0, 'id'] });
    expect((await getPerson(t, auth, person.id)).addresses).toHaveLength(1);
  });

  it('deletes a person with its contacts and notes', async () => {
    const email = uniqueEmail('gone');
    const person = await createPerson(t, auth, { first_name: 'Gone', emails: [{ value: email }] });
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/note/',
      headers: auth,
      payload: { ref_id: person.id, content: 'x' },
    });
    expect(note.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/person/${person.id}`, headers: auth });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/person/${person.id}`, headers: auth })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/person/by_email/${email}`, headers: auth })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/note/${note.json().id}`, headers: auth })).statusCode).toBe(
      404,
    );
    // The e-mail is free again.
    await createPerson(t, auth, { first_name: 'Again', emails: [{ value: email }] });
  });

  it('finds a person by any format of the same phone number', async () => {
    const person = await createPerson(t, auth, { first_name: 'Phone', phones: [{ value: '0501234567' }] });
    for (const format of [
      '+972-50-123-4567',
      '050-1234567',
      '0501234567',
      '972501234567',
      '+972501234567',
      '00972501234567',
      '050 123 4567',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/person/by_phone/${encodeURIComponent(format)}`,
        headers: auth,
      });
      expect(res.statusCode, format).toBe(200);
      expect(res.json().id).toBe(person.id);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/person/by_phone/0529999999', headers: auth });
    expect(none.statusCode).toBe(404);
    const junk = await t.app.inject({ method: 'GET', url: '/api/person/by_phone/hello', headers: auth });
    expect(junk.statusCode).toBe(404);
  });

  it('finds by e-mail (any case), national id (leading zeros optional) and user', async () => {
    const { user } = await t.createUser();
    const email = uniqueEmail('look');
    const person = await createPerson(t, auth, {
      first_name: 'Look',
      emails: [{ value: email }],
      national_id: '000000034',
      user_id: user.id,
    });
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/person/by_email/${email.toUpperCase()}`,
      headers: auth,
    });
    expect(byEmail.json().id).toBe(person.id);
    for (const id of ['34', '000000034']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/person/by_national_id/${id}`, headers: auth });
      expect(res.json().id, id).toBe(person.id);
    }
    const byUser = await t.app.inject({ method: 'GET', url: `/api/person/by_user/${user.id}`, headers: auth });
    expect(byUser.json().id).toBe(person.id);
    const noUser = await t.app.inject({ method: 'GET', url: '/api/person/by_user/not-a-uuid', headers: auth });
    expect(noUser.statusCode).toBe(422);
    expect(noUser.json().detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'id'] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/person/by_user/8d7e6f5a-1b2c-4d3e-9f00-112233445566',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('searches by name, e-mail, phone in any format and national id, case-insensitively', async () => {
    const email = uniqueEmail('Searchable');
    const person = await createPerson(t, auth, {
      first_name: 'Yael',
      last_name: 'אברהמי',
      national_id: '000000042',
      emails: [{ value: email }],
      phones: [{ value: '052-8887766' }],
    });
    const terms = [
      'yael',
      'YAEL',
      'אברהמי yael',
      'Yael אברה',
      email.toUpperCase(),
      'searchable',
      '052-8887766',
      '0528887766',
      '+972528887766',
      '972-52-888',
      '8887766',
      '000000042',
      '00000004',
    ];
    for (const term of terms) {
      for (const url of [
        `/api/person/search/${encodeURIComponent(term)}`,
        `/api/person/?q=${encodeURIComponent(term)}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: auth });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = res.json<{ items: PersonJson[]; total: number }>();
        expect(
          body.items.map((p) => p.id),
          `${url}`,
        ).toContain(person.id);
        expect(body.total).toBe(body.items.length);
      }
    }
    const miss = await t.app.inject({
      method: 'GET',
      url: `/api/person/search/${encodeURIComponent('yael zzz')}`,
      headers: auth,
    });
    expect(miss.json()).toEqual({ items: [], total: 0 });
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/person/?q=%25', headers: auth });
    expect(wildcard.json().total).toBe(0);
  });

  it('matches a whole e-mail or phone number exactly as a substring, though the index is asked for a part of it', async () => {
    const tag = uniqueEmail('x').split('@')[0]!.replace(/\W/g, '');
    const dana = await createPerson(t, auth, {
      first_name: 'Dana',
      emails: [{ value: `${tag}@mail-a.co.il` }],
      phones: [{ value: '054-3217654' }],
    });
    const other = await createPerson(t, auth, {
      first_name: 'Other',
      emails: [{ value: `${tag}@mail-b.co.il` }],
      phones: [{ value: '052-3217654' }],
    });
    const longer = await createPerson(t, auth, { first_name: 'Longer', emails: [{ value: `z${tag}@mail-a.co.il` }] });
    const found = async (term: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/person/?q=${encodeURIComponent(term)}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      return res
        .json<{ items: PersonJson[] }>()
        .items.map((p) => p.id)
        .sort((a, b) => a - b);
    };
    // Same local part, other domain: not a match; an address that contains the term: a match.
    expect(await found(`${tag}@mail-a.co.il`)).toEqual([dana.id, longer.id].sort((a, b) => a - b));
    expect(await found(`${tag}@`)).toEqual([dana.id, other.id, longer.id].sort((a, b) => a - b));
    // Same last seven digits, other prefix: only the number typed, in any of its forms.
    for (const term of ['054-3217654', '+972 54 321 7654', '0543217654'])
      expect(await found(term), term).toEqual([dana.id]);
    expect(await found('3217654')).toEqual([dana.id, other.id].sort((a, b) => a - b));
  });

  it('lists roles: the known ones and those in use', async () => {
    await createPerson(t, auth, { first_name: 'R', roles: ['vip'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/person/roles', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining(['customer', 'lead', 'vip']));
  });

  it('find_or_create_person_with_email finds (200) or creates (201)', async () => {
    const email = uniqueEmail('foc');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_with_email',
      headers: auth,
      payload: { email: email.toUpperCase(), first_name: 'Foc' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ first_name: 'Foc', emails: [{ value: email }] });
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_with_email',
      headers: auth,
      payload: { email },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(created.json().id);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_with_email',
      headers: auth,
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ type: 'value_error', loc: ['body', 'email'] });
  });

  it('find_or_create_person_from_user links by user, else by e-mail, else creates', async () => {
    const { user } = await t.createUser({ firstName: 'Uri', lastName: 'Lev' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_from_user',
      headers: auth,
      payload: { user_id: user.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      first_name: 'Uri',
      last_name: 'Lev',
      user_id: user.id,
      emails: [{ value: user.email }],
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_from_user',
      headers: auth,
      payload: { user_id: user.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);

    const { user: other } = await t.createUser();
    const holder = await createPerson(t, auth, { emails: [{ value: other.email }] });
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_from_user',
      headers: auth,
      payload: { user_id: other.id },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: holder.id, user_id: other.id, first_name: 'Test' });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/person/find_or_create_person_from_user',
      headers: auth,
      payload: { user_id: '8d7e6f5a-1b2c-4d3e-9f00-112233445566' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reports duplicates by e-mail, phone in another format and national id, without the person being edited', async () => {
    const email = uniqueEmail('dup');
    const holder = await createPerson(t, auth, {
      first_name: 'Holder',
      emails: [{ value: email }],
      phones: [{ value: '053-1112233' }],
      national_id: '000000059',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/person/duplicates',
      headers: auth,
      payload: { emails: [email.toUpperCase(), 'junk'], phones: ['+972 53 111 2233', 'x'], national_id: '59' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: holder.id,
        matches: { emails: [email], phones: ['+972531112233'], national_id: true },
      }),
    ]);
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/api/person/duplicates',
      headers: auth,
      payload: { emails: [email], exclude_id: holder.id },
    });
    expect(excluded.json()).toEqual({ items: [] });
  });
});
