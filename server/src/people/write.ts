// Writing people and their contacts. Every write runs in a transaction opened by `writePeople`, which first takes
// the person write lock (the person_stats row that the triggers update anyway): person writers queue up instead
// of deadlocking on it, and checks such as "is this e-mail free" cannot race.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { people, personAddresses, personEmails, personPhones, users } from '../db/schema/index';
import { httpError, notFound, validationError } from '../errors';
import { personLinks } from './links';
import { intArray, rowsOf, textArray } from '../db/raw-sql';
import {
  personErrorCodes,
  type AddressInput,
  type EmailInput,
  type PersonCreate,
  type PersonUpdate,
  type PhoneInput,
} from './schemas';
import type { NormalisedPhone } from './phone';

export async function lockPeopleWrites(tx: Db): Promise<void> {
  await tx.execute(sql`select 1 from person_stats where id = 1 for update`);
}

/** Runs `work` in one transaction holding the person write lock. */
export function writePeople<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockPeopleWrites(tx);
    return work(tx);
  });
}

// ---------- normalising lists ----------

export function uniqueValues<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function uniqueEmails(list: readonly EmailInput[]): string[] {
  return uniqueValues(list.map((e) => e.value));
}

/** One entry per number; exactly one primary when there are any (the first marked one, else the first). */
export function uniquePhones(list: readonly PhoneInput[]): PhoneInput[] {
  const byNumber = new Map<string, PhoneInput>();
  for (const phone of list) {
    const known = byNumber.get(phone.value.e164);
    if (known) known.is_primary ||= phone.is_primary;
    else byNumber.set(phone.value.e164, { value: phone.value, is_primary: phone.is_primary });
  }
  const phones = [...byNumber.values()];
  const primary = phones.find((p) => p.is_primary) ?? phones[0];
  return phones.map((p) => ({ value: p.value, is_primary: p === primary }));
}

type AddressLike = Pick<AddressInput, 'street' | 'city' | 'zip' | 'country'>;
const addressKey = (a: AddressLike) =>
  [a.street, a.city, a.zip, a.country].map((v) => (v ?? '').trim().toLowerCase()).join('\u0000');

/** Whether two addresses are the same place written the same way (case and surrounding spaces ignored). */
export function sameAddress(a: AddressLike, b: AddressLike): boolean {
  return addressKey(a) === addressKey(b);
}

export function uniqueAddresses<T extends AddressLike>(list: readonly T[], existing: readonly AddressLike[] = []): T[] {
  const seen = new Set(existing.map(addressKey));
  return list.filter((a) => {
    const key = addressKey(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------- checks ----------

interface Claims {
  emails?: readonly string[];
  nationalId?: string | null;
  userId?: string | null;
}

/** 409 when an e-mail, the national id or the user account already belongs to another person; 422 for an unknown user. */
export async function assertFree(tx: Db, personId: number | null, claims: Claims): Promise<void> {
  const other = personId === null ? sql`true` : sql`person_id <> ${personId}`;
  if (claims.emails?.length) {
    const taken = rowsOf(
      await tx.execute(
        sql`select 1 from person_emails where value = any(${textArray(claims.emails)}) and ${other} limit 1`,
      ),
    );
    if (taken.length) throw httpError(409, 'PERSON_EMAIL_EXISTS');
  }
  const otherPerson = personId === null ? undefined : ne(people.id, personId);
  if (claims.nationalId) {
    const [taken] = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.nationalId, claims.nationalId), otherPerson))
      .limit(1);
    if (taken) throw httpError(409, 'PERSON_NATIONAL_ID_EXISTS');
  }
  if (claims.userId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, claims.userId));
    if (!user)
      throw validationError(
        ['body', 'user_id'],
        'Value error, no user with this id',
        claims.userId,
        'value_error',
        personErrorCodes.userUnknown,
      );
    const [taken] = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.userId, claims.userId), otherPerson))
      .limit(1);
    if (taken) throw httpError(409, 'PERSON_USER_EXISTS');
  }
}

/** Whether the person exists. */
export async function personExists(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: people.id }).from(people).where(eq(people.id, id));
  return Boolean(row);
}

/** The person exists, or a 404. */
export async function assertPersonExists(tx: Db, id: number): Promise<void> {
  if (!(await personExists(tx, id))) throw notFound();
}

// ---------- contacts ----------

type ContactTable = typeof personEmails | typeof personPhones | typeof personAddresses;

/** Adds rows to a person's e-mails, phones or addresses (no statement for none). */
async function insertContacts<T extends ContactTable>(tx: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  if (rows.length) await tx.insert(table).values(rows);
}

export const insertEmails = (tx: Db, personId: number, values: readonly string[]) =>
  insertContacts(
    tx,
    personEmails,
    values.map((value) => ({ personId, value })),
  );

export const insertPhones = (tx: Db, personId: number, phones: readonly PhoneInput[]) =>
  insertContacts(
    tx,
    personPhones,
    phones.map((p) => ({ personId, value: p.value.e164, searchDigits: p.value.searchDigits, isPrimary: p.is_primary })),
  );

export const insertAddresses = (tx: Db, personId: number, addresses: readonly AddressLike[]) =>
  insertContacts(
    tx,
    personAddresses,
    addresses.map((a) => ({ personId, street: a.street, city: a.city, zip: a.zip, country: a.country })),
  );

/** Deletes a person's e-mails or phones that are not among `values`; answers the values that stay. */
async function keepOnly(
  tx: Db,
  table: typeof personEmails | typeof personPhones,
  personId: number,
  values: readonly string[],
): Promise<Set<string>> {
  await tx
    .delete(table)
    .where(and(eq(table.personId, personId), sql`not (${table.value} = any(${textArray(values)}))`));
  const current = await tx.select({ value: table.value }).from(table).where(eq(table.personId, personId));
  return new Set(current.map((r) => r.value));
}

async function replaceEmails(tx: Db, personId: number, wanted: readonly string[]): Promise<void> {
  const have = await keepOnly(tx, personEmails, personId, wanted);
  await insertEmails(
    tx,
    personId,
    wanted.filter((v) => !have.has(v)),
  );
}

async function replacePhones(tx: Db, personId: number, wanted: readonly PhoneInput[]): Promise<void> {
  const have = await keepOnly(
    tx,
    personPhones,
    personId,
    wanted.map((p) => p.value.e164),
  );
  await tx
    .update(personPhones)
    .set({ isPrimary: false })
    .where(and(eq(personPhones.personId, personId), eq(personPhones.isPrimary, true)));
  await insertPhones(
    tx,
    personId,
    wanted.filter((p) => !have.has(p.value.e164)),
  );
  const primary = wanted.find((p) => p.is_primary);
  if (primary) {
    await tx
      .update(personPhones)
      .set({ isPrimary: true })
      .where(and(eq(personPhones.personId, personId), eq(personPhones.value, primary.value.e164)));
  }
}

type AddressChange = AddressLike & { id?: number };

async function replaceAddresses(tx: Db, personId: number, wanted: readonly AddressChange[]): Promise<void> {
  const current = await tx
    .select({ id: personAddresses.id })
    .from(personAddresses)
    .where(eq(personAddresses.personId, personId));
  const ids = new Set(current.map((r) => r.id));
  wanted.forEach((a, index) => {
    if (a.id !== undefined && !ids.has(a.id)) {
      throw validationError(
        ['body', 'addresses', index, 'id'],
        'Value error, this address does not belong to the person',
        a.id,
        'value_error',
        personErrorCodes.addressNotOwned,
      );
    }
  });
  const kept = new Set(wanted.flatMap((a) => (a.id === undefined ? [] : [a.id])));
  const removed = [...ids].filter((id) => !kept.has(id));
  if (removed.length) await tx.execute(sql`delete from person_addresses where id = any(${intArray(removed)})`);
  for (const a of wanted) {
    if (a.id === undefined) continue;
    await tx
      .update(personAddresses)
      .set({ street: a.street, city: a.city, zip: a.zip, country: a.country })
      .where(eq(personAddresses.id, a.id));
  }
  await insertAddresses(tx, personId, uniqueAddresses(wanted.filter((a) => a.id === undefined)));
}

// ---------- people ----------

export async function createPerson(tx: Db, input: Omit<PersonCreate, 'merge_into'>): Promise<number> {
  const emails = uniqueEmails(input.emails ?? []);
  await assertFree(tx, null, { emails, nationalId: input.national_id, userId: input.user_id });
  const [row] = await tx
    .insert(people)
    .values({
      firstName: input.first_name ?? '',
      lastName: input.last_name ?? '',
      nationalId: input.national_id ?? null,
      roles: uniqueValues(input.roles ?? []),
      userId: input.user_id ?? null,
    })
    .returning({ id: people.id });
  const id = row!.id;
  await insertEmails(tx, id, emails);
  await insertPhones(tx, id, uniquePhones(input.phones ?? []));
  await insertAddresses(tx, id, uniqueAddresses(input.addresses ?? []));
  return id;
}

/** Changes the fields given; each contact list given replaces the person's list (unchanged entries keep their ids). */
export async function updatePerson(tx: Db, id: number, input: PersonUpdate): Promise<void> {
  await assertPersonExists(tx, id);
  const emails = input.emails ? uniqueEmails(input.emails) : undefined;
  await assertFree(tx, id, { emails, nationalId: input.national_id, userId: input.user_id });
  await tx
    .update(people)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      nationalId: input.national_id,
      roles: input.roles ? uniqueValues(input.roles) : undefined,
      userId: input.user_id,
      updatedAt: new Date(),
    })
    .where(eq(people.id, id));
  if (emails) await replaceEmails(tx, id, emails);
  if (input.phones) await replacePhones(tx, id, uniquePhones(input.phones));
  if (input.addresses) await replaceAddresses(tx, id, input.addresses);
}

/** Deletes people and what links to them; returns the ids that existed. */
export async function deletePeople(tx: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  for (const link of personLinks) await link.remove(tx, [...ids]);
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`delete from people where id = any(${intArray(ids)}) returning id`),
  );
  return rows.map((r) => Number(r.id));
}

/** Records that the person changed now (its contacts are part of it). */
export async function touchPerson(tx: Db, id: number): Promise<void> {
  await tx.update(people).set({ updatedAt: new Date() }).where(eq(people.id, id));
}

export async function addEmail(tx: Db, personId: number, value: string): Promise<void> {
  await assertPersonExists(tx, personId);
  const [own] = await tx
    .select({ id: personEmails.id })
    .from(personEmails)
    .where(and(eq(personEmails.personId, personId), eq(personEmails.value, value)));
  if (own) return;
  await assertFree(tx, personId, { emails: [value] });
  await insertEmails(tx, personId, [value]);
  await touchPerson(tx, personId);
}

export async function addPhone(tx: Db, personId: number, phone: NormalisedPhone, isPrimary: boolean): Promise<void> {
  await assertPersonExists(tx, personId);
  const current = await tx.select().from(personPhones).where(eq(personPhones.personId, personId));
  const own = current.find((p) => p.value === phone.e164);
  const makePrimary = isPrimary || !current.some((p) => p.isPrimary);
  if (makePrimary && !own?.isPrimary) {
    await tx
      .update(personPhones)
      .set({ isPrimary: false })
      .where(and(eq(personPhones.personId, personId), eq(personPhones.isPrimary, true)));
  }
  if (own) {
    if (makePrimary && !own.isPrimary)
      await tx.update(personPhones).set({ isPrimary: true }).where(eq(personPhones.id, own.id));
  } else {
    await insertPhones(tx, personId, [{ value: phone, is_primary: makePrimary }]);
  }
  await touchPerson(tx, personId);
}

export async function addAddress(tx: Db, personId: number, address: AddressInput): Promise<void> {
  await assertPersonExists(tx, personId);
  const current = await tx.select().from(personAddresses).where(eq(personAddresses.personId, personId));
  const fresh = uniqueAddresses([address], current);
  await insertAddresses(tx, personId, fresh);
  await touchPerson(tx, personId);
}

/** Deletes one of a person's e-mails, phones or addresses by its id (a 404 when there is none); answers the row. */
async function deleteContact<T extends ContactTable>(tx: Db, table: T, id: number): Promise<T['$inferSelect']> {
  const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

export async function deleteEmail(tx: Db, id: number): Promise<void> {
  await touchPerson(tx, (await deleteContact(tx, personEmails, id)).personId);
}

/** Deletes a phone; when it was the primary one, the oldest remaining phone becomes primary. */
export async function deletePhone(tx: Db, id: number): Promise<void> {
  const row = await deleteContact(tx, personPhones, id);
  if (row.isPrimary) {
    await tx.execute(
      sql`update person_phones set is_primary = true where id = (select min(id) from person_phones where person_id = ${row.personId})`,
    );
  }
  await touchPerson(tx, row.personId);
}

export async function deleteAddress(tx: Db, id: number): Promise<void> {
  await touchPerson(tx, (await deleteContact(tx, personAddresses, id)).personId);
}
