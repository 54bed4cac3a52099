// The one find-or-create of people by a contact (form submissions, incoming support mail): found by e-mail, else by
// phone, else created with those contacts and names. The lookup is repeated inside the person write lock, so two
// writers with the same new address make one person.
import type { Db } from '../db/client';
import { findByEmail, findByPhone } from './lookup';
import type { NormalisedPhone } from './phone';
import { createPerson, writePeople } from './write';

export interface ContactIdentity {
  email?: string;
  phone?: NormalisedPhone;
  first_name: string;
  last_name: string;
}

/** The id of the person with this e-mail or phone, created when there is none; null without either. */
export async function findOrCreatePerson(db: Db, contact: ContactIdentity): Promise<number | null> {
  return (await resolvePerson(db, contact))?.id ?? null;
}

/** Same, saying whether the person was created now (an import reports how many it created). */
export async function resolvePerson(db: Db, contact: ContactIdentity): Promise<{ id: number; created: boolean } | null> {
  const { email, phone } = contact;
  if (!email && !phone) return null;
  const find = async (from: Db) => (email && (await findByEmail(from, email))) || (phone && (await findByPhone(from, phone.e164))) || undefined;
  const found = await find(db);
  if (found) return { id: found.id, created: false };
  return writePeople(db, async (tx) => {
    const again = await find(tx);
    if (again) return { id: again.id, created: false };
    const id = await createPerson(tx, {
      first_name: contact.first_name.slice(0, 100),
      last_name: contact.last_name.slice(0, 100),
      emails: email ? [{ value: email }] : [],
      phones: phone ? [{ value: phone, is_primary: true }] : [],
    });
    return { id, created: true };
  });
}
