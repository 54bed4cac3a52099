// Reading people with their e-mails, phones and addresses in ONE query, the shape every person route answers.
// The query answers one row: the people as one JSON array of positional arrays (in answer order), the e-mails,
// phones and addresses of all of them as three more, and up to three values the caller adds (the list's version
// and totals). Four aggregates per query instead of three per person: far cheaper, above all in PGlite, where
// every row and column crossing into JavaScript costs.
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

/** The one row of queryPeople (JSON arrays as text: parsed here, the same way for every driver). */
interface PageRow {
  x1: string | null;
  x2: string | null;
  x3: string | null;
  people: string | null;
  emails: string | null;
  phones: string | null;
  addresses: string | null;
}
/** Times as JSON gives them: ISO 8601 with the offset (cheaper in SQL than epoch arithmetic on numeric). */
type PersonTuple = [number, string, string, string | null, string | null, string[], string, string];
type EmailTuple = [number, number, string];
type PhoneTuple = [number, number, string, boolean];
type AddressTuple = [number, number, string | null, string | null, string | null, string];

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
    select (${x1 ?? nullText})::text as x1, (${x2 ?? nullText})::text as x2, (${x3 ?? nullText})::text as x3,
      (select json_agg(json_build_array(p.id, p.first_name, p.last_name, p.national_id, p.user_id, p.roles, p.created_at, p.updated_at) order by ids.ord)
        from ids join people p on p.id = ids.id)::text as people,
      (select json_agg(json_build_array(e.person_id, e.id, e.value)) from person_emails e where e.person_id = ${inPage})::text as emails,
      (select json_agg(json_build_array(h.person_id, h.id, h.value, h.is_primary)) from person_phones h where h.person_id = ${inPage})::text as phones,
      (select json_agg(json_build_array(a.person_id, a.id, a.street, a.city, a.zip, a.country)) from person_addresses a where a.person_id = ${inPage})::text as addresses`);
  return assemble(rowsOf<PageRow>(result)[0]!);
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const parse = <T>(text: string | null): T[] => (text ? (JSON.parse(text) as T[]) : []);

function assemble(row: PageRow): PeopleResult {
  const byPerson = new Map<number, PersonOut>();
  const people = parse<PersonTuple>(row.people).map(([id, first, last, nationalId, userId, roles, created, updated]) => {
    const person: PersonOut = {
      id,
      first_name: first,
      last_name: last,
      national_id: nationalId,
      roles: roles ?? [],
      user_id: userId,
      created_at: new Date(created),
      updated_at: new Date(updated),
      emails: [],
      phones: [],
      addresses: [],
    };
    byPerson.set(id, person);
    return person;
  });
  for (const [personId, id, value] of parse<EmailTuple>(row.emails)) byPerson.get(personId)?.emails.push({ id, value });
  for (const [personId, id, value, primary] of parse<PhoneTuple>(row.phones)) byPerson.get(personId)?.phones.push({ id, value, is_primary: primary });
  for (const [personId, id, street, city, zip, country] of parse<AddressTuple>(row.addresses)) byPerson.get(personId)?.addresses.push({ id, street, city, zip, country });
  for (const person of people) {
    person.emails.sort(byId);
    person.phones.sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.id - b.id);
    person.addresses.sort(byId);
  }
  return { people, extra: [row.x1, row.x2, row.x3] };
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
