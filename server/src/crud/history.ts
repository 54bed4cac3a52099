// Record history of every factory entity: each create, update, delete and restore is written in the
// same transaction as the change (table record_history), with who, when and which fields went from what to what.
// Routes (under the entity's base, same guard): the history of one record, putting back the values an update
// replaced, the deleted records, and restoring one of them with its id.
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { displayName } from '../auth/users';
import type { Tx } from '../db/client';
import { recordHistory, type FieldChanges, type RecordHistoryEntry, type User } from '../db/schema/index';
import { authSecurity } from '../docs';
import { errorResponses, httpError, notFound } from '../errors';
import { listResponse, queryInt, zInt, zId } from '../schemas/common';
import { wireColumns, type CrudEntity } from './defineCrud';

/** Kept out of the changes: the database sets them on every write. */
const UNTRACKED = new Set(['created_at', 'updated_at']);

type Action = RecordHistoryEntry['action'];

/** Wire rows are JSON: dates as ISO text, as the API answers them. */
const asJson = (row: Record<string, unknown>) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;

/** The fields whose values differ between two wire rows of a record (compared, and kept, as JSON). */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const [was, is] = [asJson(before), asJson(after)];
  const changes: FieldChanges = {};
  for (const field of Object.keys(after)) {
    if (UNTRACKED.has(field)) continue;
    const [from, to] = [was[field] ?? null, is[field] ?? null];
    if (!isDeepStrictEqual(from, to)) changes[field] = { from, to };
  }
  return changes;
}

/** Writes one history entry inside the change's transaction; an update that changed nothing writes none. */
export async function recordChange(
  tx: Tx,
  entity: CrudEntity,
  action: Action,
  user: User | undefined,
  rows: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): Promise<void> {
  const row = rows.after ?? rows.before;
  if (!row) return;
  let changes: FieldChanges | null = null;
  if (action === 'update') {
    changes = fieldChanges(rows.before ?? {}, rows.after ?? {});
    if (!Object.keys(changes).length) return;
  }
  await tx.insert(recordHistory).values({
    entity: entity.name,
    recordId: Number(row.id),
    action,
    changes,
    snapshot: action === 'update' ? null : asJson(row),
    userId: user?.id ?? null,
    userName: user ? displayName(user) : null,
  });
}

/** Wire values (JSON) to what the table's columns take: timestamps and dates as Date objects. */
export function fromJson(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const columns = wireColumns(table);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const column = columns.get(name)?.column;
    if (!column) continue;
    out[name] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

const entryJson = (entry: RecordHistoryEntry) => ({
  id: entry.id,
  record_id: entry.recordId,
  action: entry.action,
  at: entry.at.toISOString(),
  user_id: entry.userId,
  user_name: entry.userName,
  changes: Object.entries(entry.changes ?? {}).map(([field, change]) => ({ field, from: change.from, to: change.to })),
  snapshot: entry.snapshot ?? null,
});

const entrySchema = z
  .object({
    id: z.int(),
    record_id: z.int(),
    action: z.enum(['create', 'update', 'delete', 'restore']),
    at: z.string(),
    user_id: z.string().nullable(),
    user_name: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
    snapshot: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'HistoryEntry' });

export interface HistoryRouteOptions {
  entity: CrudEntity;
  tags: string[];
  /** The entity's one row write (rules and hooks; writes its own history entry). */
  write(
    tx: Tx,
    values: Record<string, unknown>,
    user: User,
    id?: number,
    action?: 'restore',
  ): Promise<Record<string, unknown>>;
  /** Adds derived fields to written records. */
  decorate(records: Record<string, unknown>[]): Promise<Record<string, unknown>[]>;
  /** Turns unique and foreign-key violations into 422s. */
  writeViolation(error: unknown, values: Record<string, unknown>): Error | undefined;
  record: z.ZodType;
}

/** The history routes of one entity (mounted by crudRoutes). */
export function historyRoutes(options: HistoryRouteOptions): FastifyPluginAsyncZod {
  const { entity, tags, write, decorate, writeViolation, record } = options;
  return async (app) => {
    const { db } = app;
    const table = entity.table as PgTable;
    const idColumn = wireColumns(table).get('id')!.column;
    const page = z
      .object({
        skip: queryInt(zInt().min(0).max(2_147_483_647)).default(0),
        limit: queryInt(zInt().min(1).max(200)).default(50),
      })
      .strict();
    const list = listResponse(entrySchema);
    const recordParams = z.object({ id: queryInt(zId()) });
    const entryParams = z.object({
      id: queryInt(zId()),
      entry: queryInt(zId()),
    });
    const entryOnly = z.object({ entry: queryInt(zId()) });

    const pageOf = async (where: ReturnType<typeof and>, skip: number, limit: number) => {
      const [rows, [counted]] = await Promise.all([
        db.select().from(recordHistory).where(where).orderBy(desc(recordHistory.id)).limit(limit).offset(skip),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(recordHistory)
          .where(where),
      ]);
      return { items: rows.map(entryJson), total: counted?.n ?? 0 };
    };
    const writeInTx = async (values: Record<string, unknown>, run: (tx: Tx) => Promise<Record<string, unknown>>) => {
      try {
        return (await decorate([await db.transaction(async (tx) => run(tx as unknown as Tx))]))[0]!;
      } catch (error) {
        throw writeViolation(error, values) ?? error;
      }
    };

    app.get(`${entity.base}/:id/changes`, {
      schema: {
        tags,
        summary: `History of one ${entity.name}: who changed what and when, newest first`,
        security: authSecurity,
        params: recordParams,
        querystring: page,
        response: { 200: list, ...errorResponses(401, 403, 422) },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const { skip, limit } = request.query as { skip: number; limit: number };
        return pageOf(and(eq(recordHistory.entity, entity.name), eq(recordHistory.recordId, id)), skip, limit);
      },
    });

    app.post(`${entity.base}/:id/changes/:entry/revert`, {
      schema: {
        tags,
        summary: `Put back the values one change of a ${entity.name} replaced (through the entity's rules; recorded as a change)`,
        security: authSecurity,
        params: entryParams,
        response: { 200: record, ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const { id, entry } = request.params as { id: number; entry: number };
        const [found] = await db
          .select()
          .from(recordHistory)
          .where(
            and(eq(recordHistory.id, entry), eq(recordHistory.entity, entity.name), eq(recordHistory.recordId, id)),
          );
        if (!found) throw notFound();
        if (found.action !== 'update' || !found.changes) throw httpError(409, 'NOT_REVERTIBLE');
        const values = fromJson(
          table,
          Object.fromEntries(Object.entries(found.changes).map(([field, change]) => [field, change.from])),
        );
        return writeInTx(values, (tx) => write(tx, values, currentUser(request), id));
      },
    });

    app.get(`${entity.base}/deleted`, {
      schema: {
        tags,
        summary: `Deleted ${entity.name} records that can be restored, newest first`,
        security: authSecurity,
        querystring: page,
        response: { 200: list, ...errorResponses(401, 403, 422) },
      },
      handler: async (request) => {
        const { skip, limit } = request.query as { skip: number; limit: number };
        // the newest deletion of each record that does not exist now
        const still = db
          .select({ one: sql`1` })
          .from(table)
          .where(eq(idColumn, recordHistory.recordId));
        const newest = db
          .select({ id: sql<number>`max(${recordHistory.id})` })
          .from(recordHistory)
          .where(and(eq(recordHistory.entity, entity.name), eq(recordHistory.action, 'delete')))
          .groupBy(recordHistory.recordId);
        return pageOf(and(inArray(recordHistory.id, newest), notExists(still)), skip, limit);
      },
    });

    app.post(`${entity.base}/deleted/:entry/restore`, {
      schema: {
        tags,
        summary: `Restore a deleted ${entity.name} with its id and values (through the entity's rules; its notes are not restored)`,
        security: authSecurity,
        params: entryOnly,
        response: { 201: record, ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        const { entry } = request.params as { entry: number };
        const [found] = await db
          .select()
          .from(recordHistory)
          .where(
            and(eq(recordHistory.id, entry), eq(recordHistory.entity, entity.name), eq(recordHistory.action, 'delete')),
          );
        if (!found?.snapshot) throw notFound();
        const values = fromJson(table, found.snapshot);
        const restored = await writeInTx(values, async (tx) => {
          const [exists] = await tx
            .select({ one: sql`1` })
            .from(table)
            .where(eq(idColumn, found.recordId));
          if (exists) throw httpError(409, 'ALREADY_RESTORED');
          return write(tx, values, currentUser(request), undefined, 'restore');
        });
        return reply.code(201).send(restored);
      },
    });
  };
}

/** Reads the rows about to be deleted (wire form) and records their deletion (inside the delete's transaction). */
export async function recordDeletions(
  tx: Tx,
  entity: CrudEntity,
  rows: Record<string, unknown>[],
  user: User | undefined,
): Promise<void> {
  for (const row of rows) await recordChange(tx, entity, 'delete', user, { before: row });
}
