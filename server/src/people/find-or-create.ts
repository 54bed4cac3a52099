// The one find-or-create of people by a contact (form submissions, incoming support mail): found by e-mail, else by
// phone, else created with those contacts and names. The lookup is repeated inside the person write lock, so two
// writers with the same new address make one person. A file of contacts finds or creates its people in one go.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { User } from '../db/schema/index';
import { createPeopleByEmail } from './import';
import { findByEmail, findByPhone, findByUser } from './lookup';
import { mergeInput } from './merge';
import type { NormalisedPhone } from './phone';
import { rowsOf, textArray } from '../db/raw-sql';
import { createPerson, lockPeopleWrites, writePeople } from './write';

export interface ContactIdentity {
  email?: string;
  phone?: NormalisedPhone;
  first_name: string;
  last_name: string;
}

/** The id of the person with this e-mail or phone, created when there is none; null without either. */
export async function findOrCreatePerson(db: Db, contact: ContactIdentity): Promise<number | null> {
  const { email, phone } = contact;
  if (!email && !phone) return null;
  const find = async (from: Db) =>
    (email && (await findByEmail(from, email))) || (phone && (await findByPhone(from, phone.e164))) || undefined;
  const found = await find(db);
  if (found) return found.id;
  return writePeople(db, async (tx) => {
    const again = await find(tx);
    if (again) return again.id;
    return createPerson(tx, {
      first_name: contact.first_name.slice(0, 100),
      last_name: contact.last_name.slice(0, 100),
      emails: email ? [{ value: email }] : [],
      phones: phone ? [{ value: phone, is_primary: true }] : [],
    });
  });
}

/**
 * Many at once by e-mail (a file of contacts), inside the caller's transaction: the people who have these addresses
 * (the earliest one when several share an address, as findByEmail picks) are looked up in one query under the
 * person write lock, and a person is created for each address nobody has, in bulk (the customer import's path). `emails` are trimmed and lower-case.
 */
export async function findOrCreateByEmails(
  tx: Db,
  contacts: ReadonlyArray<ContactIdentity & { email: string }>,
): Promise<Map<string, { id: number; created: boolean }>> {
  await lockPeopleWrites(tx);
  const emails = [...new Set(contacts.map((c) => c.email))];
  const found = new Map<string, { id: number; created: boolean }>();
  for (let i = 0; i < emails.length; i += 5000) {
    const owners = rowsOf<{ value: string; person_id: number }>(
      await tx.execute(
        sql`select distinct on (value) value, person_id from person_emails where value = any(${textArray(emails.slice(i, i + 5000))}) order by value, person_id`,
      ),
    );
    for (const owner of owners) found.set(owner.value, { id: owner.person_id, created: false });
  }
  // The addresses nobody has (the first row of a repeated one gives the names), created in bulk as the import does.
  const fresh = new Map<string, ContactIdentity & { email: string }>();
  for (const contact of contacts)
    if (!found.has(contact.email) && !fresh.has(contact.email)) fresh.set(contact.email, contact);
  const list = [...fresh.values()].map((c) => ({
    email: c.email,
    first_name: c.first_name.slice(0, 100),
    last_name: c.last_name.slice(0, 100),
  }));
  const ids = await createPeopleByEmail(tx, list);
  for (const [i, c] of list.entries()) found.set(c.email, { id: ids[i]!, created: true });
  return found;
}

/**
 * The id of the person with this e-mail (looked up again under the person write lock), else of a new person with it and
 * the names.
 */
export async function findOrCreateWithEmail(
  db: Db,
  email: string,
  names: { first_name?: string; last_name?: string },
): Promise<number> {
  return writePeople(db, async (tx) => {
    const again = await findByEmail(tx, email);
    return again ? again.id : createPerson(tx, { ...names, emails: [{ value: email }] });
  });
}

/**
 * The person for a user account, under the person write lock: the one linked to it; else the one with its e-mail and
 * no account, linked now with the user's names filled in; else a new linked person (with the e-mail unless another
 * account's person holds it). `created` tells the last.
 */
export async function findOrCreateForUser(db: Db, user: User): Promise<{ id: number; created: boolean }> {
  return writePeople(db, async (tx) => {
    const again = await findByUser(tx, user.id);
    if (again) return { id: again.id, created: false };
    const byEmail = await findByEmail(tx, user.email);
    if (byEmail && !byEmail.user_id) {
      await mergeInput(tx, byEmail.id, { user_id: user.id, first_name: user.firstName, last_name: user.lastName });
      return { id: byEmail.id, created: false };
    }
    const emails = byEmail ? [] : [{ value: user.email }];
    return {
      id: await createPerson(tx, { first_name: user.firstName, last_name: user.lastName, user_id: user.id, emails }),
      created: true,
    };
  });
}
