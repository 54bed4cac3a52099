// Reading people with their e-mails, phones and addresses in ONE query, the shape every person route answers.
// The database writes the answer's JSON itself: people_json (migrations 0005 and 0006) joins, in answer order, each
// person's stored JSON (person_docs, kept by triggers on people and their e-mails, phones and addresses). The list
// sends that text as it is; the other routes parse it into PersonOut objects.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executePrepared } from '../db/prepared';
import { intArray, rowsOf } from '../db/raw-sql';

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

/** The one row of queryPeople: the people as the JSON text of the API's answer, and the caller's extras. */
interface PageRow {
  x1: string | null;
  x2: string | null;
  x3: string | null;
  people: string;
}

export interface PeopleQuery {
  /** A select of `id` and `ord` (position, 1-based) of the people to answer, in order. */
  ids: SQL;
  /** Up to three text values returned beside the people (e.g. the list's version and totals). */
  extra?: [SQL?, SQL?, SQL?];
  /** CTEs the ids or extras refer to, written as `name as (...)`. */
  with?: SQL[];
  /** Run as a named prepared statement: only for statements of few distinct texts (see executePrepared). */
  prepared?: boolean;
}

export interface PeopleJson {
  /** The JSON array of the people (PersonOut, times as ISO 8601 UTC strings), ready to send. */
  json: string;
  extra: [string | null, string | null, string | null];
}

export interface PeopleResult {
  people: PersonOut[];
  extra: [string | null, string | null, string | null];
}

const nullText = sql`null::text`;

/**
 * The people of `query.ids` with their contacts, in that order, in one statement whose answer is already the API's
 * JSON: the database writes it (people_json), so the list sends it as it comes: no parsing, no
 * objects and no serialising in JavaScript, which were the costliest part of a list request.
 */
export async function queryPeopleJson(db: Db, query: PeopleQuery): Promise<PeopleJson> {
  const [x1, x2, x3] = query.extra ?? [];
  const ctes = [...(query.with ?? []), sql`ids as materialized (${query.ids})`];
  const statement = sql`
    with ${sql.join(ctes, sql`, `)}
    select (${x1 ?? nullText})::text as x1, (${x2 ?? nullText})::text as x2, (${x3 ?? nullText})::text as x3,
      people_json(coalesce((select array_agg(id order by ord) from ids), '{}')) as people`;
  const result = query.prepared ? await executePrepared(db, statement) : await db.execute(statement);
  const row = rowsOf<PageRow>(result)[0]!;
  return { json: row.people, extra: [row.x1, row.x2, row.x3] };
}

/** The people of `query.ids` as objects (for routes that work with them before answering). */
export async function queryPeople(db: Db, query: PeopleQuery): Promise<PeopleResult> {
  const { json, extra } = await queryPeopleJson(db, query);
  const people = (
    JSON.parse(json) as (Omit<PersonOut, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string })[]
  ).map((p) => ({
    ...p,
    created_at: new Date(p.created_at),
    updated_at: new Date(p.updated_at),
  }));
  return { people, extra };
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
