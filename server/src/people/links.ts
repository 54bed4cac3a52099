// THE place where records of other areas that point at a person are listed, so a merge moves them to the
// kept person and a delete cleans them up. A later area that links to people adds one line here, e.g.
//   columnLink('orders', orders.customerId)      // a person id column (its FK decides what a delete does)
import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { libraryLinks, libraryProgress, notes, pipelineItems, supportInquiries } from '../db/schema/index';
import type { PersonLink } from './person-link';
import { intArray } from '../db/raw-sql';

export type { PersonLink };

/** A person id column in another table: merged rows point at the kept person; deletes follow the column's FK. */
export function columnLink(name: string, column: AnyColumn): PersonLink {
  return {
    name,
    async move(tx, fromId, toId) {
      await tx.execute(
        sql`update ${column.table} set ${sql.identifier(column.name)} = ${toId} where ${column} = ${fromId}`,
      );
    },
    async remove() {},
  };
}

/** Notes about a person (type 'person', ref_id = person id): moved on merge, deleted with the person. */
export const personNotesLink: PersonLink = {
  name: 'notes',
  async move(tx, fromId, toId) {
    await tx
      .update(notes)
      .set({ refId: toId })
      .where(and(eq(notes.type, 'person'), eq(notes.refId, fromId)));
  },
  async remove(tx, ids) {
    if (ids.length)
      await tx.delete(notes).where(and(eq(notes.type, 'person'), sql`${notes.refId} = any(${intArray(ids)})`));
  },
};

/**
 * A person's library (granted items and progress): on merge the kept person gets the duplicate's items they lack,
 * and the newer progress of each item; the rest goes with the duplicate.
 */
export const libraryLink: PersonLink = {
  name: 'library',
  async move(tx, fromId, toId) {
    await tx.execute(
      sql`update ${libraryLinks} set person_id = ${toId} where person_id = ${fromId} and item_id not in (select item_id from ${libraryLinks} where person_id = ${toId})`,
    );
    await tx.execute(sql`
      insert into ${libraryProgress} (person_id, item_id, percent, seconds, read_at, updated_at)
      select ${toId}, item_id, percent, seconds, read_at, updated_at from ${libraryProgress} where person_id = ${fromId}
      on conflict (person_id, item_id) do update set percent = excluded.percent, seconds = excluded.seconds, read_at = excluded.read_at
      where ${libraryProgress}.read_at < excluded.read_at`);
  },
  async remove() {},
};

/**
 * A person's newsletter places: the duplicate's lists the kept person is not on move over (with their history), and
 * the messages sent to the duplicate count for the kept person where that makes no second row.
 */
export const newsletterLink: PersonLink = {
  name: 'newsletter',
  async move(tx, fromId, toId) {
    await tx.execute(
      sql`update newsletter_members set person_id = ${toId} where person_id = ${fromId} and list_id not in (select list_id from newsletter_members where person_id = ${toId})`,
    );
    await tx.execute(sql`update newsletter_member_events set person_id = ${toId} where person_id = ${fromId}`);
    await tx.execute(
      sql`update newsletter_sends set person_id = ${toId} where person_id = ${fromId} and campaign_id not in (select campaign_id from newsletter_sends where person_id = ${toId})`,
    );
  },
  async remove() {},
};

/** Every link to people. Add yours here. */
export const personLinks: PersonLink[] = [
  personNotesLink,
  columnLink('deals', pipelineItems.personId),
  libraryLink,
  newsletterLink,
  columnLink('support', supportInquiries.personId),
];
