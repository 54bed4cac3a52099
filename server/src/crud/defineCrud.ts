// The CRUD factory: one declaration per entity (a drizzle table, zod create/update schemas, list options) becomes
// list (with ids=), create, read, update, delete, bulk delete/update and import with history and revert, with
// FastAPI error shapes, OpenAPI docs and the guard. The wire contract is in README "Add an entity".
import type { PgBoss } from 'pg-boss';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import type { User } from '../db/schema/index';

export type Guard = 'user' | 'superuser' | ((request: FastifyRequest, reply: FastifyReply) => Promise<void>);

/** A filter of the list: `eq` on the column of the same wire name, or a condition of its own. */
export interface FilterSpec {
  schema: z.ZodType;
  /** The column compared (default: the column whose SQL name is the filter's name). */
  column?: string;
  /** How: equal (default), or after / before the value (a range such as a calendar's visible weeks). */
  op?: 'eq' | 'gt' | 'lt';
  /** A condition of its own instead (`active_only=true` keeps the active ones, `false` keeps all): undefined filters nothing. */
  where?(value: unknown): SQL | undefined;
}

/**
 * An integer-array column holding ids of another table (a product's `category_ids`): every id must exist on write
 * (else a 422 `not_found` on the field), the list filters by one id (`?category_ids=3`), and a record still named
 * in one of these arrays cannot be deleted (409 `IN_USE`), like a foreign key. An import may give them by name.
 */
export interface RefSpec {
  table: PgTable;
  /** The column (wire name) an import matches names against (default `name`). */
  label?: string;
}

/** What a write hook knows besides the values: the record's id (on update) and who writes. */
export interface WriteContext {
  id?: number;
  user: User;
  /** The process's job queue, for work the write causes (sent in its transaction); none where no queue runs (tests). */
  queue: PgBoss | null;
}

export interface CrudHooks {
  /** Inside the write's transaction, before the row is written: may change the values or throw a 422. */
  beforeWrite?(
    tx: Tx,
    values: Record<string, unknown>,
    context: WriteContext,
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Inside the create's transaction (imports too), after the row is written (drizzle keys): records that come with it. */
  afterCreate?(tx: Tx, row: Record<string, unknown>): Promise<void>;
  /** Inside the update's transaction (bulk updates too), with the row as written and as it was (wire names): history, follow-ups. */
  afterUpdate?(
    tx: Tx,
    row: Record<string, unknown>,
    previous: Record<string, unknown>,
    context: WriteContext & { id: number },
  ): Promise<void>;
  /** Inside the delete's transaction, before the rows go. */
  beforeDelete?(tx: Tx, ids: number[]): Promise<void> | void;
}

/**
 * Fields computed when records are read (list, one, the answer of a write), not stored: a bundle's saving against
 * its products' current prices. `load` adds them to a page of records (wire form) with one query or a few.
 */
export interface DerivedFields {
  /** The added fields' response schemas, by wire name. */
  schema: Record<string, z.ZodType>;
  load(db: Db, records: Record<string, unknown>[]): Promise<void>;
}

export interface CrudEntity<T extends PgTable = PgTable> {
  /** The entity's name: OpenAPI tag, note type (`notes.type`), import history key. */
  name: string;
  table: T;
  /** Item path under /api (`/ecommerce/product_category`); items at `<base>/{id}`. */
  base: string;
  /** List path when not the base. */
  listPath?: string;
  /** Create path when not the base (`POST /advert/new`). */
  createPath?: string;
  /** How this list names its paging: `skip` and `limit`, or `offset` and `limit`. */
  paging?: 'skip' | 'offset';
  /** Page size when none is asked, and the largest allowed. */
  defaultLimit?: number;
  maxLimit?: number;
  /** Body of POST (wire names); PUT takes its partial unless `update` is given. */
  create: z.ZodObject;
  update?: z.ZodObject;
  /** Wire names the list may sort by (default: id, created_at and the create schema's scalar fields). */
  sortable?: string[];
  defaultSort?: string;
  defaultOrder?: 'asc' | 'desc';
  /** Text columns (wire names) the `q` search looks in, in the Hebrew normal form (db/text-search.ts). */
  search?: string[];
  /**
   * For a large table: the SQL name of a column the database keeps with the `search` columns in the normal form
   * (a stored generated column with a pg_trgm index, made by a migration and not declared in the drizzle table, so
   * never sent), which `q` then reads instead of folding each column of each row (products.search).
   */
  searchDocument?: string;
  /**
   * Columns (wire names) of unique codes, each with its own btree index (a SKU, an ISBN, a coupon code): a `q` that
   * looks like a code (one word with a digit) is first looked up in them by equality, and only when none holds it
   * does the word search run (db/text-search.ts; a code inside a trigram document scans much of its index).
   */
  codeFields?: string[];
  /** Another place each word of the `q` search may match (an author's name behind an id array), given the word and its normal forms; or-ed with `search`. */
  searchAlso?: (word: string, forms: string[]) => SQL | undefined;
  /** Extra filters beyond the foreign keys (which are filterable by default). */
  filters?: Record<string, FilterSpec>;
  /** Integer-array columns (wire names) that hold ids of other tables. */
  refs?: Record<string, RefSpec>;
  guard?: Guard;
  /** An app reader may GET one record (`<base>/:id`) for which this holds (others answer them 404); without it, 403. */
  readerGet?: (record: Record<string, unknown>) => boolean;
  /** Notes may be kept on its records (`notes.type` = `name`); they go with the record (server/src/crud/note-targets.ts). */
  notes?: boolean;
  hooks?: CrudHooks;
  /** A slug column (default `slug`) made from the column `from` by the one slug rule (schemas/slug.ts) when left empty. */
  slug?: { from: string; column?: string };
  /** The parent column (wire name) of a tree: a record may not sit under itself or its descendants (422 `tree_cycle`). */
  tree?: string;
  /** Read-only fields computed on every read (see DerivedFields). */
  derived?: DerivedFields;
  /** The entity's own routes beyond the generic ones (same guard, same tag): `POST <base>/generate`... */
  extend?: FastifyPluginAsyncZod;
  /** The admin route of its records (a definition's), for links to them. */
  adminRoute?: string;
  /** What built-in roles may do on it by default, given once (crud/default-grants.ts). */
  grants?: Partial<Record<string, readonly string[]>>;
  /** A sample record for the contract test (valid for `create`; `unique` makes it unique). */
  sample(unique: string): Record<string, unknown>;
  /** Records the sample refers to (a subscription's person and option), made once per test database and merged into it. */
  sampleRefs?(db: Db): Promise<Record<string, unknown>>;
}

/** Declares an entity; `server/src/entities/registry.ts` lists them and mounts their routes. */
export function defineCrud<T extends PgTable>(entity: CrudEntity<T>): CrudEntity<T> {
  return entity;
}

/** Each table's wire columns, made once (a list maps thousands of rows a second through them); never changed. */
const wireColumnsOf = new WeakMap<PgTable, ReadonlyMap<string, { key: string; column: PgColumn }>>();

/** The table's columns by wire name (their SQL names, snake_case) with their drizzle keys. */
export function wireColumns(table: PgTable): ReadonlyMap<string, { key: string; column: PgColumn }> {
  let columns = wireColumnsOf.get(table);
  if (!columns) {
    columns = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, { key, column: column as PgColumn }]),
    );
    wireColumnsOf.set(table, columns);
  }
  return columns;
}
