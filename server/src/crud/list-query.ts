// The query a factory list takes (its page, sort and order, a word search, filters, an id list) and the rows it asks
// for; the export reads the same query (export.ts).
import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { documentSearch, textSearch } from '../db/text-search';
import { queryInt, zInt } from '../schemas/common';
import { wireColumns, type CrudEntity } from './defineCrud';

/** PostgreSQL's integer: ids and foreign keys beyond it are refused with a 422, never sent to the database. */
export const INT4_MAX = 2_147_483_647;
export const idSchema = () => zInt().min(1).max(INT4_MAX);
/** The most ids a list's `ids` or a bulk action names. */
export const MAX_IDS = 1000;

const toIds = (value: unknown): unknown => {
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.map((p) => (/^-?\d+$/.test(p) ? Number(p) : p));
};

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

/** The wire names of the table's foreign-key columns (each a list filter). */
export const foreignKeyColumns = (table: PgTable): string[] =>
  getTableConfig(table).foreignKeys.flatMap((fk) => fk.reference().columns.map((c) => c.name));

/** One filter of a list: its parameter's schema, the column it compares, and how. */
interface FilterSpec {
  schema: z.ZodType;
  column: string;
  contains?: boolean;
  op?: 'eq' | 'gt' | 'lt';
  where?: (value: unknown) => SQL | undefined;
}

/** The list's filters: every foreign key, every reference array (contains the id), the entity's own filters. */
function filterSpecsOf(entity: CrudEntity): Record<string, FilterSpec> {
  const columns = wireColumns(entity.table);
  const specs: Record<string, FilterSpec> = {};
  for (const fk of foreignKeyColumns(entity.table))
    specs[fk] = {
      schema: columns.get(fk)!.column.columnType === 'PgUUID' ? z.uuid() : queryInt(idSchema()),
      column: fk,
    };
  for (const name of Object.keys(entity.refs ?? {}))
    specs[name] = { schema: queryInt(idSchema()), column: name, contains: true };
  for (const [name, spec] of Object.entries(entity.filters ?? {}))
    specs[name] = { schema: spec.schema, column: spec.column ?? name, op: spec.op, where: spec.where };
  return specs;
}

/** The columns a list sorts by: the entity's, else the id, the fields it creates and its creation time. */
function sortEnumOf(entity: CrudEntity): [string, ...string[]] {
  const columns = wireColumns(entity.table);
  const createShape = entity.create.shape as Record<string, z.ZodType>;
  const sortable = entity.sortable ?? [
    'id',
    ...Object.keys(createShape).filter((k) => columns.has(k)),
    ...(columns.has('created_at') ? ['created_at'] : []),
  ];
  return [...new Set(sortable)] as [string, ...string[]];
}

/** The rows a list's query asks for, without its page. */
export interface ListWhere {
  /** The id list asked for, if any. */
  ids: number[] | undefined;
  /** The id list and the filters. */
  filtered: SQL | undefined;
  /** The words searched for. */
  q: string | undefined;
  /** The word search's condition. */
  search: SQL | undefined;
  /** Every condition: `filtered` and `search`. */
  where: SQL | undefined;
  /** Whether the table's own rows alone decide the rows (what they decide may be kept until the table changes). */
  keepable: boolean;
}

export interface ListQuery {
  /** The query string's schema. */
  query: z.ZodObject;
  /** The page parameter's name (`skip` or `offset`). */
  pageParam: string;
  /** The rows a list's (parsed) query asks for: its id list, filters and word search. */
  whereOf(params: Record<string, unknown>): ListWhere;
}

/** The list query of `entity`. */
export function listQueryOf(entity: CrudEntity): ListQuery {
  const { table } = entity;
  const columns = wireColumns(table);
  const idColumn = columns.get('id')!.column;
  const pageParam = entity.paging ?? 'skip';
  const filterSpecs = filterSpecsOf(entity);
  const query = z
    .object({
      [pageParam]: queryInt(zInt().min(0).max(INT4_MAX)).default(0),
      limit: queryInt(
        zInt()
          .min(1)
          .max(entity.maxLimit ?? 1000),
      ).optional(),
      sort: z.enum(sortEnumOf(entity)).default((entity.defaultSort ?? 'id') as string),
      order: z.enum(['asc', 'desc']).default(entity.defaultOrder ?? 'asc'),
      q: z.string().trim().max(200).optional(),
      ids: z
        .preprocess(toIds, z.array(idSchema()).min(1).max(MAX_IDS))
        .optional()
        .describe('Only these records (comma-separated or repeated)'),
      ...Object.fromEntries(Object.entries(filterSpecs).map(([name, spec]) => [name, spec.schema.optional()])),
    })
    .strict();
  const whereOf = (params: Record<string, unknown>): ListWhere => {
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
  return { query, pageParam, whereOf };
}
