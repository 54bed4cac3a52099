// The demo library: every grant names the staff member who made it, as a grant made on the customer's page does.
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { libraryDemo } from '../src/setup/demo/library';
import { peopleDemo } from '../src/setup/demo/people';
import { staffDemo } from '../src/setup/demo/staff';
import { people } from '../src/db/schema/index';
import { runOnce } from '../src/setup/seed';
import { useTestApp } from './helpers';

describe('demo library', () => {
  const { t, auth } = useTestApp({ signIn: 'superuser' });

  it("names who granted each demo reader's items", async () => {
    const context = { storage: t.app.storage, secretKey: t.config.secretKey };
    for (const seed of [staffDemo, peopleDemo, libraryDemo]) await runOnce(t.db, seed, context);
    const [person] = await t.db.select({ id: people.id }).from(people).orderBy(asc(people.id)).limit(1);
    const library = (
      await t.app.inject({ method: 'GET', url: `/api/library/lib_item_link/person/${person.id}`, headers: auth })
    ).json();
    expect(library.length).toBeGreaterThan(0);
    for (const link of library) expect(link.granted_by_name, JSON.stringify(link)).toMatch(/\S/);
  });
});
