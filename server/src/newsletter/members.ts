// Who is on a list and in what state. Every change writes a history row (from, to, source, campaign) in the same
// transaction. A person without an e-mail address cannot be subscribed (422 no_email on the person's place).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  newsletterLists,
  newsletterMemberEvents,
  newsletterMembers,
  people,
  type MemberStatus,
} from '../db/schema/index';
import { intArray, rowsOf } from '../db/raw-sql';
import type { Config } from '../config';
import { notFound, validationError } from '../errors';
import type { Mailer } from '../mail';
import { newsletterText } from './public-pages.messages';
import { confirmLink } from './tokens';

export interface StatusChange {
  listId: number;
  personId: number;
  to: MemberStatus | null;
  source: string;
  campaignId?: number | null;
}

/** Sets a person's status on a list (null takes them off), writing the history row when it changes. Returns the old status. */
export async function setMemberStatus(tx: Tx, change: StatusChange): Promise<MemberStatus | null> {
  const [current] = await tx
    .select({ status: newsletterMembers.status })
    .from(newsletterMembers)
    .where(and(eq(newsletterMembers.listId, change.listId), eq(newsletterMembers.personId, change.personId)))
    .for('update');
  const from = current?.status ?? null;
  if (from === change.to) return from;
  if (change.to === null) {
    await tx
      .delete(newsletterMembers)
      .where(and(eq(newsletterMembers.listId, change.listId), eq(newsletterMembers.personId, change.personId)));
  } else {
    await tx
      .insert(newsletterMembers)
      .values({ listId: change.listId, personId: change.personId, status: change.to, source: change.source })
      .onConflictDoUpdate({
        target: [newsletterMembers.listId, newsletterMembers.personId],
        set: { status: change.to, source: change.source, changedAt: sql`now()` },
      });
  }
  await tx.insert(newsletterMemberEvents).values({
    listId: change.listId,
    personId: change.personId,
    fromStatus: from,
    toStatus: change.to,
    source: change.source,
    campaignId: change.campaignId ?? null,
  });
  return from;
}

/** A list's row as its routes read it (a definition's table types its columns loosely). */
interface ListRow {
  id: number;
  name: string;
  double_opt_in: boolean;
}

export async function listOrNotFound(tx: Db, listId: number): Promise<ListRow> {
  const [list] = await tx.select().from(newsletterLists).where(eq(newsletterLists.id, listId));
  if (!list) throw notFound();
  return list as ListRow;
}

/** The people of `personIds` must exist and have an e-mail address: 422 on `body.person_ids.<index>` otherwise. */
export async function checkSubscribable(tx: Tx, personIds: number[]): Promise<void> {
  const unique = [...new Set(personIds)];
  const found = rowsOf<{ id: number; email: string | null }>(
    await tx.execute(
      sql`select p.id, (select e.value from person_emails e where e.person_id = p.id order by e.id limit 1) as email from people p where p.id = any(${intArray(unique)})`,
    ),
  );
  const byId = new Map(found.map((p) => [p.id, p.email]));
  for (const [index, id] of personIds.entries()) {
    if (!byId.has(id))
      throw validationError(
        ['body', 'person_ids', index],
        'Value error, no such person',
        id,
        'value_error',
        'not_found',
      );
    if (!byId.get(id))
      throw validationError(
        ['body', 'person_ids', index],
        'Value error, this person has no e-mail address and cannot be subscribed',
        id,
        'value_error',
        'no_email',
      );
  }
}

/** Someone a batch could not add, named (never only an id): no e-mail address to send to, or no such person. */
export interface Refused {
  person_id: number;
  name: string;
  reason: 'no_email' | 'not_found';
}

export interface AddResult {
  /** Now subscribed (or unconfirmed on a double opt-in list). */
  added: number[];
  /** Were already subscribed or waiting for confirmation. */
  already: number[];
  /** Unsubscribed, bounced or complained: left as they are (they said no, or their address does not work). */
  skipped: number[];
  /** Could not be added: each named, with why. */
  refused: Refused[];
}

/**
 * Adds people to a list in one transaction: subscribed, or unconfirmed when the list asks for double opt-in. Whom mail
 * cannot reach (no e-mail address) or who is gone is not added and is named in `refused`; the others are added.
 */
export async function addMembers(tx: Tx, listId: number, requested: number[], source: string): Promise<AddResult> {
  const list = await listOrNotFound(tx, listId);
  const unique = [...new Set(requested)];
  const found = rowsOf<{ id: number; name: string; email: string | null }>(
    await tx.execute(sql`select p.id, trim(concat_ws(' ', p.first_name, p.last_name)) as name,
      (select e.value from person_emails e where e.person_id = p.id order by e.id limit 1) as email from people p where p.id = any(${intArray(unique)})`),
  );
  const byId = new Map(found.map((p) => [Number(p.id), p]));
  const refused: Refused[] = unique.flatMap((id): Refused[] => {
    const person = byId.get(id);
    if (!person) return [{ person_id: id, name: '', reason: 'not_found' }];
    return person.email ? [] : [{ person_id: id, name: person.name, reason: 'no_email' }];
  });
  const personIds = unique.filter((id) => byId.get(id)?.email);
  const result: AddResult = { added: [], already: [], skipped: [], refused };
  const existing = new Map(
    (personIds.length
      ? await tx
          .select({ personId: newsletterMembers.personId, status: newsletterMembers.status })
          .from(newsletterMembers)
          .where(and(eq(newsletterMembers.listId, listId), inArray(newsletterMembers.personId, personIds)))
      : []
    ).map((m) => [m.personId, m.status]),
  );
  for (const personId of personIds) {
    const status = existing.get(personId);
    if (status === 'subscribed' || status === 'unconfirmed') result.already.push(personId);
    else if (status) result.skipped.push(personId);
    else {
      await setMemberStatus(tx, { listId, personId, to: list.double_opt_in ? 'unconfirmed' : 'subscribed', source });
      result.added.push(personId);
    }
  }
  return result;
}

/**
 * Puts people who are not on the list on it with status `to` (those already on it, in any state, are left as they
 * are), writing their history rows; in a few statements for a large file. Returns the people it put on the list.
 */
export async function putOnList(
  tx: Tx,
  listId: number,
  personIds: readonly number[],
  to: 'subscribed' | 'unconfirmed',
  source: string,
): Promise<number[]> {
  const added: number[] = [];
  const unique = [...new Set(personIds)];
  for (let i = 0; i < unique.length; i += 5000) {
    const part = intArray(unique.slice(i, i + 5000));
    const rows = rowsOf<{ person_id: number }>(
      await tx.execute(sql`insert into newsletter_members (list_id, person_id, status, source) select ${listId}, x, ${to}, ${source} from unnest(${part}) as x
        on conflict (list_id, person_id) do nothing returning person_id`),
    );
    const ids = rows.map((r) => Number(r.person_id));
    if (ids.length)
      await tx.execute(
        sql`insert into newsletter_member_events (list_id, person_id, from_status, to_status, source) select ${listId}, x, null, ${to}, ${source} from unnest(${intArray(ids)}) as x`,
      );
    added.push(...ids);
  }
  return added;
}

/** Takes people off a list (their history stays). Returns how many were on it. */
export async function removeMembers(tx: Tx, listId: number, personIds: number[], source: string): Promise<number> {
  await listOrNotFound(tx, listId);
  let removed = 0;
  for (const personId of new Set(personIds))
    if ((await setMemberStatus(tx, { listId, personId, to: null, source })) !== null) removed += 1;
  return removed;
}

/** Marks an address that bounced (or complained) on every list where it was subscribed or unconfirmed. */
export async function markAddress(
  tx: Tx,
  personId: number,
  to: 'bounced' | 'complained',
  source: string,
  campaignId: number | null,
): Promise<void> {
  const lists = await tx
    .select({ listId: newsletterMembers.listId })
    .from(newsletterMembers)
    .where(
      and(eq(newsletterMembers.personId, personId), inArray(newsletterMembers.status, ['subscribed', 'unconfirmed'])),
    );
  for (const { listId } of lists) await setMemberStatus(tx, { listId, personId, to, source, campaignId });
}

/** 404 unless the person exists. */
export async function personOrNotFound(tx: Tx, personId: number): Promise<void> {
  const [person] = await tx.select({ id: people.id }).from(people).where(eq(people.id, personId));
  if (!person) throw notFound();
}

/** The double opt-in mail to each of `ids` (at their first address): the link that confirms their place on the list. */
export async function sendConfirmations(
  db: Db,
  mailer: Mailer,
  config: Config,
  list: { id: number; name: string },
  ids: number[],
): Promise<void> {
  const rows = rowsOf<{ person_id: number; email: string }>(
    await db.execute(
      sql`select distinct on (person_id) person_id, value as email from person_emails where person_id = any(${sql.param(ids)}::int[]) order by person_id, id`,
    ),
  );
  for (const row of rows) {
    const link = confirmLink(config.publicUrl, config.secretKey, list.id, row.person_id);
    await mailer.send({
      to: row.email,
      subject: newsletterText('he', 'confirm_mail_subject', { list: list.name }),
      text: newsletterText('he', 'confirm_mail_text', { list: list.name, link }),
      link,
    });
  }
}
