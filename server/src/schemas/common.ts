// Building blocks for route schemas: integers and booleans that parse from query strings the way FastAPI does,
// the list query (skip/limit/sort/order/q) and the list answer {items, total}.
import { z } from 'zod';
import { INT_EXPECTED } from '../pydantic';

function numberFromString(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const n = Number(value);
  return Number.isNaN(n) ? value : n;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n']);

function boolFromString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/**
 * An integer in PostgreSQL's `integer` range, the type of ids and amounts (422 int_parsing / int_from_float when it
 * is not an integer, less_than_equal / greater_than_equal past ±2^31, instead of a 500 from the database).
 */
export function zInt() {
  return z.int32({ error: (issue) => (issue.code === 'invalid_type' ? INT_EXPECTED : undefined) });
}

/** A row's id: a whole number from 1 to the largest `integer` column value. */
export const zId = () => zInt().min(1).max(2_147_483_647);

/** An integer in a query string or path (`?skip=10`, `/items/{id}`). */
export function queryInt<T extends z.ZodType<number>>(schema: T = zInt() as unknown as T) {
  return z.preprocess(numberFromString, schema);
}

/** A number in a query string. */
export function queryNumber<T extends z.ZodType<number>>(schema: T = z.number() as unknown as T) {
  return z.preprocess(numberFromString, schema);
}

/** A boolean in a query string: true/false, 1/0, yes/no, on/off (422 bool_parsing otherwise). */
export function queryBool() {
  return z.preprocess(boolFromString, z.boolean());
}

/** `{id}` path parameter of integer ids. */
export const intIdParams = z.object({ id: queryInt(zInt().min(1)) });
/** `{id}` path parameter of uuid ids. */
export const uuidIdParams = z.object({ id: z.uuid() });

export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

export interface ListQueryOptions<S extends string> {
  sortable: readonly [S, ...S[]];
  defaultSort: S;
  defaultOrder?: SortOrder;
  defaultLimit?: number;
  maxLimit?: number;
}

/**
 * The query every list route takes: skip, limit, sort (one of `sortable`), order and q (free-text search).
 * Extend it with `.extend({...})` for a route's own filters.
 */
export function listQuery<S extends string>(options: ListQueryOptions<S>) {
  const maxLimit = options.maxLimit ?? 1000;
  return z.object({
    skip: queryInt(zInt().min(0)).default(0),
    limit: queryInt(zInt().min(1).max(maxLimit)).default(options.defaultLimit ?? 100),
    sort: z.enum(options.sortable).default(options.defaultSort),
    order: sortOrder.default(options.defaultOrder ?? 'asc'),
    q: z.string().trim().max(200).optional(),
  });
}

/** The one list answer shape: `{"items": [...], "total": N}` (total counts every match, not only this page). */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.int() });
}

export const messageResponse = z.object({ message: z.string() });
