// The data functions behind one factory entity's routes: a record read, written, changed in bulk, deleted, imported;
// each write in its transaction, by the entity's rules (write-row.ts), with unique and foreign-key violations as 422s.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client';
import { notes, type User } from '../db/schema/index';
import { dbError, httpError, notFound, validationError } from '../errors';
import type { ValidationItem } from '../pydantic';
import { wireColumns, type CrudEntity } from './defineCrud';
import { recordDeletions } from './history';
import type { ImportRow } from './imports';
import { toWire } from './records';
import { writeRow } from './write-row';

type WireRecord = Record<string, unknown>;

/** `Key (slug)=(x) already exists.` → `slug`. */
const keyColumn = (detail = '') => /Key \(([^)]+)\)=/.exec(detail)?.[1]?.split(',')[0]?.trim();

/** The violations a write is refused for on a field: PostgreSQL's code → the message and the rule code. */
const FIELD_VIOLATIONS: Record<string, { message: string; rule: string }> = {
  '23505': { message: 'Value error, already exists', rule: 'unique' },
  '23503': { message: 'Value error, no record with this id', rule: 'not_found' },
};

/** Unique and foreign-key violations of a write as 422s on their field (rule codes `unique`, `not_found`). */
export function writeViolation(error: unknown, values: Record<string, unknown>): Error | undefined {
  const db = dbError(error);
  const violation = db?.code === undefined ? undefined : FIELD_VIOLATIONS[db.code];
  if (!db || !violation) return undefined;
  const column = keyColumn(db.detail);
  return validationError(
    ['body', column ?? 'id'],
    violation.message,
    column ? (values[column] ?? null) : null,
    'value_error',
    violation.rule,
  );
}

/** Refuses (409 IN_USE) deleting records of `table` that another entity's reference array still names. */
export async function checkNotReferenced(tx: Tx, table: PgTable, ids: number[], all: CrudEntity[]): Promise<void> {
  for (const other of all) {
    for (const [name, ref] of Object.entries(other.refs ?? {})) {
      if (ref.table !== table) continue;
      const column = wireColumns(other.table).get(name)!.column;
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const [used] = await tx
        .select({ one: sql`1` })
        .from(other.table)
        .where(sql`${column} && array[${list}]::int[]`)
        .limit(1);
      if (used) throw httpError(409, 'IN_USE');
    }
  }
}

/** A change's values without those left out; a change of nothing is refused (422 `empty_update`). */
export function nonEmpty(body: Record<string, unknown>): Record<string, unknown> {
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (!Object.keys(values).length)
    throw validationError(['body'], 'Value error, nothing to change', body, 'value_error', 'empty_update');
  return values;
}

/** The data functions of `entity`'s records (`all`: every entity, for the references that forbid a deletion). */
export function entityRecords(app: FastifyInstance, entity: CrudEntity, all: CrudEntity[]) {
  const { db } = app;
  const table = entity.table as PgTable;
  const idColumn = wireColumns(table).get('id')!.column;

  /** Adds the entity's derived fields (if any) to records in wire form. */
  const decorate = async (records: WireRecord[]) => {
    if (entity.derived && records.length) await entity.derived.load(db, records);
    return records;
  };

  /** One record in wire form; 404 when there is none. */
  const find = async (id: number) => {
    const [row] = await db.select().from(table).where(eq(idColumn, id));
    if (!row) throw notFound();
    return (await decorate([toWire(table, row as WireRecord)]))[0]!;
  };

  /** One write in a transaction: the entity's rules and hooks, the row, unique and foreign-key rules as 422s. */
  const write = async (values: WireRecord, user: User, id?: number) => {
    try {
      const written = await db.transaction(async (tx) =>
        writeRow(tx as unknown as Tx, entity, values, { id, user, queue: app.queue }),
      );
      return (await decorate([written]))[0]!;
    } catch (error) {
      throw writeViolation(error, values) ?? error;
    }
  };

  /** The same change to several records in one transaction (all or none). */
  const writeMany = async (ids: number[], values: WireRecord, user: User) => {
    try {
      const items = await db.transaction(async (tx) => {
        const out: WireRecord[] = [];
        for (const id of [...new Set(ids)])
          out.push(await writeRow(tx as unknown as Tx, entity, values, { id, user, queue: app.queue }));
        return out;
      });
      return await decorate(items);
    } catch (error) {
      throw writeViolation(error, values) ?? error;
    }
  };

  /** Deletes the rows (404 unless `expected` went), their notes, and records each deletion with its row. */
  const deleteRecords = async (tx: Tx, ids: number[], user: User | undefined, expected?: number) => {
    await checkNotReferenced(tx, table, ids, all);
    const gone = await tx.delete(table).where(inArray(idColumn, ids)).returning();
    if (expected !== undefined && gone.length !== expected) throw notFound();
    await tx.delete(notes).where(and(eq(notes.type, entity.name), inArray(notes.refId, ids)));
    await recordDeletions(
      tx,
      entity,
      gone.map((row) => toWire(table, row as WireRecord)),
      user,
    );
  };

  /** Deletes in one transaction, with the notes kept on them; 404 (nothing deleted) when one is missing. */
  const remove = async (ids: number[], user: User) => {
    // Another record still pointing at one of these (23503, 23001 from the database) is a 409 IN_USE (errors.ts).
    await db.transaction(async (tx) => {
      await entity.hooks?.beforeDelete?.(tx as unknown as Tx, ids);
      await deleteRecords(tx as unknown as Tx, ids, user, new Set(ids).size);
    });
  };

  /**
   * An import's valid rows, written inside its transaction, each in a savepoint of its own: a row the database
   * refuses is reported with its reasons, not fatal.
   */
  const insertRows = async (tx: Db, rows: ImportRow[], user: User) => {
    const created: number[] = [];
    const failed: Array<{ row: number; reasons: ValidationItem[] }> = [];
    for (const { index, values } of rows) {
      try {
        const id = await tx.transaction(
          async (sp) => (await writeRow(sp as unknown as Tx, entity, values, { user, queue: app.queue })).id as number,
        );
        created.push(id);
      } catch (error) {
        const violation =
          writeViolation(error, values) ?? (error instanceof Error && 'items' in error ? error : undefined);
        if (!violation) throw error;
        const items = (violation as unknown as { items: ValidationItem[] }).items;
        failed.push({ row: index, reasons: items.map((item) => ({ ...item, loc: item.loc.slice(1) })) });
      }
    }
    return { created, failed };
  };

  /** An import's records deleted again (its revert), inside the caller's transaction. */
  const deleteRows = async (tx: Db, ids: number[], user?: User) => {
    if (ids.length) await deleteRecords(tx as unknown as Tx, ids, user);
  };

  return { decorate, find, write, writeMany, remove, insertRows, deleteRows };
}

/** The data functions of one entity's records. */
export type EntityRecords = ReturnType<typeof entityRecords>;
