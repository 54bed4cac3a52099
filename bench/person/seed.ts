// Seeds N people for the benchmark in a few bulk statements (generate_series), in bulk mode: the search text
// is computed in the insert by the same SQL function the triggers use. Meant for an empty database.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '../../server/src/setup/demo/people';
import { writePeople } from '../../server/src/people/write';

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

export async function seedPeople(db: Db, count: number): Promise<void> {
  const first = FIRST_NAMES.map(([he]) => he);
  const last = LAST_NAMES.map(([he]) => he);
  const cities = CITIES.map(([city]) => city);
  await writePeople(db, async (tx) => {
    await tx.execute(sql`select set_config('person.bulk', 'on', true)`);
    // g -> names, an e-mail for 3 people in 5, one mobile (05X + 7 digits of g), one address.
    await tx.execute(sql`
      create temporary table bench_people on commit drop as
      select g as id,
        (${textArray(first)})[1 + g % ${first.length}] as first_name,
        (${textArray(last)})[1 + (g / ${first.length}) % ${last.length}] as last_name,
        case when g % 5 < 3 then 'user' || g || '@example.com' end as email,
        (array['0','2','3','4','8'])[1 + g % 5] || lpad(g::text, 7, '0') as mobile,
        case when g % 4 = 0 then array['lead'] else array['customer'] end as roles
      from generate_series(1, ${count}) g`);
    await tx.execute(sql`
      insert into people (id, first_name, last_name, roles, search, created_at, updated_at)
      select id, first_name, last_name, roles,
        person_search_text(first_name, last_name, null, case when email is null then '{}'::text[] else array[email] end, array['9725' || mobile || ' 05' || mobile]),
        now() - (id * interval '1 second'), now()
      from bench_people`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('people', 'id'), (select max(id) from people))`);
    await tx.execute(
      sql`insert into person_emails (person_id, value) select id, email from bench_people where email is not null`,
    );
    await tx.execute(sql`insert into person_phones (person_id, value, search_digits, is_primary)
      select id, '+9725' || mobile, '9725' || mobile || ' 05' || mobile, true from bench_people`);
    await tx.execute(sql`insert into person_addresses (person_id, street, city, zip, country)
      select id, 'הרצל ' || (1 + id % 120), (${textArray(cities)})[1 + id % ${cities.length}], lpad((id % 10000000)::text, 7, '0'), 'IL' from bench_people`);
  });
  // Each person's stored JSON (person_docs, migration 0006), which bulk mode left out, as the import does.
  await db.execute(sql`select refresh_person_docs()`);
  await db.execute(sql`vacuum analyze people`);
  await db.execute(sql`vacuum analyze person_emails`);
  await db.execute(sql`vacuum analyze person_phones`);
  await db.execute(sql`vacuum analyze person_addresses`);
}
