// The routes a CrudEntity declaration becomes (see defineCrud.ts and README "Add an entity").
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  lt,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSuperuser, requireUser } from '../auth/guards';
import { crudNeed, exceptionalNeed } from '../auth/permissions';
import type { Db, Tx } from '../db/client';
import { notes } from '../db/schema/index';
import { documentSearch, looksLikeCode, textSearch } from '../db/text-search';
import { authSecurity } from '../docs';
import { dbError, errorResponses, httpError, notFound, validationError } from '../errors';
import { toValidationItem } from '../pydantic';
import { queryInt, zInt } from '../schemas/common';
import type { User } from '../db/schema/index';
import { wireColumns, type CrudEntity } from './defineCrud';
import { registerNoteTarget } from './note-targets';
import { registerEntityFiles } from './file-holders';
import { bulkRefsRoute } from './bulk-refs';
import { exportRoute } from './export';
import { historyRoutes, recordDeletions } from './history';
import { importRoutes, type ImportRow } from './imports';
import { listCacheOf } from './list-cache';
import { listJson, rowWriter } from './json-rows';
import { type KeepPage, PageStatements } from './page-statements';
import { recordSchema, toWire } from './records';
import { listJsonSchema, recordJsonSchema, recordSerializerCompiler } from './record-serializer';
import { checkRefs, writeRow } from './write-row';

/** PostgreSQL's integer: ids and foreign keys beyond it are refused with a 422, never sent to the database. */
/**
 * The search of an entity with no text to search (a subscription, a payment): its number (`80`, `#80`), else nothing.
 * A search that matched everything would answer any words, gibberish too, with the first records of the list.
 */
function numberSearch(q: string | undefined, idColumn: PgColumn): SQL | undefined {
  const words = q?.trim();
  if (!words) return undefined;
  const number = /^#?\s*(\d{1,9})$/.exec(words);
  return number ? eq(idColumn, Number(number[1])) : sql`false`;
}

export const INT4_MAX = 2_147_483_647;
const idSchema = () => zInt().min(1).max(INT4_MAX);
const MAX_IDS = 1000;
/** Unfiltered lists of tables with at least this many rows (planner's estimate) answer an estimated total. */
export const ESTIMATE_FROM = 50_000;
/** Pages from this offset on skip the ids alone, then read the rows (a deferred join). */
export const DEFERRED_FROM = 1000;
/** Deep pages in the order of ids start from the id at the nearest multiple of this offset before them (kept). */
export const ANCHOR_EVERY = 200;

const toIds = (value: unknown): unknown => {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p));
};

/** `Key (slug)=(x) already exists.` → `slug`. */
const keyColumn = (detail = '') => /Key \(([^)]+)\)=/.exec(detail)?.[1]?.split(',')[0]?.trim();

/** Unique and foreign-key violations of a write as 422s on their field (rule codes `unique`, `not_found`). */
export function writeViolation(error: unknown, values: Record<string, unknown>): Error | undefined {
  const db = dbError(error);
  if (!db) return undefined;
  const column = keyColumn(db.detail);
  if (db.code === '23505')
    return validationError(
      ['body', column ?? 'id'],
      'Value error, already exists',
      column ? (values[column] ?? null) : null,
      'value_error',
      'unique',
    );
  if (db.code === '23503')
    return validationError(
      ['body', column ?? 'id'],
      'Value error, no record with this id',
      column ? (values[column] ?? null) : null,
      'value_error',
      'not_found',
    );
  return undefined;
}

/** The wire names of the table's foreign-key columns (each a list filter). */
export const foreignKeyColumns = (table: PgTable): string[] =>
  getTableConfig(table).foreignKeys.flatMap((fk) => fk.reference().columns.map((c) => c.name));

/**
 * The entities whose records point at `table` (a reference array or a foreign key): their names. A foreign key is
 * matched by its table's name: a definition's table points at a stand-in of the other table (db/schema/defined-table.ts).
 */
export const entitiesPointingAt = (table: PgTable, all: CrudEntity[]): string[] => {
  const name = getTableName(table);
  return all
    .filter((other) => other.table !== table)
    .filter(
      (other) =>
        Object.values(other.refs ?? {}).some((ref) => ref.table === table) ||
        getTableConfig(other.table).foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === name),
    )
    .map((other) => other.name);
};

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

/** Fastify plugin: every route of one entity (mounted under /api by routes/index.ts through the registry). */
export function crudRoutes(entity: CrudEntity, all: CrudEntity[] = [entity]): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app;
    const { table } = entity;
    const columns = wireColumns(table);
    const idColumn = columns.get('id')!.column;
    const tableName = getTableConfig(table).name;
    const tags = [entity.name];
    const guard =
      entity.guard === 'superuser' ? requireSuperuser : typeof entity.guard === 'function' ? entity.guard : requireUser;
    app.addHook('onRequest', guard);
    // Each route needs the action of its kind on this entity (auth/permissions.ts), its own routes (`extend`) too.
    const pointedAtBy = entitiesPointingAt(table, all);
    app.addHook('onRoute', (route) => {
      const path = route.url.replace(/^\/api/, '');
      const rest = path.startsWith(entity.base) ? path.slice(entity.base.length) : '';
      const method = [route.method].flat()[0] === 'HEAD' ? 'GET' : String([route.method].flat()[0]);
      route.config = {
        ...route.config,
        permission: exceptionalNeed(method, route.url) ?? crudNeed(entity.name, method, rest, pointedAtBy),
      };
    });
    if (entity.notes) registerNoteTarget(entity.name, table, entity.adminRoute);
    // the files its records hold are read by whoever may read one of its records
    registerEntityFiles(
      entity,
      exceptionalNeed('GET', `/api${entity.base}/:id`) ?? crudNeed(entity.name, 'GET', '/:id', pointedAtBy),
    );

    const record = entity.derived
      ? recordSchema(table, entity.name).extend(entity.derived.schema)
      : recordSchema(table, entity.name);
    /** Adds the entity's derived fields (if any) to records in wire form. */
    const decorate = async (records: Record<string, unknown>[]) => {
      if (entity.derived && records.length) await entity.derived.load(db, records);
      return records;
    };
    // The records' JSON written by a compiled serializer (record-serializer.ts); errors still by zod.
    const recordJson = recordJsonSchema(table, entity.derived?.schema);
    const listSerializer = recordSerializerCompiler({ 200: listJsonSchema(recordJson) });
    const oneSerializer = recordSerializerCompiler({ 200: recordJson });
    /** One page of rows: `where`, in the order of `sortColumn` then id, `size` rows after `skip`. */
    const pageQuery = (
      where: SQL | undefined,
      sortColumn: PgColumn,
      ascending: boolean,
      deferred: boolean,
      size: Placeholder,
      skip: Placeholder,
    ) => {
      const way = ascending ? asc : desc;
      const order = sortColumn === idColumn ? [way(idColumn)] : [way(sortColumn), way(idColumn)];
      if (!deferred)
        return db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset(skip);
      // A deep page skips ids only (an index-only scan when an index holds the order), then reads its rows.
      const keys = db
        .select({ id: idColumn })
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(skip);
      return db
        .select()
        .from(table as PgTable)
        .where(inArray(idColumn, keys))
        .orderBy(...order);
    };
    const codeColumns = (entity.codeFields ?? []).map((name) => columns.get(name)!.column);
    // A page's rows written straight to JSON (json-rows.ts), unless derived fields are added to its records.
    const rowText = entity.derived ? undefined : rowWriter(table);
    const pages = new PageStatements(db, rowText);
    /**
     * The rows of a page (page-statements.ts: built once for each text); `named` for a text of few (a filter set and an
     * order, its values as parameters), planned once per connection, as planning a page of a large table costs more
     * than reading it.
     */
    const runPage = (
      where: SQL | undefined,
      sort: string,
      ascending: boolean,
      deferred: boolean,
      size: number,
      skip: number,
      named: boolean,
      keep?: KeepPage,
    ): Promise<readonly unknown[]> =>
      pages.run(
        `${sort} ${ascending} ${deferred}`,
        where,
        (template) =>
          pageQuery(
            template,
            columns.get(sort)!.column,
            ascending,
            deferred,
            sql.placeholder('size'),
            sql.placeholder('skip'),
          ),
        named,
        size,
        skip,
        keep,
      );
    const updateSchema = entity.update ?? entity.create.partial();
    const createShape = entity.create.shape as Record<string, z.ZodType>;
    const sortable = entity.sortable ?? [
      'id',
      ...Object.keys(createShape).filter((k) => columns.has(k)),
      ...(columns.has('created_at') ? ['created_at'] : []),
    ];
    const sortEnum = [...new Set(sortable)] as [string, ...string[]];
    const pageParam = entity.paging ?? 'skip';
    const filterSpecs: Record<
      string,
      {
        schema: z.ZodType;
        column: string;
        contains?: boolean;
        op?: 'eq' | 'gt' | 'lt';
        where?: (value: unknown) => SQL | undefined;
      }
    > = {};
    for (const fk of foreignKeyColumns(table))
      filterSpecs[fk] = {
        schema: columns.get(fk)!.column.columnType === 'PgUUID' ? z.uuid() : queryInt(idSchema()),
        column: fk,
      };
    for (const name of Object.keys(entity.refs ?? {}))
      filterSpecs[name] = { schema: queryInt(idSchema()), column: name, contains: true };
    for (const [name, spec] of Object.entries(entity.filters ?? {}))
      filterSpecs[name] = { schema: spec.schema, column: spec.column ?? name, op: spec.op, where: spec.where };

    const query = z
      .object({
        [pageParam]: queryInt(zInt().min(0).max(INT4_MAX)).default(0),
        limit: queryInt(
          zInt()
            .min(1)
            .max(entity.maxLimit ?? 1000),
        ).optional(),
        sort: z.enum(sortEnum).default((entity.defaultSort ?? 'id') as string),
        order: z.enum(['asc', 'desc']).default(entity.defaultOrder ?? 'asc'),
        q: z.string().trim().max(200).optional(),
        ids: z
          .preprocess(toIds, z.array(idSchema()).min(1).max(MAX_IDS))
          .optional()
          .describe('Only these records (comma-separated or repeated)'),
        ...Object.fromEntries(Object.entries(filterSpecs).map(([name, spec]) => [name, spec.schema.optional()])),
      })
      .strict();
    /** The rows a list's query asks for: its id list, filters and word search (`where`), without its page. */
    const listWhere = (params: Record<string, unknown>) => {
      const conditions: Array<SQL | undefined> = [];
      const ids = params.ids as number[] | undefined;
      // an entity's own condition may read other tables, whose changes its table does not tell of
      let ownConditions = false;
      if (ids) conditions.push(inArray(idColumn, ids));
      for (const [name, spec] of Object.entries(filterSpecs)) {
        const value = params[name];
        if (value === undefined) continue;
        if (spec.where) {
          ownConditions = true;
          conditions.push(spec.where(value));
          continue;
        }
        const column = columns.get(spec.column)!.column;
        const compare = { gt, lt, eq }[spec.op ?? 'eq'];
        // `@>` (not `= any`), so a GIN index on the array answers it
        conditions.push(spec.contains ? sql`${column} @> array[${value}::int]` : compare(column, value));
      }
      const filtered = and(...conditions);
      const q = params.q as string | undefined;
      const search = entity.searchDocument
        ? documentSearch(q, sql`${table}.${sql.identifier(entity.searchDocument)}`, entity.searchAlso)
        : entity.search?.length
          ? textSearch(
              q,
              entity.search.map((name) => columns.get(name)!.column),
              entity.searchAlso,
            )
          : numberSearch(q, idColumn);
      const where = and(filtered, search);
      if (search && entity.searchAlso) ownConditions = true;
      return { ids, filtered, q, search, where, keepable: !ownConditions };
    };
    const idParams = z.object({ id: queryInt(idSchema()) });
    const one = { 200: record, ...errorResponses(401, 403, 404, 422) };

    const find = async (id: number) => {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(idColumn, id));
      if (!row) throw notFound();
      return (await decorate([toWire(table, row as Record<string, unknown>)]))[0]!;
    };

    /** One write in a transaction: the entity's rules and hooks, the row, unique and foreign-key rules as 422s. */
    const write = async (values: Record<string, unknown>, user: User, id?: number) => {
      try {
        const written = await db.transaction(async (tx) =>
          writeRow(tx as unknown as Tx, entity, values, { id, user, queue: app.queue }),
        );
        return (await decorate([written]))[0]!;
      } catch (error) {
        throw writeViolation(error, values) ?? error;
      }
    };

    /** Deletes in one transaction, with the notes kept on them; 404 (nothing deleted) when one is missing. */
    const remove = async (ids: number[], user: User) => {
      // Another record still pointing at one of these (23503, 23001 from the database) is a 409 IN_USE (errors.ts).
      await db.transaction(async (tx) => {
        await entity.hooks?.beforeDelete?.(tx as unknown as Tx, ids);
        await deleteRecords(tx as unknown as Tx, ids, user, new Set(ids).size);
      });
    };
    /** Deletes the rows (404 unless `expected` went), their notes, and records each deletion with its row. */
    const deleteRecords = async (tx: Tx, ids: number[], user: User | undefined, expected?: number) => {
      await checkNotReferenced(tx, table, ids, all);
      const gone = await tx
        .delete(table as PgTable)
        .where(inArray(idColumn, ids))
        .returning();
      if (expected !== undefined && gone.length !== expected) throw notFound();
      await tx.delete(notes).where(and(eq(notes.type, entity.name), inArray(notes.refId, ids)));
      await recordDeletions(
        tx,
        entity,
        gone.map((row) => toWire(table, row as Record<string, unknown>)),
        user,
      );
    };

    const nonEmpty = (body: Record<string, unknown>) => {
      const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (!Object.keys(values).length)
        throw validationError(['body'], 'Value error, nothing to change', body, 'value_error', 'empty_update');
      return values;
    };

    app.get(entity.listPath ?? entity.base, {
      serializerCompiler: listSerializer,
      schema: {
        tags,
        summary: `List ${entity.name} (${pageParam}/limit, sort/order, q, filters, ids)`,
        security: authSecurity,
        querystring: query,
        response: { 200: z.object({ items: z.array(record), total: z.int() }), ...errorResponses(401, 403, 422) },
      },
      handler: async (request, reply) => {
        const params = request.query as Record<string, unknown>;
        const { ids, filtered, q, search, where, keepable } = listWhere(params);
        // Without a word search or an id list (texts as many as the words and forms, or the ids), a page's text is one
        // of few (a filter set and an order): prepared.
        const fewTexts = search === undefined && ids === undefined;
        const sort = params.sort as string;
        const dir = params.order === 'desc' ? desc : asc;
        const limit = (params.limit as number | undefined) ?? (ids ? ids.length : (entity.defaultLimit ?? 100));
        const offset = params[pageParam] as number;
        // Totals, anchors and pages that the table's rows alone decide are kept until the table changes (list-cache.ts).
        const counts = listCacheOf(db);
        const keep: KeepPage | undefined = keepable ? (key, read) => counts.page(tableName, key, read) : undefined;
        const page = async (reversed: boolean, size: number, skip: number) => {
          const ascending = (dir === asc) !== reversed;
          const deferred = skip >= DEFERRED_FROM;
          // A deep page in the order of ids starts from a kept anchor (the id ANCHOR_EVERY rows at a time before it),
          // so it skips fewer than ANCHOR_EVERY ids; the anchors are kept like the totals, until the table changes.
          if (deferred && sort === 'id') {
            const block = skip - (skip % ANCHOR_EVERY);
            const readAnchor = async () => {
              const [row] = await db
                .select({ id: idColumn })
                .from(table as PgTable)
                .where(where)
                .orderBy((ascending ? asc : desc)(idColumn))
                .limit(1)
                .offset(block);
              return typeof row?.id === 'number' ? row.id : -1;
            };
            const anchor = keepable
              ? await counts.position(tableName, where, `${ascending} ${block}`, readAnchor)
              : undefined;
            if (anchor !== undefined && anchor >= 0) {
              const from = and(where, (ascending ? gte : lte)(idColumn, anchor));
              return runPage(from, sort, ascending, true, size, skip - block, fewTexts, keep);
            }
          }
          return runPage(where, sort, ascending, deferred, size, skip, fewTexts, keep);
        };
        const countRows = async () =>
          (
            await db
              .select({ total: count() })
              .from(table as PgTable)
              .where(where)
          )[0]?.total ?? 0;
        const exactCount = () => (keepable ? counts.total(tableName, where, countRows) : countRows());
        // An unfiltered list of a large table counts from the planner's statistics (kept by autovacuum; within a few
        // percent), as counting every row would cost more than the page itself; below ESTIMATE_FROM rows it counts.
        // A page past the middle counts exactly (once: the total is kept until the table changes) to be read from
        // the nearer end, and then every page answers that exact total while it is kept.
        const countAll = async (): Promise<{ total: number; exact: boolean }> => {
          if (where === undefined) {
            const known = counts.peek(tableName, where);
            if (known !== undefined) return { total: known, exact: true };
            const estimate = await counts.estimate(tableName, async () => {
              const [row] = await db
                .select({ n: sql<number>`reltuples::bigint` })
                .from(sql`pg_class`)
                .where(sql`oid = ${tableName}::regclass`);
              return Number(row?.n ?? -1);
            });
            if (estimate >= ESTIMATE_FROM && offset <= estimate / 2) return { total: estimate, exact: false };
          }
          return { total: await exactCount(), exact: true };
        };
        const answer = async (rows: readonly unknown[], total: number) => {
          // a text with its JSON type is sent as it is (Fastify serialises only objects)
          if (rowText) return reply.type('application/json').send(listJson(rows as string[], total) as never);
          return { items: await decorate(rows.map((row) => toWire(table, row as Record<string, unknown>))), total };
        };
        // The count costs as much as the page or more, so it is left out when the page tells it: a first page that
        // is not full holds every match (an exact search by SKU, a short filter).
        if (offset === 0) {
          // A code (one word with a digit) is first looked up by equality in the unique code columns, each on its own
          // index; when none holds it, the word search below answers (a code may also be part of a name).
          if (codeColumns.length && looksLikeCode(q)) {
            const found = await runPage(
              and(filtered, or(...codeColumns.map((column) => eq(column, q)))),
              sort,
              dir === asc,
              false,
              limit,
              0,
              ids === undefined,
              keep,
            );
            if (found.length && found.length < limit) return answer(found, found.length);
          }
          const rows = await page(false, limit, 0);
          return answer(rows, rows.length < limit ? rows.length : (await countAll()).total);
        }
        // Past the middle the page is read from the other end (PostgreSQL's ASC and DESC are exact mirrors, NULLs
        // included), so the deepest page skips half the rows, not all of them.
        const { total, exact } = await countAll();
        if (!exact) {
          const rows = await page(false, limit, offset);
          // past the estimate's end, or short of it: what the page shows is exact
          return answer(
            rows,
            rows.length && rows.length < limit ? offset + rows.length : Math.max(total, offset + rows.length),
          );
        }
        if (offset >= total) return answer([], total);
        const size = Math.min(limit, total - offset);
        if (offset > total / 2) return answer([...(await page(true, size, total - offset - size))].reverse(), total);
        return answer(await page(false, size, offset), total);
      },
    });

    app.post(entity.createPath ?? entity.base, {
      serializerCompiler: recordSerializerCompiler({ 201: recordJson }),
      schema: {
        tags,
        summary: `Create a ${entity.name}`,
        security: authSecurity,
        body: entity.create,
        response: { 201: record, ...errorResponses(401, 403, 422) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await write(request.body as Record<string, unknown>, currentUser(request))),
    });

    const { readerGet } = entity;
    app.get(`${entity.base}/:id`, {
      ...(readerGet ? { config: { appReader: true } } : {}),
      serializerCompiler: oneSerializer,
      schema: { tags, summary: `One ${entity.name}`, security: authSecurity, params: idParams, response: one },
      handler: async (request) => {
        const found = await find((request.params as { id: number }).id);
        if (readerGet && request.user?.isReader && !readerGet(found)) throw notFound();
        return found;
      },
    });

    app.put(`${entity.base}/:id`, {
      serializerCompiler: oneSerializer,
      schema: {
        tags,
        summary: `Change a ${entity.name} (fields left out stay as they are)`,
        security: authSecurity,
        params: idParams,
        body: updateSchema,
        response: one,
      },
      handler: async (request) =>
        write(
          nonEmpty((request.body ?? {}) as Record<string, unknown>),
          currentUser(request),
          (request.params as { id: number }).id,
        ),
    });

    app.delete(`${entity.base}/:id`, {
      schema: {
        tags,
        summary: `Delete a ${entity.name} and its notes`,
        security: authSecurity,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request, reply) => {
        await remove([(request.params as { id: number }).id], currentUser(request));
        return reply.code(204).send(null);
      },
    });

    const idsBody = z.array(idSchema()).min(1).max(MAX_IDS);
    app.post(`${entity.base}/bulk/delete`, {
      schema: {
        tags,
        summary: `Delete several ${entity.name} in one transaction (all or none)`,
        security: authSecurity,
        body: z.object({ ids: idsBody }).strict(),
        response: { 200: z.object({ ids: z.array(z.int()) }), ...errorResponses(401, 403, 404, 409, 422) },
      },
      handler: async (request) => {
        const ids = [...new Set((request.body as { ids: number[] }).ids)];
        await remove(ids, currentUser(request));
        return { ids };
      },
    });

    app.post(`${entity.base}/bulk/update`, {
      schema: {
        tags,
        summary: `Change several ${entity.name} the same way in one transaction (all or none)`,
        security: authSecurity,
        body: z.object({ ids: idsBody, data: updateSchema }).strict(),
        response: { 200: z.object({ items: z.array(record) }), ...errorResponses(401, 403, 404, 422) },
      },
      handler: async (request) => {
        const { ids, data } = request.body as { ids: number[]; data: Record<string, unknown> };
        const values = nonEmpty(data);
        const user = currentUser(request);
        try {
          const items = await db.transaction(async (tx) => {
            const out: Record<string, unknown>[] = [];
            for (const id of [...new Set(ids)])
              out.push(await writeRow(tx as unknown as Tx, entity, values, { id, user, queue: app.queue }));
            return out;
          });
          return { items: await decorate(items) };
        } catch (error) {
          throw writeViolation(error, values) ?? error;
        }
      },
    });

    await app.register(
      exportRoute({
        entity,
        tags,
        listQuery: query,
        pageParam,
        whereOf: listWhere,
        columnOf: (name) => columns.get(name)!.column,
        decorate,
        recordJson,
      }),
    );

    await app.register(
      bulkRefsRoute({
        entity,
        tags,
        checkRefs: (tx, values) => checkRefs(tx, entity, values),
        writeViolation,
        decorate,
      }),
    );

    await app.register(
      historyRoutes({
        entity,
        tags,
        record,
        decorate,
        writeViolation,
        write: (tx, values, user, id, action) => writeRow(tx, entity, values, { id, user, action, queue: app.queue }),
      }),
    );

    if (entity.extend) await app.register(entity.extend);

    // Import: each record checked with the create schema, the valid ones written in one transaction (a savepoint
    // each, so a row refused by the database is reported, not fatal), the report stored for history and revert.
    await app.register(
      importRoutes({
        entity,
        tags,
        insertRows: async (tx: Db, rows: ImportRow[], user: User) => {
          const created: number[] = [];
          const failed: Array<{ row: number; reasons: ReturnType<typeof toValidationItem>[] }> = [];
          for (const { index, values } of rows) {
            try {
              const id = await tx.transaction(
                async (sp) =>
                  (await writeRow(sp as unknown as Tx, entity, values, { user, queue: app.queue })).id as number,
              );
              created.push(id);
            } catch (error) {
              const violation =
                writeViolation(error, values) ?? (error instanceof Error && 'items' in error ? error : undefined);
              if (!violation) throw error;
              const items = (violation as unknown as { items: ReturnType<typeof toValidationItem>[] }).items;
              failed.push({ row: index, reasons: items.map((item) => ({ ...item, loc: item.loc.slice(1) })) });
            }
          }
          return { created, failed };
        },
        deleteRows: async (tx: Db, ids: number[], user?: User) => {
          if (ids.length) await deleteRecords(tx as unknown as Tx, ids, user);
        },
        userOf: (request) => currentUser(request),
      }),
    );
  };
}
