// POST <base>/bulk/refs: add ids to, remove ids from, or replace a reference array (a product's categories) on
// several records in one transaction; every record goes through the entity's write hook, so its rules hold.
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import type { Tx } from '../db/client';
import { authSecurity } from '../docs';
import { errorResponses, notFound } from '../errors';
import { zId } from '../schemas/common';
import { wireColumns, type CrudEntity } from './defineCrud';
import { toWire } from './records';
import { writeRow } from './write-row';

export const BULK_REF_MODES = ['add', 'remove', 'replace'] as const;
export type BulkRefMode = (typeof BULK_REF_MODES)[number];

/** The array after the change: added ids go at the end, once; removed ids go; replace takes the given ones. */
export function changeRefs(current: number[], mode: BulkRefMode, values: number[]): number[] {
  if (mode === 'replace') return [...new Set(values)];
  if (mode === 'remove') return current.filter((id) => !values.includes(id));
  return [...new Set([...current, ...values])];
}

interface Options {
  entity: CrudEntity;
  tags: string[];
  /** The factory's id check of the reference arrays (422 not_found on the field). */
  checkRefs(tx: Tx, values: Record<string, unknown>): Promise<void>;
  writeViolation(error: unknown, values: Record<string, unknown>): Error | undefined;
  /** Adds derived fields to the answer. */
  decorate(records: Record<string, unknown>[]): Promise<Record<string, unknown>[]>;
}

export function bulkRefsRoute({ entity, tags, checkRefs, writeViolation, decorate }: Options): FastifyPluginAsyncZod {
  return async (app) => {
    const names = Object.keys(entity.refs ?? {});
    if (!names.length) return;
    const { table } = entity;
    const columns = wireColumns(table);
    const idColumn = columns.get('id')!.column;
    app.post(`${entity.base}/bulk/refs`, {
      schema: {
        tags,
        summary: `Add, remove or replace linked ids (${names.join(', ')}) on several ${entity.name} in one transaction (all or none)`,
        security: authSecurity,
        body: z
          .object({
            ids: z.array(zId()).min(1).max(1000),
            field: z.enum(names as [string, ...string[]]),
            mode: z.enum(BULK_REF_MODES),
            values: z.array(zId()).max(200),
          })
          .strict(),
        response: {
          200: z.object({ changed: z.int(), items: z.array(z.record(z.string(), z.unknown())) }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
      handler: async (request) => {
        const { ids, field, mode, values } = request.body as {
          ids: number[];
          field: string;
          mode: BulkRefMode;
          values: number[];
        };
        const user = currentUser(request);
        const column = columns.get(field)!;
        try {
          const out = await app.db.transaction(async (tx) => {
            await checkRefs(tx as unknown as Tx, { [field]: values });
            const items: Record<string, unknown>[] = [];
            let changed = 0;
            for (const recordId of [...new Set(ids)]) {
              const [row] = await tx
                .select({ value: column.column })
                .from(table as PgTable)
                .where(eq(idColumn, recordId))
                .for('update');
              if (!row) throw notFound();
              const current = (row.value as number[] | null) ?? [];
              const next = changeRefs(current, mode, values);
              const same = next.length === current.length && next.every((v, i) => v === current[i]);
              if (same) {
                const [unchanged] = await tx
                  .select()
                  .from(table as PgTable)
                  .where(eq(idColumn, recordId));
                items.push(toWire(table, unchanged as Record<string, unknown>));
                continue;
              }
              // the one row write: the entity's rules and its hooks before and after, as for any change
              items.push(
                await writeRow(
                  tx as unknown as Tx,
                  entity,
                  { [field]: next },
                  { id: recordId, user, queue: app.queue },
                ),
              );
              changed += 1;
            }
            return { changed, items };
          });
          return { changed: out.changed, items: await decorate(out.items) };
        } catch (error) {
          throw writeViolation(error, { [field]: values }) ?? error;
        }
      },
    });
  };
}
