// Importing contacts into a list (issue 23): each row's e-mail finds or creates the person (people/find-or-create),
// who is then subscribed, or unconfirmed on a double opt-in list. Someone who unsubscribed, bounced or complained
// earlier is left as they are and reported; a row without a valid e-mail is refused with its reasons. One
// transaction holding the person write lock for the whole file, in a few statements besides one per new person.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { newsletterMembers, type MemberStatus } from '../db/schema/index';
import { findOrCreateByEmails } from '../people/find-or-create';
import { toValidationItem, type ValidationItem } from '../pydantic';
import { listOrNotFound, putOnList } from './members';

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
  const report: ContactImportReport = { total_rows: records.length, created: 0, added: [], already: 0, skipped: [], failed: [] };
  const rows: Array<{ row: number; email: string; first_name: string; last_name: string }> = [];
  for (const [row, record] of records.entries()) {
    const parsed = contactImportRow.safeParse(record);
    if (parsed.success) rows.push({ row, email: parsed.data.email, first_name: parsed.data.first_name ?? '', last_name: parsed.data.last_name ?? '' });
    else report.failed.push({ row, reasons: parsed.error.issues.map((issue) => ({ ...toValidationItem(issue, 'body', record), loc: issue.path.filter((p) => typeof p !== 'symbol') })) });
  }
  const people = await findOrCreateByEmails(tx as unknown as Db, rows);
  report.created = [...people.values()].filter((p) => p.created).length;
  const statuses = new Map((await tx.select({ personId: newsletterMembers.personId, status: newsletterMembers.status }).from(newsletterMembers).where(eq(newsletterMembers.listId, listId)).for('update')).map((m) => [m.personId, m.status]));
  const adding = new Set<number>();
  for (const { row, email } of rows) {
    const personId = people.get(email)!.id;
    const status = statuses.get(personId);
    if (status === 'subscribed' || status === 'unconfirmed' || adding.has(personId)) report.already += 1;
    else if (status) report.skipped.push({ row, email, person_id: personId, reason: status });
    else adding.add(personId);
  }
  report.added = await putOnList(tx, listId, [...adding], list.doubleOptIn ? 'unconfirmed' : 'subscribed', 'import');
  return report;
}
