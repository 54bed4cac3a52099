// Reading people with their e-mails, phones and addresses in one query (contacts aggregated as JSON),
// the shape every person route answers.
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

/** A row as selected by `personColumns` (timestamps travel as epoch milliseconds: the same from every driver). */
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  national_id: string | null;
  roles: string[];
  user_id: string | null;
  created_ms: number;
  updated_ms: number;
  emails: EmailOut[];
  phones: PhoneOut[];
  addresses: AddressOut[];
}

/** The select list of a person row for a query over `people p` (primary phone first, then by id). */
export const personColumns: SQL = sql.raw(`p.id, p.first_name, p.last_name, p.national_id, p.roles, p.user_id,
  (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
  (extract(epoch from p.updated_at) * 1000)::float8 as updated_ms,
  coalesce((select json_agg(json_build_object('id', e.id, 'value', e.value) order by e.id)
    from person_emails e where e.person_id = p.id), '[]'::json) as emails,
  coalesce((select json_agg(json_build_object('id', ph.id, 'value', ph.value, 'is_primary', ph.is_primary) order by ph.is_primary desc, ph.id)
    from person_phones ph where ph.person_id = p.id), '[]'::json) as phones,
  coalesce((select json_agg(json_build_object('id', a.id, 'street', a.street, 'city', a.city, 'zip', a.zip, 'country', a.country) order by a.id)
    from person_addresses a where a.person_id = p.id), '[]'::json) as addresses`);

/** JSON columns arrive parsed from both drivers; this guards a driver that hands back text. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function toPersonOut(row: PersonRow): PersonOut {
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    national_id: row.national_id,
    roles: row.roles ?? [],
    user_id: row.user_id,
    created_at: new Date(Number(row.created_ms)),
    updated_at: new Date(Number(row.updated_ms)),
    emails: parsed<EmailOut[]>(row.emails),
    phones: parsed<PhoneOut[]>(row.phones),
    addresses: parsed<AddressOut[]>(row.addresses),
  };
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

/** People matching `where` (over `people p`), in id order. */
export async function selectPeople(db: Db, where: SQL, limit?: number): Promise<PersonOut[]> {
  const result = await db.execute(sql`select ${personColumns} from people p where ${where} order by p.id ${limit ? sql`limit ${limit}` : sql``}`);
  return rowsOf<PersonRow>(result).map(toPersonOut);
}

export async function findPerson(db: Db, id: number): Promise<PersonOut | undefined> {
  const [person] = await selectPeople(db, sql`p.id = ${id}`);
  return person;
}

export async function findPeople(db: Db, ids: readonly number[]): Promise<PersonOut[]> {
  if (ids.length === 0) return [];
  return selectPeople(db, sql`p.id = any(${intArray(ids)})`);
}
