// Finding people by one of their identifiers. Phones match in any written form (normalised to E.164 first).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { normaliseNationalId, padNationalId } from '../../../definitions/people/nationalId';
import { normalisePhone } from './phone';
import { findPeople, selectPeople, type PersonOut } from './read';
import { rowsOf, textArray } from '../db/raw-sql';

/** How an order, a receipt or a message reaches a person: the first e-mail added and the primary phone (else the
 * first added); null where they have none. */
export async function contactOf(
  conn: Db | Tx,
  personId: number,
): Promise<{ email: string | null; phone: string | null }> {
  const [contact] = rowsOf<{ email: string | null; phone: string | null }>(
    await conn.execute(sql`select
      (select value from person_emails where person_id = ${personId} order by id limit 1) as email,
      (select value from person_phones where person_id = ${personId} order by is_primary desc, id limit 1) as phone`),
  );
  return { email: contact?.email ?? null, phone: contact?.phone ?? null };
}

export async function findByEmail(db: Db, email: string): Promise<PersonOut | undefined> {
  const value = email.trim().toLowerCase();
  const [person] = await selectPeople(db, sql`p.id in (select person_id from person_emails where value = ${value})`, 1);
  return person;
}

/** The person with this number (the earliest one if several share it). */
export async function findByPhone(db: Db, phone: string): Promise<PersonOut | undefined> {
  const normalised = normalisePhone(phone);
  if (!normalised) return undefined;
  const [person] = await selectPeople(
    db,
    sql`p.id in (select person_id from person_phones where value = ${normalised.e164})`,
    1,
  );
  return person;
}

export async function findByNationalId(db: Db, nationalId: string): Promise<PersonOut | undefined> {
  const padded = padNationalId(nationalId);
  if (!padded) return undefined;
  const [person] = await selectPeople(db, sql`p.national_id = ${padded}`, 1);
  return person;
}

export async function findByUser(db: Db, userId: string): Promise<PersonOut | undefined> {
  const [person] = await selectPeople(db, sql`p.user_id = ${userId}`, 1);
  return person;
}

export interface DuplicateQuery {
  emails: string[];
  phones: string[];
  national_id?: string | null;
  exclude_id?: number;
}

export interface Duplicate extends PersonOut {
  matches: { emails: string[]; phones: string[]; national_id: boolean };
}

/**
 * The people who already hold any of these e-mails, phones (any written form) or national id, with what matched:
 * the admin's save flow asks this once before saving. Values that are not valid are ignored.
 */
export async function findDuplicates(db: Db, query: DuplicateQuery): Promise<Duplicate[]> {
  const emails = [...new Set(query.emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const phones = [...new Set(query.phones.flatMap((p) => normalisePhone(p)?.e164 ?? []))];
  const nationalId = query.national_id ? normaliseNationalId(query.national_id) : null;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select person_id as id from person_emails where value = any(${textArray(emails)})
      union select person_id from person_phones where value = any(${textArray(phones)})
      union select id from people where national_id = ${nationalId}`),
  );
  const ids = rows.map((r) => Number(r.id)).filter((id) => id !== query.exclude_id);
  const people = await findPeople(db, ids);
  return people.map((person) => ({
    ...person,
    matches: {
      emails: person.emails.filter((e) => emails.includes(e.value)).map((e) => e.value),
      phones: person.phones.filter((p) => phones.includes(p.value)).map((p) => p.value),
      national_id: nationalId !== null && person.national_id === nationalId,
    },
  }));
}

/** Every role a person holds now, each once. */
export async function rolesInUse(db: Db): Promise<string[]> {
  const rows = rowsOf<{ role: string }>(await db.execute(sql`select distinct unnest(roles) as role from people`));
  return rows.map((r) => r.role);
}
