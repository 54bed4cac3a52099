// Importing contacts into a list (issue 23): each row's e-mail finds or creates the person (people/find-or-create),
// who is then subscribed, or unconfirmed on a double opt-in list. Someone who unsubscribed, bounced or complained
// earlier is left as they are and reported; a row without a valid e-mail is refused with its reasons. One
// transaction holding the person write lock for the whole file.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { newsletterMembers, type MemberStatus } from '../db/schema/index';
import { resolvePerson } from '../people/find-or-create';
import { lockPeopleWrites } from '../people/write';
import { toValidationItem, type ValidationItem } from '../pydantic';
import { listOrNotFound, setMemberStatus } from './members';

const optionalName = z.string().trim().max(100).nullish();

/** One row of the file: the e-mail is required, the names are optional (a found person keeps theirs). */
export const contactImportRow = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(320)),
  first_name: optionalName,
  last_name: optionalName,
});

export type SkipReason = Exclude<MemberStatus, 'subscribed' | 'unconfirmed'>;

export interface ContactImportReport {
  total_rows: number;
  /** People created by this import (the others were found by their address). */
  created: number;
  /** Rows now subscribed (or unconfirmed on a double opt-in list): their people, for the confirmation mails. */
  added: number[];
  /** Rows whose person was already subscribed or waiting for confirmation (a repeated address counts here). */
  already: number;
  /** Rows left as they are because their person said no or their address does not work. */
  skipped: Array<{ row: number; email: string; person_id: number; reason: SkipReason }>;
  /** Rows refused, with the reasons (a missing or invalid e-mail), located in the row as the entity imports do. */
  failed: Array<{ row: number; reasons: ValidationItem[] }>;
}

export async function importContacts(tx: Tx, listId: number, records: Record<string, unknown>[]): Promise<ContactImportReport> {
  const list = await listOrNotFound(tx, listId);
  await lockPeopleWrites(tx);
  const statuses = new Map((await tx.select({ personId: newsletterMembers.personId, status: newsletterMembers.status }).from(newsletterMembers).where(eq(newsletterMembers.listId, listId))).map((m) => [m.personId, m.status]));
  const report: ContactImportReport = { total_rows: records.length, created: 0, added: [], already: 0, skipped: [], failed: [] };
  for (const [row, record] of records.entries()) {
    const parsed = contactImportRow.safeParse(record);
    if (!parsed.success) {
      report.failed.push({ row, reasons: parsed.error.issues.map((issue) => ({ ...toValidationItem(issue, 'body', record), loc: issue.path.filter((p) => typeof p !== 'symbol') })) });
      continue;
    }
    const { email, first_name, last_name } = parsed.data;
    const person = (await resolvePerson(tx as unknown as Db, { email, first_name: first_name ?? '', last_name: last_name ?? '' }))!;
    if (person.created) report.created += 1;
    const status = statuses.get(person.id);
    if (status === 'subscribed' || status === 'unconfirmed') report.already += 1;
    else if (status) report.skipped.push({ row, email, person_id: person.id, reason: status });
    else {
      const to = list.doubleOptIn ? 'unconfirmed' : 'subscribed';
      await setMemberStatus(tx, { listId, personId: person.id, to, source: 'import' });
      statuses.set(person.id, to);
      report.added.push(person.id);
    }
  }
  return report;
}
