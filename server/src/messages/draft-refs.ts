// What a message draft names must exist: the customer, the mail account, the inquiry. One missing is a 422 at its
// field, checked in the order the draft names them.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailAccounts, people, supportInquiries } from '../db/schema/index';
import { validationError } from '../errors';

const tables = { person_id: people, account_id: emailAccounts, inquiry_id: supportInquiries };

export type DraftRef = keyof typeof tables;

/** Checks each named reference of the draft that is given; a 422 at the first one that is not found. */
export async function checkDraftRefs(db: Db, refs: Partial<Record<DraftRef, number>>, fields: DraftRef[]) {
  for (const field of fields) {
    const id = refs[field];
    if (id === undefined) continue;
    const table = tables[field];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw validationError(['body', field], 'Value error, not found', id, 'value_error', 'not_found');
  }
}
