// Reading people with their e-mails, phones and addresses in ONE query, the shape every person route answers.
// The query returns flat rows of four kinds, assembled here: 'p' a person (with its position in the answer),
// 'e' / 'h' / 'a' an e-mail / phone / address of one of them, and one 's' row carrying values the caller adds
// (the list's version and totals). Flat rows cost far less than per-person JSON aggregation, above all in PGlite.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface EmailOut {
  id: number;
  value: string;
}
export interface PhoneOut {
  id: number;
  value: string;
  is_primary: boolean;
}
export interface AddressOut {
  id: number;
  street: string | null;
  city: string | null;
  zip: string | null;
  country: string;
}
export interface PersonOut {
  id: number;
  first_name: string;
  last_name: string;
  national_id: string | null;
  roles: string[];
  user_id: string | null;
  created_at: Date;
  updated_at: Date;
  emails: EmailOut[];
  phones: PhoneOut[];
  addresses: AddressOut[];
}

/** One flat row (see the file comment); the meaning of t1..t5 depends on the kind. */
interface FlatRow {
  k: 'p' | 'e' | 'h' | 'a' | 's';
  /** Person rows: position in the answer; contact rows: the person id. */
  n: number | string;
  id: number | null;
  t1: string | null;
  t2: string | null;
  t3: string | null;
  t4: string | null;
  t5: string | null;
  roles: string[] | null;
  ms1: number | null;
  ms2: number | null;
  b: boolean | null;
}

/** Rows of a raw query, whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** An int[] query parameter. */
export function intArray(values: readonly number[]): SQL {
  return sql`${sql.param(values)}::int[]`;
}

/** A text[] query parameter. */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

export interface PeopleQuery {
  /** A select of `id` and `ord` (position, 1-based) of the people to answer, in order. */
  ids: SQL;
  /** Up to three text values returned beside the people (e.g. the list's version and totals). */
  extra?: [SQL?, SQL?, SQL?];
  /** CTEs the ids or extras refer to, written as `name as (...)`. */
  with?: SQL[];
}

export interface PeopleResult {
  people: PersonOut[];
  extra: [string | null, string | null, string | null];
}

const nullText = sql`null::text`;

/** The people of `query.ids` with their contacts, in that order, in one statement. */
export async function queryPeople(db: Db, query: PeopleQuery): Promise<PeopleResult> {
  const [x1, x2, x3] = query.extra ?? [];
  const ctes = [...(query.with ?? []), sql`ids as materialized (${query.ids})`, sql`idarr as (select coalesce(array_agg(id), '{}') as a from ids)`];
  const inPage = sql`any((select a from idarr)::int[])`;
  const result = await db.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    select 's' as k, 0::bigint as n, null::int as id, (${x1 ?? nullText})::text as t1, (${x2 ?? nullText})::text as t2, (${x3 ?? nullText})::text as t3,
      null::text as t4, null::text as t5, null::text[] as roles, null::float8 as ms1, null::float8 as ms2, null::bool as b
    union all
    select 'p', ids.ord, p.id, p.first_name, p.last_name, p.national_id, p.user_id::text, null, p.roles,
      (extract(epoch from p.created_at) * 1000)::float8, (extract(epoch from p.updated_at) * 1000)::float8, null
    from ids join people p on p.id = ids.id
    union all
    select 'e', e.person_id, e.id, e.value, null, null, null, null, null, null, null, null from person_emails e where e.person_id = ${inPage}
    union all
    select 'h', h.person_id, h.id, h.value, null, null, null, null, null, null, null, h.is_primary from person_phones h where h.person_id = ${inPage}
    union all
    select 'a', a.person_id, a.id, a.street, a.city, a.zip, a.country, null, null, null, null, null from person_addresses a where a.person_id = ${inPage}`);
  return assemble(rowsOf<FlatRow>(result));
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

function assemble(rows: FlatRow[]): PeopleResult {
  const people: Array<{ pos: number; person: PersonOut }> = [];
  const byPerson = new Map<number, PersonOut>();
  const contacts: FlatRow[] = [];
  let extra: PeopleResult['extra'] = [null, null, null];
  for (const row of rows) {
    if (row.k === 's') {
      extra = [row.t1, row.t2, row.t3];
    } else if (row.k === 'p') {
      const person: PersonOut = {
        id: Number(row.id),
        first_name: row.t1 ?? '',
        last_name: row.t2 ?? '',
        national_id: row.t3,
        roles: row.roles ?? [],
        user_id: row.t4,
        created_at: new Date(Number(row.ms1)),
        updated_at: new Date(Number(row.ms2)),
        emails: [],
        phones: [],
        addresses: [],
      };
      people.push({ pos: Number(row.n), person });
      byPerson.set(person.id, person);
    } else {
      contacts.push(row);
    }
  }
  for (const row of contacts) {
    const person = byPerson.get(Number(row.n));
    if (!person) continue;
    const id = Number(row.id);
    if (row.k === 'e') person.emails.push({ id, value: row.t1! });
    else if (row.k === 'h') person.phones.push({ id, value: row.t1!, is_primary: Boolean(row.b) });
    else person.addresses.push({ id, street: row.t1, city: row.t2, zip: row.t3, country: row.t4 ?? 'IL' });
  }
  for (const person of byPerson.values()) {
    person.emails.sort(byId);
    person.phones.sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.id - b.id);
    person.addresses.sort(byId);
  }
  people.sort((a, b) => a.pos - b.pos);
  return { people: people.map((p) => p.person), extra };
}

/** People matching `where` (over `people p`), in id order. */
export async function selectPeople(db: Db, where: SQL, limit?: number): Promise<PersonOut[]> {
  const ids = sql`select p.id, row_number() over (order by p.id) as ord from people p where ${where} ${limit ? sql`order by p.id limit ${limit}` : sql``}`;
  return (await queryPeople(db, { ids })).people;
}

export async function findPerson(db: Db, id: number): Promise<PersonOut | undefined> {
  const [person] = await selectPeople(db, sql`p.id = ${id}`);
  return person;
}

export async function findPeople(db: Db, ids: readonly number[]): Promise<PersonOut[]> {
  if (ids.length === 0) return [];
  return selectPeople(db, sql`p.id = any(${intArray(ids)})`);
}
