// The demo customers: about 200 valid Israeli customers with contacts and notes, seeded once.
import { describe, expect, it } from 'vitest';
import { demoPeople, DEMO_PEOPLE, peopleDemo } from '../src/setup/demo/people';
import { runOnce } from '../src/setup/seed';
import { normaliseNationalId } from '../../definitions/people/nationalId';
import { normalisePhone } from '../src/people/phone';
import { useTestApp } from './helpers';
import type { PersonJson } from './person-helpers';

describe('demo customers', () => {
  const { t, auth } = useTestApp({ signIn: 'superuser' });

  it('are valid Israeli customers: Hebrew names, 05X mobiles, national ids with check digits, cities', () => {
    const list = demoPeople();
    expect(list).toHaveLength(DEMO_PEOPLE);
    for (const p of list) {
      expect(p.firstName).toMatch(/^[\u0590-\u05FF ]+$/);
      expect(p.lastName).toMatch(/^[\u0590-\u05FF ]+$/);
      expect(normaliseNationalId(p.nationalId)).toBe(p.nationalId);
      for (const phone of p.phones) {
        expect(phone).toMatch(/^05[0-9]\d{7}$/);
        expect(normalisePhone(phone)?.e164).toMatch(/^\+9725\d{8}$/);
      }
      expect(p.address.zip).toMatch(/^\d{7}$/);
    }
    expect(new Set(list.map((p) => p.nationalId)).size).toBe(list.length);
    expect(new Set(list.flatMap((p) => p.phones)).size).toBe(list.flatMap((p) => p.phones).length);
    expect(list.filter((p) => p.email).length).toBeGreaterThan(DEMO_PEOPLE / 3);
    expect(list.filter((p) => p.notes.length).length).toBeGreaterThan(DEMO_PEOPLE / 5);
    expect(demoPeople()).toEqual(list);
  });

  it('are seeded once, searchable by phone in another format, with notes', async () => {
    expect(await runOnce(t.db, peopleDemo, { storage: t.app.storage })).toBe(true);
    expect(await runOnce(t.db, peopleDemo, { storage: t.app.storage })).toBe(false);
    const page = (await t.app.inject({ method: 'GET', url: '/api/person/?limit=1000', headers: auth })).json<{
      items: PersonJson[];
      total: number;
    }>();
    expect(page.total).toBe(DEMO_PEOPLE);
    const someone = page.items.find((p) => p.emails.length)!;
    expect(someone.addresses[0]).toMatchObject({ country: 'IL' });
    const national = someone.phones[0]!.value.replace('+972', '0');
    const found = await t.app.inject({ method: 'GET', url: `/api/person/search/${national}`, headers: auth });
    expect(found.json().items.map((p: PersonJson) => p.id)).toContain(someone.id);
    const notes = await t.app.inject({ method: 'GET', url: '/api/note/?type=person&limit=1', headers: auth });
    expect(notes.json().total).toBeGreaterThan(DEMO_PEOPLE / 5);
  });
});
