// One-contact routes: add and delete e-mails, phones (primary rules) and addresses.
import { describe, expect, it } from 'vitest';
import { backends, uniqueEmail, useTestApp } from './helpers';
import { createPerson, getPerson, type PersonJson } from './person-helpers';

describe.each(backends)('person contacts (%s)', (backend) => {
  const { t, auth } = useTestApp({ backend, signIn: 'user' });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });

  it('adds an e-mail lower-cased, idempotently, and refuses one held by another person', async () => {
    const person = await createPerson(t, auth, { first_name: 'Mail' });
    const email = uniqueEmail('added');
    const res = await post(`/api/person/${person.id}/email`, { email_address: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json<PersonJson>().emails).toEqual([{ id: expect.any(Number), value: email }]);
    const again = await post(`/api/person/${person.id}/email`, { email_address: email });
    expect(again.json<PersonJson>().emails).toHaveLength(1);

    const other = await createPerson(t, auth, { first_name: 'Other' });
    const taken = await post(`/api/person/${other.id}/email`, { email_address: email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'PERSON_EMAIL_EXISTS' });

    const invalid = await post(`/api/person/${person.id}/email`, { email_address: 'x@' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail[0]).toMatchObject({ type: 'value_error', loc: ['body', 'email_address'] });
    const missing = await post(`/api/person/${person.id}/email`, {});
    expect(missing.json().detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'email_address'] });
    expect((await post('/api/person/999999/email', { email_address: uniqueEmail() })).statusCode).toBe(404);

    const emailId = res.json<PersonJson>().emails[0]!.id;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/person/email/${emailId}`, headers: auth });
    expect(del.statusCode).toBe(204);
    expect((await getPerson(t, auth, person.id)).emails).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/person/email/${emailId}`, headers: auth })).statusCode,
    ).toBe(404);
  });

  it('adds phones in any format; the first or the one marked is primary; deleting the primary promotes the oldest', async () => {
    const person = await createPerson(t, auth, { first_name: 'Tel' });
    const first = await post(`/api/person/${person.id}/phone`, { phone_number: '058-1112233' });
    expect(first.statusCode).toBe(201);
    expect(first.json<PersonJson>().phones).toEqual([
      { id: expect.any(Number), value: '+972581112233', is_primary: true },
    ]);
    const second = await post(`/api/person/${person.id}/phone`, { phone_number: '+972 58 444 5566' });
    expect(second.json<PersonJson>().phones.map((p) => [p.value, p.is_primary])).toEqual([
      ['+972581112233', true],
      ['+972584445566', false],
    ]);
    const third = await post(`/api/person/${person.id}/phone`, { phone_number: '0587778899', is_primary: true });
    expect(third.json<PersonJson>().phones.map((p) => [p.value, p.is_primary])).toEqual([
      ['+972587778899', true],
      ['+972581112233', false],
      ['+972584445566', false],
    ]);
    // The same number in another format changes nothing but the primary flag.
    const same = await post(`/api/person/${person.id}/phone`, { phone_number: '972581112233', is_primary: true });
    const phones = same.json<PersonJson>().phones;
    expect(phones).toHaveLength(3);
    expect(phones[0]).toMatchObject({ value: '+972581112233', is_primary: true });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/person/phone/${phones[0]!.id}`, headers: auth });
    expect(del.statusCode).toBe(204);
    const after = (await getPerson(t, auth, person.id)).phones;
    expect(after.map((p) => [p.value, p.is_primary])).toEqual([
      ['+972584445566', true],
      ['+972587778899', false],
    ]);

    const invalid = await post(`/api/person/${person.id}/phone`, { phone_number: '123', is_primary: 'maybe' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail).toEqual(
      expect.arrayContaining([
        {
          type: 'value_error',
          loc: ['body', 'phone_number'],
          msg: 'Value error, value is not a valid phone number',
          input: '123',
          ctx: { code: 'phone_invalid' },
        },
        expect.objectContaining({ type: 'bool_parsing', loc: ['body', 'is_primary'] }),
      ]),
    );
  });

  it('adds an address once and deletes it', async () => {
    const person = await createPerson(t, auth, { first_name: 'Addr' });
    const res = await post(`/api/person/${person.id}/address`, { street: 'יפו 10', city: 'ירושלים', zip: '9434110' });
    expect(res.statusCode).toBe(201);
    const [address] = res.json<PersonJson>().addresses;
    expect(address).toEqual({
      id: expect.any(Number),
      street: 'יפו 10',
      city: 'ירושלים',
      zip: '9434110',
      country: 'IL',
    });
    const twice = await post(`/api/person/${person.id}/address`, {
      street: ' יפו 10 ',
      city: 'ירושלים',
      zip: '9434110',
      country: 'il',
    });
    expect(twice.json<PersonJson>().addresses).toHaveLength(1);
    const empty = await post(`/api/person/${person.id}/address`, { country: 'IL' });
    expect(empty.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/person/address/${address!.id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect((await getPerson(t, auth, person.id)).addresses).toEqual([]);
  });

  it('keeps a phone extension: stored as +E.164;ext=N, found by the number in any format and by the whole value', async () => {
    const person = await createPerson(t, auth, { first_name: 'Office', phones: [{ value: '03-6091234 ext. 42' }] });
    expect(person.phones.map((p) => p.value)).toEqual(['+97236091234;ext=42']);
    const added = await post(`/api/person/${person.id}/phone`, {
      phone_number: '+972 3 609 1235;ext=7',
      is_primary: false,
    });
    expect(added.json<PersonJson>().phones.map((p) => p.value)).toContain('+97236091235;ext=7');
    const byWhole = await t.app.inject({
      method: 'GET',
      url: `/api/person/by_phone/${encodeURIComponent('036091234 x42')}`,
      headers: auth,
    });
    expect(byWhole.json<PersonJson>().id).toBe(person.id);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/person/search/${encodeURIComponent('03-609-1234')}`,
      headers: auth,
    });
    expect(search.json<{ items: PersonJson[] }>().items.map((p) => p.id)).toEqual([person.id]);
  });
});
