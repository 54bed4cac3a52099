// Merging people. `mergePeople` folds a duplicate into the kept person; `mergeInput` folds a new person's form
// data into an existing person and `updateAndMerge` saves an edited person's form and folds that person into an
// existing one (the admin's "yes, merge" answer on save). All run inside the caller's transaction (writePeople)
// so a failure anywhere leaves every person exactly as it was.
//
// Rules: e-mails, phones and addresses are united (identical values once, the kept person's primary phone stays
// primary); notes and every link of links.ts move to the kept person; empty fields of the kept person are filled
// (names, national id, user account), roles are united. Two different national ids or user accounts cannot
// be one person: 409, nothing changed.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { people, personAddresses, personEmails, personPhones, type Person } from '../db/schema/index';
import { httpError, notFound, validationError } from '../errors';
import { personLinks } from './links';
import { intArray } from '../db/raw-sql';
import { personErrorCodes, type PersonCreate, type PersonUpdate } from './schemas';
import {
  assertFree,
  insertAddresses,
  insertEmails,
  insertPhones,
  uniqueAddresses,
  uniqueEmails,
  uniquePhones,
  uniqueValues,
  updatePerson,
} from './write';

type Fillable = Pick<Person, 'firstName' | 'lastName' | 'nationalId' | 'userId' | 'roles'>;

/** What the kept person's fields become: its own where set, the other's where empty; roles united. */
export function filledFields(kept: Fillable, other: Partial<Fillable>): Partial<Fillable> {
  if (kept.nationalId && other.nationalId && kept.nationalId !== other.nationalId)
    throw httpError(409, 'PERSON_MERGE_NATIONAL_ID_CONFLICT');
  if (kept.userId && other.userId && kept.userId !== other.userId) throw httpError(409, 'PERSON_MERGE_USER_CONFLICT');
  const changes: Partial<Fillable> = {};
  if (!kept.firstName && other.firstName) changes.firstName = other.firstName;
  if (!kept.lastName && other.lastName) changes.lastName = other.lastName;
  if (!kept.nationalId && other.nationalId) changes.nationalId = other.nationalId;
  if (!kept.userId && other.userId) changes.userId = other.userId;
  const roles = uniqueValues([...kept.roles, ...(other.roles ?? [])]);
  if (roles.length !== kept.roles.length) changes.roles = roles;
  return changes;
}

async function loadPerson(tx: Db, id: number): Promise<Person> {
  const [row] = await tx.select().from(people).where(eq(people.id, id));
  if (!row) throw notFound();
  return row;
}

/** Folds `duplicateId` into `keptId` and deletes the duplicate. */
export async function mergePeople(tx: Db, keptId: number, duplicateId: number): Promise<void> {
  if (keptId === duplicateId)
    throw validationError(
      ['body', 'duplicate_id'],
      'Value error, a person cannot be merged with itself',
      duplicateId,
      'value_error',
      personErrorCodes.mergeSelf,
    );
  const kept = await loadPerson(tx, keptId);
  const duplicate = await loadPerson(tx, duplicateId);
  const changes = filledFields(kept, duplicate);

  // E-mails are unique across people: all of the duplicate's move.
  await tx.execute(sql`update person_emails set person_id = ${keptId} where person_id = ${duplicateId}`);

  // Phones: numbers the kept person has already are dropped; the rest move, primary only if the kept has none.
  await tx.execute(sql`delete from person_phones d where d.person_id = ${duplicateId}
    and exists (select 1 from person_phones k where k.person_id = ${keptId} and k.value = d.value)`);
  const [keptPrimary] = await tx
    .select({ id: personPhones.id })
    .from(personPhones)
    .where(sql`${personPhones.personId} = ${keptId} and ${personPhones.isPrimary}`);
  if (keptPrimary)
    await tx.update(personPhones).set({ isPrimary: false }).where(eq(personPhones.personId, duplicateId));
  await tx.execute(sql`update person_phones set person_id = ${keptId} where person_id = ${duplicateId}`);

  // Addresses: identical ones are dropped, the rest move.
  const keptAddresses = await tx.select().from(personAddresses).where(eq(personAddresses.personId, keptId));
  const duplicateAddresses = await tx.select().from(personAddresses).where(eq(personAddresses.personId, duplicateId));
  const moving = uniqueAddresses(duplicateAddresses, keptAddresses).map((a) => a.id);
  if (moving.length)
    await tx.execute(sql`update person_addresses set person_id = ${keptId} where id = any(${intArray(moving)})`);

  for (const link of personLinks) await link.move(tx, duplicateId, keptId);

  // The duplicate goes before the kept person takes over its unique fields (national id, user account).
  await tx.delete(people).where(eq(people.id, duplicateId));
  await tx
    .update(people)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(people.id, keptId));
}

/** Folds form data into an existing person: contacts added (each value once), empty fields filled. */
export async function mergeInput(tx: Db, keptId: number, input: Omit<PersonCreate, 'merge_into'>): Promise<void> {
  const kept = await loadPerson(tx, keptId);
  const changes = filledFields(kept, {
    firstName: input.first_name,
    lastName: input.last_name,
    nationalId: input.national_id ?? null,
    userId: input.user_id ?? null,
    roles: input.roles,
  });
  const emails = uniqueEmails(input.emails ?? []);
  await assertFree(tx, keptId, { emails, nationalId: changes.nationalId, userId: changes.userId });

  const ownEmails = new Set(
    (await tx.select({ value: personEmails.value }).from(personEmails).where(eq(personEmails.personId, keptId))).map(
      (r) => r.value,
    ),
  );
  await insertEmails(
    tx,
    keptId,
    emails.filter((e) => !ownEmails.has(e)),
  );

  const ownPhones = await tx.select().from(personPhones).where(eq(personPhones.personId, keptId));
  const hasPrimary = ownPhones.some((p) => p.isPrimary);
  const freshPhones = uniquePhones(input.phones ?? []).filter((p) => !ownPhones.some((o) => o.value === p.value.e164));
  await insertPhones(
    tx,
    keptId,
    freshPhones.map((p) => ({ ...p, is_primary: p.is_primary && !hasPrimary })),
  );

  const ownAddresses = await tx.select().from(personAddresses).where(eq(personAddresses.personId, keptId));
  await insertAddresses(tx, keptId, uniqueAddresses(input.addresses ?? [], ownAddresses));

  await tx
    .update(people)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(people.id, keptId));
}

/**
 * The edit form's "yes, merge": the edited person `id` is saved with the form, then folded into `keptId`
 * (mergePeople). The form's values the kept person holds already (its e-mails, its national id, its user account)
 * are left to the kept person instead of being refused as taken; everything else of the form ends up on the kept
 * person by the merge's rules.
 */
export async function updateAndMerge(tx: Db, id: number, keptId: number, input: PersonUpdate): Promise<void> {
  if (keptId === id)
    throw validationError(
      ['body', 'merge_into'],
      'Value error, a person cannot be merged with itself',
      keptId,
      'value_error',
      personErrorCodes.mergeSelf,
    );
  const kept = await loadPerson(tx, keptId);
  const keptEmails = new Set(
    (await tx.select({ value: personEmails.value }).from(personEmails).where(eq(personEmails.personId, keptId))).map(
      (r) => r.value,
    ),
  );
  const own: PersonUpdate = { ...input };
  if (input.emails) own.emails = input.emails.filter((e) => !keptEmails.has(e.value));
  if (input.national_id && input.national_id === kept.nationalId) own.national_id = null;
  if (input.user_id && input.user_id === kept.userId) own.user_id = null;
  await updatePerson(tx, id, own);
  await mergePeople(tx, keptId, id);
}
