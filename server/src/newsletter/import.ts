// Importing contacts into a list: each row's e-mail finds or creates the person (people/find-or-create),
// who is then subscribed, or unconfirmed on a double opt-in list. Someone who unsubscribed, bounced or complained
// earlier is left as they are and reported; a row without a valid e-mail is refused with its reasons. One
// transaction holding the person write lock for the whole file, in a few statements besides one per new person.
import type { PgBoss } from 'pg-boss';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import {
  newsletterImports,
  newsletterMembers,
  users,
  type MemberStatus,
  type NewsletterImport,
} from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { notifyUsers } from '../notifications/notify';
import { deletePeople, writePeople } from '../people/write';
import { intArray, rowsOf } from '../db/raw-sql';
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
  /** The stored import (null on a dry run, which writes nothing). */
  import_id: number | null;
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

export async function importContacts(
  tx: Tx,
  queue: PgBoss | null,
  listId: number,
  records: Record<string, unknown>[],
  userId: string | null = null,
): Promise<ContactImportReport> {
  const list = await listOrNotFound(tx, listId);
  const report: ContactImportReport = {
    import_id: null,
    total_rows: records.length,
    created: 0,
    added: [],
    already: 0,
    skipped: [],
    failed: [],
  };
  const rows: Array<{ row: number; email: string; first_name: string; last_name: string }> = [];
  for (const [row, record] of records.entries()) {
    const parsed = contactImportRow.safeParse(record);
    if (parsed.success)
      rows.push({
        row,
        email: parsed.data.email,
        first_name: parsed.data.first_name ?? '',
        last_name: parsed.data.last_name ?? '',
      });
    else
      report.failed.push({
        row,
        reasons: parsed.error.issues.map((issue) => ({
          ...toValidationItem(issue, 'body', record),
          loc: issue.path.filter((p) => typeof p !== 'symbol'),
        })),
      });
  }
  const people = await findOrCreateByEmails(tx as unknown as Db, rows);
  report.created = [...people.values()].filter((p) => p.created).length;
  const statuses = new Map(
    (
      await tx
        .select({ personId: newsletterMembers.personId, status: newsletterMembers.status })
        .from(newsletterMembers)
        .where(eq(newsletterMembers.listId, listId))
        .for('update')
    ).map((m) => [m.personId, m.status]),
  );
  const adding = new Set<number>();
  for (const { row, email } of rows) {
    const personId = people.get(email)!.id;
    const status = statuses.get(personId);
    if (status === 'subscribed' || status === 'unconfirmed' || adding.has(personId)) report.already += 1;
    else if (status) report.skipped.push({ row, email, person_id: personId, reason: status });
    else adding.add(personId);
  }
  report.added = await putOnList(tx, listId, [...adding], list.double_opt_in ? 'unconfirmed' : 'subscribed', 'import');
  const created = [...people.values()].filter((p) => p.created).map((p) => p.id);
  const [stored] = await tx
    .insert(newsletterImports)
    .values({
      listId,
      createdBy: userId,
      totalRows: report.total_rows,
      createdCount: report.created,
      addedCount: report.added.length,
      alreadyCount: report.already,
      skippedCount: report.skipped.length,
      failedCount: report.failed.length,
      createdPeople: created,
      addedPeople: report.added,
    })
    .returning({ id: newsletterImports.id });
  report.import_id = stored!.id;
  if (userId)
    await notifyUsers(tx, queue, [userId], {
      kind: 'import_finished',
      params: { count: report.created + report.added.length },
      link: '/newsletter/contacts',
    });
  return report;
}

class DryRun extends Error {
  constructor(readonly report: ContactImportReport) {
    super('dry run');
  }
}

/** The same report as an import, from the same code, in a transaction that is rolled back: nothing is written. */
/**
 * Fresh statistics after a large import keep the planner on the indexes (PGlite has no autovacuum), as the customer
 * import does.
 */
export async function analyzeAfterImport(db: Db, created: number): Promise<void> {
  if (created >= 1000)
    for (const table of ['people', 'person_emails', 'newsletter_members'])
      await db.execute(sql.raw(`analyze ${table}`));
}

export async function dryRunImport(
  db: Db,
  listId: number,
  records: Record<string, unknown>[],
): Promise<ContactImportReport> {
  try {
    await db.transaction(async (tx) => {
      const report = await importContacts(tx, null, listId, records);
      throw new DryRun({ ...report, import_id: null });
    });
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
  throw new Error('unreachable');
}

export interface ContactImportEntry {
  id: number;
  list_id: number;
  status: 'completed' | 'reverted';
  created_by: string | null;
  created_by_email: string | null;
  created_at: Date;
  reverted_at: Date | null;
  total_rows: number;
  created: number;
  added: number;
  already: number;
  skipped: number;
  failed: number;
}

function toEntry(row: NewsletterImport, email: string | null): ContactImportEntry {
  return {
    id: row.id,
    list_id: row.listId,
    status: row.status === 'reverted' ? 'reverted' : 'completed',
    created_by: row.createdBy,
    created_by_email: email,
    created_at: row.createdAt,
    reverted_at: row.revertedAt,
    total_rows: row.totalRows,
    created: row.createdCount,
    added: row.addedCount,
    already: row.alreadyCount,
    skipped: row.skippedCount,
    failed: row.failedCount,
  };
}

/** A list's imports, newest first (the last 100). */
export async function listImports(db: Db, listId: number): Promise<ContactImportEntry[]> {
  await listOrNotFound(db, listId);
  const rows = await db
    .select({ row: newsletterImports, email: users.email })
    .from(newsletterImports)
    .leftJoin(users, eq(users.id, newsletterImports.createdBy))
    .where(eq(newsletterImports.listId, listId))
    .orderBy(desc(newsletterImports.id))
    .limit(100);
  return rows.map((r) => toEntry(r.row, r.email));
}

/** Tables whose person column does not by itself make a created person worth keeping (their own address, history). */
const NOT_KEEPING = new Set(['person_emails', 'person_docs', 'newsletter_member_events']);

/**
 * Reverts a list import in one transaction under the person write lock: the memberships it added that are still
 * subscribed or unconfirmed are taken off the list (with their history rows; a later unsubscribe or bounce is the
 * person's own word and stays), then the people it created are deleted unless they have anything else: another
 * list, a user, a second address, a phone or address, a note, or any row of another area pointing at them.
 * 404 for an unknown import of this list, 400 IMPORT_ALREADY_REVERTED the second time.
 */
export async function revertContactImport(
  db: Db,
  listId: number,
  importId: number,
): Promise<ContactImportEntry & { removed: number; deleted_people: number; kept_people: number }> {
  return writePeople(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(newsletterImports)
      .where(and(eq(newsletterImports.id, importId), eq(newsletterImports.listId, listId)))
      .for('update');
    if (!found) throw notFound();
    if (found.status === 'reverted') throw httpError(400, 'IMPORT_ALREADY_REVERTED');
    const removed = rowsOf<{ person_id: number }>(
      await tx.execute(sql`with gone as (
          delete from newsletter_members where list_id = ${listId} and person_id = any(${intArray(found.addedPeople)}) and status in ('subscribed', 'unconfirmed')
          returning person_id, status)
        insert into newsletter_member_events (list_id, person_id, from_status, to_status, source)
        select ${listId}, person_id, status, null, 'import_revert' from gone returning person_id`),
    ).length;
    const candidates = new Set(found.createdPeople);
    const ids = () => intArray([...candidates]);
    const keep = (rows: Array<{ id: number }>) => {
      for (const r of rows) candidates.delete(Number(r.id));
    };
    if (candidates.size) {
      keep(rowsOf(await tx.execute(sql`select id from people where id = any(${ids()}) and user_id is not null`)));
      keep(
        rowsOf(
          await tx.execute(
            sql`select person_id as id from person_emails where person_id = any(${ids()}) group by person_id having count(*) > 1`,
          ),
        ),
      );
      keep(
        rowsOf(await tx.execute(sql`select ref_id as id from notes where type = 'person' and ref_id = any(${ids()})`)),
      );
      const links = rowsOf<{ tbl: string; col: string }>(
        await tx.execute(sql`select c.conrelid::regclass::text as tbl, a.attname as col from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.confrelid = 'people'::regclass`),
      );
      for (const link of links) {
        if (NOT_KEEPING.has(link.tbl.replace(/^public\./, '').replaceAll('"', '')) || !candidates.size) continue;
        keep(
          rowsOf(
            await tx.execute(
              sql`select distinct ${sql.identifier(link.col)} as id from ${sql.raw(link.tbl)} where ${sql.identifier(link.col)} = any(${ids()})`,
            ),
          ),
        );
      }
    }
    const deleted = candidates.size ? (await deletePeople(tx, [...candidates])).length : 0;
    const [updated] = await tx
      .update(newsletterImports)
      .set({ status: 'reverted', revertedAt: new Date() })
      .where(eq(newsletterImports.id, importId))
      .returning();
    return {
      ...toEntry(updated!, null),
      removed,
      deleted_people: deleted,
      kept_people: found.createdPeople.length - deleted,
    };
  });
}
