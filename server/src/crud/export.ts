// GET <base>/export: the records of a list as it is filtered, searched and sorted, for the admin to write as CSV or
// .xlsx. It needs the role's `export` on the entity (listing alone reads a page at a time), is recorded in
// the security log with who, the format and how many records, and streams NDJSON: a first line `{"total": n}`, then
// one record a line, so the admin shows progress while it reads. At most EXPORT_MAX records.
//
// The matching ids are read first, in the list's order (one query), then their rows in batches: a record written
// while the export runs never appears twice or pushes another out of it; one deleted meanwhile is left out.
import { Readable } from 'node:stream';
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards';
import { authSecurity } from '../docs';
import { errorResponses } from '../errors';
import { recordSecurityEvent } from '../security-log/record';
import type { CrudEntity } from './defineCrud';
import { compileJson } from './record-serializer';
import { toWire } from './records';

/** The most records one export holds (the admin says so when a list has more). */
export const EXPORT_MAX = 50_000;
/** Rows read (and written to the answer) at a time. */
const BATCH = 1000;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

interface Options {
  entity: CrudEntity;
  tags: string[];
  /** The list's query schema (its page parameters are left out here). */
  listQuery: z.ZodObject;
  /** The list's page parameter's name (`skip` or `offset`). */
  pageParam: string;
  /** The rows the list's query asks for (crud/routes.ts listWhere). */
  whereOf(params: Record<string, unknown>): { where: SQL | undefined };
  columnOf(name: string): PgColumn;
  /** Adds derived fields to records in wire form. */
  decorate(records: Record<string, unknown>[]): Promise<Record<string, unknown>[]>;
  /** The JSON schema of one record (record-serializer.ts). */
  recordJson: Record<string, unknown>;
}

export function exportRoute({
  entity,
  tags,
  listQuery,
  pageParam,
  whereOf,
  columnOf,
  decorate,
  recordJson,
}: Options): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app;
    const table = entity.table as PgTable;
    const idColumn = columnOf('id');
    const writeRecord = compileJson(recordJson);
    const query = listQuery
      .omit({ [pageParam]: true, limit: true } as never)
      .extend({
        format: z.enum(EXPORT_FORMATS).default('csv').describe('The file the admin writes (for the security log)'),
      })
      .strict();

    app.get(`${entity.base}/export`, {
      schema: {
        tags,
        summary: `Export ${entity.name}: every record the list's filters, search and order give (at most ${EXPORT_MAX}), as NDJSON`,
        description:
          'A first line `{"total": n}`, then one record a line. Needs the role\'s `export` on the entity; recorded in the security log.',
        security: authSecurity,
        querystring: query,
        produces: ['application/x-ndjson'],
        response: { 200: z.string().describe('NDJSON'), ...errorResponses(401, 403, 422) },
      },
      handler: async (request, reply) => {
        const params = request.query as Record<string, unknown>;
        const { where } = whereOf(params);
        const way = params.order === 'desc' ? desc : asc;
        const rows = await db
          .select({ id: idColumn })
          .from(table)
          .where(where)
          .orderBy(way(columnOf(params.sort as string)), way(idColumn))
          .limit(EXPORT_MAX);
        const ids = rows.map((row) => row.id as number);
        await recordSecurityEvent(db, request, {
          kind: 'export',
          user: currentUser(request),
          details: { resource: entity.name, format: params.format as string, count: ids.length },
        });

        async function* lines() {
          yield `${JSON.stringify({ total: ids.length })}\n`;
          for (let from = 0; from < ids.length; from += BATCH) {
            const batch = ids.slice(from, from + BATCH);
            const read = await db.select().from(table).where(inArray(idColumn, batch));
            const byId = new Map(read.map((row) => [(row as { id: unknown }).id, row]));
            const inOrder = batch.flatMap((id) =>
              byId.has(id) ? [toWire(table, byId.get(id) as Record<string, unknown>)] : [],
            );
            const records = await decorate(inOrder);
            if (records.length) yield `${records.map(writeRecord).join('\n')}\n`;
          }
        }
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()) as never);
      },
    });
  };
}
