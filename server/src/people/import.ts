// The customer import and its revert, against the database. One transaction for the whole import, under the
// person write lock: look-ups of every e-mail, phone and national id in bulk, the plan (import-plan.ts), then
// bulk inserts and updates in chunks (never one query per row). Either every valid row is written, together
// with the stored record of the import, or nothing is. The revert is one transaction too.
import type { PgBoss } from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { personImports, type ImportFailure, type PersonImport } from '../db/schema/index';
import { httpError, notFound } from '../errors';
import { notifyUsers } from '../notifications/notify';
import {
  buildPlan,
  recordIdentity,
  resolveRows,
  validateRecord,
  type ExistingPerson,
  type ImportPlan,
  type Overwritable,
  type Owners,
} from './import-plan';
import { intArray, rowsOf, textArray } from '../db/raw-sql';
import { deletePeople, writePeople } from './write';

const CHUNK = 5000;

export interface ImportRequest {
  records: unknown[];
  overwrite: Overwritable[];
}

export type ImportStep = 'people' | 'contacts' | 'stored';

export interface ImportOptions {
  userId: string | null;
  /** Called after each write step inside the transaction (tests make one throw to prove the rollback). */
  onStep?: (step: ImportStep) => Promise<void> | void;
  /** The queue the "import finished" e-mail goes on, for a person who asked for it; none: no e-mail job (tests). */
  queue?: PgBoss | null;
}

export interface ImportReport {
  id: number;
  status: 'completed' | 'reverted';
  total_rows: number;
  created: number;
  merged: number;
  failed_count: number;
  failed: ImportFailure[];
  overwrite: string[];
  created_by: string | null;
  created_at: Date;
  reverted_at: Date | null;
}

export function toImportReport(row: PersonImport): ImportReport {
  return {
    id: row.id,
    status: row.status === 'reverted' ? 'reverted' : 'completed',
    total_rows: row.totalRows,
    created: row.createdCount,
    merged: row.mergedCount,
    failed_count: row.failed.length,
    failed: row.failed,
    overwrite: row.overwrite,
    created_by: row.createdBy,
    created_at: row.createdAt,
    reverted_at: row.revertedAt,
  };
}

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

async function lookUpOwners(tx: Db, emails: string[], phones: string[], nationalIds: string[]): Promise<Owners> {
  const owners: Owners = { emails: new Map(), phones: new Map(), nationalIds: new Map() };
  for (const part of chunks(emails)) {
    for (const r of rowsOf<{ value: string; person_id: number }>(
      await tx.execute(sql`select value, person_id from person_emails where value = any(${textArray(part)})`),
    )) {
      owners.emails.set(r.value, Number(r.person_id));
    }
  }
  for (const part of chunks(phones)) {
    for (const r of rowsOf<{ value: string; person_id: number }>(
      await tx.execute(
        sql`select value, person_id from person_phones where value = any(${textArray(part)}) order by person_id`,
      ),
    )) {
      owners.phones.set(r.value, [...(owners.phones.get(r.value) ?? []), Number(r.person_id)]);
    }
  }
  for (const part of chunks(nationalIds)) {
    for (const r of rowsOf<{ national_id: string; id: number }>(
      await tx.execute(sql`select national_id, id from people where national_id = any(${textArray(part)})`),
    )) {
      owners.nationalIds.set(r.national_id, Number(r.id));
    }
  }
  return owners;
}

async function loadExisting(tx: Db, ids: number[]): Promise<Map<number, ExistingPerson>> {
  const people = new Map<number, ExistingPerson>();
  for (const part of chunks(ids)) {
    const list = intArray(part);
    const rows = rowsOf<{
      id: number;
      first_name: string;
      last_name: string;
      national_id: string | null;
      roles: string[];
    }>(await tx.execute(sql`select id, first_name, last_name, national_id, roles from people where id = any(${list})`));
    for (const r of rows) people.set(Number(r.id), { ...r, id: Number(r.id), emails: [], phones: [], addresses: [] });
    for (const r of rowsOf<{ person_id: number; value: string }>(
      await tx.execute(sql`select person_id, value from person_emails where person_id = any(${list}) order by id`),
    )) {
      people.get(Number(r.person_id))?.emails.push(r.value);
    }
    for (const r of rowsOf<{ person_id: number; value: string; is_primary: boolean }>(
      await tx.execute(
        sql`select person_id, value, is_primary from person_phones where person_id = any(${list}) order by id`,
      ),
    )) {
      people.get(Number(r.person_id))?.phones.push({ value: r.value, is_primary: r.is_primary });
    }
    for (const r of rowsOf<{
      person_id: number;
      street: string | null;
      city: string | null;
      zip: string | null;
      country: string;
    }>(
      await tx.execute(
        sql`select person_id, street, city, zip, country from person_addresses where person_id = any(${list}) order by id`,
      ),
    )) {
      people
        .get(Number(r.person_id))
        ?.addresses.push({ street: r.street, city: r.city, zip: r.zip, country: r.country });
    }
  }
  return people;
}

interface ContactRows {
  emails: Array<{ person_id: number; value: string }>;
  phones: Array<{ person_id: number; value: string; search_digits: string; is_primary: boolean }>;
  addresses: Array<{
    person_id: number;
    street: string | null;
    city: string | null;
    zip: string | null;
    country: string;
  }>;
}

/** Inserts contacts in chunks; returns the new ids when asked (contacts added to people who existed before). */
async function insertContacts(
  tx: Db,
  rows: ContactRows,
  returnIds: boolean,
): Promise<{ emails: number[]; phones: number[]; addresses: number[] }> {
  const ids = { emails: [] as number[], phones: [] as number[], addresses: [] as number[] };
  const returning = returnIds ? sql`returning id` : sql``;
  const collect = (target: number[], result: unknown) => {
    if (returnIds) target.push(...rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
  };
  for (const part of chunks(rows.emails)) {
    collect(
      ids.emails,
      await tx.execute(sql`insert into person_emails (person_id, value)
      select x.person_id, x.value from jsonb_to_recordset(${json(part)}) as x(person_id int, value text) ${returning}`),
    );
  }
  for (const part of chunks(rows.phones)) {
    collect(
      ids.phones,
      await tx.execute(sql`insert into person_phones (person_id, value, search_digits, is_primary)
      select x.person_id, x.value, x.search_digits, x.is_primary from jsonb_to_recordset(${json(part)}) as x(person_id int, value text, search_digits text, is_primary boolean) ${returning}`),
    );
  }
  for (const part of chunks(rows.addresses)) {
    collect(
      ids.addresses,
      await tx.execute(sql`insert into person_addresses (person_id, street, city, zip, country)
      select x.person_id, x.street, x.city, x.zip, x.country from jsonb_to_recordset(${json(part)}) as x(person_id int, street text, city text, zip text, country text) ${returning}`),
    );
  }
  return ids;
}

function contactRows(
  list: Array<{
    personId: number;
    emails: string[];
    phones: ImportPlan['created'][number]['phones'];
    addresses: ImportPlan['created'][number]['addresses'];
  }>,
): ContactRows {
  return {
    emails: list.flatMap((p) => p.emails.map((value) => ({ person_id: p.personId, value }))),
    phones: list.flatMap((p) =>
      p.phones.map((ph) => ({
        person_id: p.personId,
        value: ph.value.e164,
        search_digits: ph.value.searchDigits,
        is_primary: ph.is_primary,
      })),
    ),
    addresses: list.flatMap((p) =>
      p.addresses.map((a) => ({
        person_id: p.personId,
        street: a.street,
        city: a.city,
        zip: a.zip,
        country: a.country,
      })),
    ),
  };
}

export type BulkPerson = Pick<
  ImportPlan['created'][number],
  'first_name' | 'last_name' | 'national_id' | 'roles' | 'emails' | 'phones'
>;

/**
 * The bulk insert of new people (the import's path, also the newsletter's list import): ids taken from the sequence
 * in one query, then the people in chunks with their search text written in the same statement. The caller is in
 * bulk mode (person.bulk), holds the person write lock, inserts the contacts and refreshes the people's docs.
 */
export async function insertNewPeople(tx: Db, created: readonly BulkPerson[]): Promise<number[]> {
  const newIds = created.length
    ? rowsOf<{ id: number }>(
        await tx.execute(
          sql`select nextval(pg_get_serial_sequence('people', 'id'))::int as id from generate_series(1, ${created.length})`,
        ),
      ).map((r) => Number(r.id))
    : [];
  const rows = created.map((p, i) => ({
    id: newIds[i]!,
    first_name: p.first_name,
    last_name: p.last_name,
    national_id: p.national_id,
    roles: p.roles,
    emails: p.emails,
    phone_digits: p.phones.map((ph) => ph.value.searchDigits),
  }));
  for (const part of chunks(rows)) {
    await tx.execute(sql`insert into people (id, first_name, last_name, national_id, roles, search)
      select x.id, x.first_name, x.last_name, x.national_id, x.roles, person_search_text(x.first_name, x.last_name, x.national_id, x.emails, x.phone_digits)
      from jsonb_to_recordset(${json(part)}) as x(id int, first_name text, last_name text, national_id text, roles text[], emails text[], phone_digits text[])`);
  }
  return newIds;
}

/** New people with only an e-mail address and names (a file of contacts), in bulk, docs refreshed; in the caller's transaction. */
export async function createPeopleByEmail(
  tx: Db,
  contacts: ReadonlyArray<{ email: string; first_name: string; last_name: string }>,
): Promise<number[]> {
  if (!contacts.length) return [];
  await tx.execute(sql`select set_config('person.bulk', 'on', true)`);
  const newIds = await insertNewPeople(
    tx,
    contacts.map((c) => ({
      first_name: c.first_name,
      last_name: c.last_name,
      national_id: null,
      roles: [],
      emails: [c.email],
      phones: [],
    })),
  );
  await insertContacts(
    tx,
    { emails: contacts.map((c, i) => ({ person_id: newIds[i]!, value: c.email })), phones: [], addresses: [] },
    false,
  );
  for (const part of chunks(newIds)) await tx.execute(sql`select refresh_person_docs(${intArray(part)})`);
  await tx.execute(sql`select set_config('person.bulk', 'off', true)`);
  return newIds;
}

/** Imports the records in one transaction and stores the import; returns its report. */
export async function runImport(db: Db, request: ImportRequest, options: ImportOptions): Promise<ImportReport> {
  const validated = request.records.map((record) => validateRecord(record));
  const valid = validated.flatMap((v) => ('data' in v ? [v.data] : []));
  const emails = [...new Set(valid.flatMap((d) => d.emails))];
  const phones = [...new Set(valid.flatMap((d) => d.phones.map((p) => p.value.e164)))];
  const nationalIds = [...new Set(valid.flatMap((d) => (d.national_id ? [d.national_id] : [])))];

  const stored = await writePeople(db, async (tx) => {
    // Bulk mode: the search text is written here, in the same statements, instead of by row triggers.
    await tx.execute(sql`select set_config('person.bulk', 'on', true)`);
    const owners = await lookUpOwners(tx, emails, phones, nationalIds);
    const resolution = resolveRows(validated, owners);
    const plan = buildPlan(resolution, await loadExisting(tx, resolution.existingIds), new Set(request.overwrite));

    const newIds = await insertNewPeople(tx, plan.created);
    await options.onStep?.('people');

    const changedIds = plan.changed.map((c) => c.id);
    for (const part of chunks(plan.changed)) {
      const fields = part.map((c) => ({
        id: c.id,
        first_name: c.fields.first_name ?? null,
        last_name: c.fields.last_name ?? null,
        national_id: c.fields.national_id ?? null,
        roles: c.fields.roles ?? null,
      }));
      await tx.execute(sql`update people p set first_name = coalesce(x.first_name, p.first_name), last_name = coalesce(x.last_name, p.last_name),
          national_id = coalesce(x.national_id, p.national_id), roles = coalesce(x.roles, p.roles), updated_at = now()
        from jsonb_to_recordset(${json(fields)}) as x(id int, first_name text, last_name text, national_id text, roles text[]) where p.id = x.id`);
    }
    await insertContacts(tx, contactRows(plan.created.map((p, i) => ({ personId: newIds[i]!, ...p }))), false);
    const added = await insertContacts(tx, contactRows(plan.changed.map((c) => ({ personId: c.id, ...c }))), true);
    for (const part of chunks(changedIds)) {
      await tx.execute(
        sql`update people set search = person_search_doc(id, first_name, last_name, national_id) where id = any(${intArray(part)})`,
      );
    }
    // Each written person's stored JSON (person_docs), which bulk mode left out.
    for (const part of chunks([...newIds, ...changedIds]))
      await tx.execute(sql`select refresh_person_docs(${intArray(part)})`);
    await options.onStep?.('contacts');

    const [row] = await tx
      .insert(personImports)
      .values({
        createdBy: options.userId,
        totalRows: request.records.length,
        createdCount: plan.createdRows,
        mergedCount: plan.mergedRows,
        failed: resolution.failed.map((failure) => ({ ...failure, who: recordIdentity(request.records[failure.row]) })),
        overwrite: request.overwrite,
        createdPeople: newIds,
        mergedPeople: changedIds,
        addedEmails: added.emails,
        addedPhones: added.phones,
        addedAddresses: added.addresses,
        fieldChanges: plan.fieldChanges,
      })
      .returning();
    if (options.userId)
      await notifyUsers(tx, options.queue ?? null, [options.userId], {
        kind: 'import_finished',
        params: { count: plan.createdRows + plan.mergedRows },
        link: '/customers',
      });
    await options.onStep?.('stored');
    return row!;
  });
  // Fresh statistics after a large write keep the planner on the indexes (PGlite has no autovacuum).
  if (stored.createdCount + stored.mergedCount >= 1000) {
    for (const table of ['people', 'person_emails', 'person_phones', 'person_addresses'])
      await db.execute(sql.raw(`analyze ${table}`));
  }
  return toImportReport(stored);
}

const fieldColumn = {
  first_name: 'first_name',
  last_name: 'last_name',
  national_id: 'national_id',
  roles: 'roles',
} as const;

/**
 * Reverts an import in one transaction: deletes the people it created (with their contacts and notes), takes
 * the contacts it added off the people who existed before, and restores the fields it changed where nobody
 * has changed them since. 400 IMPORT_ALREADY_REVERTED the second time.
 */
export async function revertImport(db: Db, id: number): Promise<ImportReport> {
  const row = await writePeople(db, async (tx) => {
    const [found] = await tx.select().from(personImports).where(eq(personImports.id, id)).for('update');
    if (!found) throw notFound();
    if (found.status === 'reverted') throw httpError(400, 'IMPORT_ALREADY_REVERTED');
    for (const part of chunks(found.createdPeople)) await deletePeople(tx, part);
    for (const part of chunks(found.addedEmails))
      await tx.execute(sql`delete from person_emails where id = any(${intArray(part)})`);
    for (const part of chunks(found.addedPhones))
      await tx.execute(sql`delete from person_phones where id = any(${intArray(part)})`);
    for (const part of chunks(found.addedAddresses))
      await tx.execute(sql`delete from person_addresses where id = any(${intArray(part)})`);
    for (const part of chunks(found.mergedPeople)) {
      // A person left without a primary phone gets its oldest one as primary again.
      await tx.execute(sql`update person_phones ph set is_primary = true where ph.id in (
        select min(id) from person_phones where person_id = any(${intArray(part)}) group by person_id
        having not bool_or(is_primary))`);
    }
    for (const change of [...found.fieldChanges].reverse()) {
      const column = sql.raw(fieldColumn[change.field]);
      if (change.field === 'roles') {
        await tx.execute(sql`update people set roles = ${textArray(JSON.parse(change.old ?? '[]') as string[])}
          where id = ${change.person_id} and roles = ${textArray(JSON.parse(change.new ?? '[]') as string[])}`);
      } else {
        await tx.execute(
          sql`update people set ${column} = ${change.old} where id = ${change.person_id} and ${column} is not distinct from ${change.new}`,
        );
      }
    }
    const [updated] = await tx
      .update(personImports)
      .set({ status: 'reverted', revertedAt: new Date() })
      .where(eq(personImports.id, id))
      .returning();
    return updated!;
  });
  return toImportReport(row);
}
