// The customer a submission is about: found by the first e-mail answer, else the first phone answer, else created
// from them with the answers named first_name/last_name (or a full name split in two). No e-mail and no phone: none.
import type { Db } from '../db/client';
import { findOrCreatePerson } from '../people/find-or-create';
import { normalisePhone } from '../people/phone';
import { allElements, type Answers, type FormSchema } from '../../../definitions/forms/rules';

function namesOf(values: Answers): { first_name: string; last_name: string } {
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  if (text('first_name') || text('last_name'))
    return { first_name: text('first_name').slice(0, 100), last_name: text('last_name').slice(0, 100) };
  const full = (text('full_name') || text('name')).split(/\s+/).filter(Boolean);
  return { first_name: (full[0] ?? '').slice(0, 100), last_name: full.slice(1).join(' ').slice(0, 100) };
}

/** The person to link, found or created (people/find-or-create.ts). */
export async function personForSubmission(db: Db, schema: FormSchema, values: Answers): Promise<number | null> {
  const answerOf = (kind: 'email' | 'tel') =>
    allElements(schema).find((e) => e.kind === kind && typeof values[e.id] === 'string')?.id;
  const emailKey = answerOf('email');
  const phoneKey = answerOf('tel');
  const email = emailKey ? (values[emailKey] as string) : undefined;
  const phone = phoneKey ? normalisePhone(values[phoneKey] as string) : undefined;
  return findOrCreatePerson(db, { email, phone: phone ?? undefined, ...namesOf(values) });
}
