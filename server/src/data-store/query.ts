// The query of the generic data store in ra-data-simple-rest's terms: `sort=["field","ASC"]`, `range=[0,24]`
// (both ends included) and `filter={...}` as JSON, turned into SQL over one table's documents.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../db/list';
import { dataDocuments } from '../db/schema/index';
import { validationError } from '../errors';

/** Table names and document keys that may be named: a letter, then letters, digits, `_` or `-` (at most 63). */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;
/** The most documents one list answers (also the most ids a filter may name). */
export const MAX_PAGE = 1000;
const INT4_MAX = 2_147_483_647;

type Param = 'sort' | 'range' | 'filter';

function parseJson(param: Param, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw validationError(['query', param], 'Invalid JSON', text, 'json_invalid');
  }
}

/** A 422 on the parameter, with the code clients word it by (`sort_invalid`, `range_invalid`, `filter_invalid`). */
const refuse = (param: Param, msg: string, input: unknown): Error =>
  validationError(['query', param], `Value error, ${msg}`, input ?? null, 'value_error', `${param}_invalid`);

/** A document id as the provider sends it (number or digits), else undefined. */
export function documentId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= INT4_MAX ? n : undefined;
}

/** `sort=["title","DESC"]`: by the id or by one key of the documents; ties by id. */
export function orderOf(text: string | undefined): SQL[] {
  const sort = parseJson('sort', text) ?? ['id', 'ASC'];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !NAME_PATTERN.test(sort[0]) ||
    !['ASC', 'DESC', 'asc', 'desc'].includes(String(sort[1]))
  ) {
    throw refuse('sort', 'expected ["field", "ASC" or "DESC"]', sort);
  }
  const dir = String(sort[1]).toUpperCase() === 'DESC' ? desc : asc;
  return sort[0] === 'id'
    ? [dir(dataDocuments.id)]
    : [dir(sql`${dataDocuments.data} -> ${sort[0]}`), dir(dataDocuments.id)];
}

/** `range=[0,24]`: offset and limit; without one, the first MAX_PAGE documents. */
export function rangeOf(text: string | undefined): { offset: number; limit: number } {
  const range = parseJson('range', text);
  if (range === undefined) return { offset: 0, limit: MAX_PAGE };
  const ok =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isInteger(n) && n >= 0 && n <= INT4_MAX) &&
    range[1] >= range[0] &&
    range[1] - range[0] < MAX_PAGE;
  if (!ok)
    throw refuse('range', `expected [first, last] with 0 <= first <= last and at most ${MAX_PAGE} records`, range);
  return { offset: range[0], limit: range[1] - range[0] + 1 };
}

/** A value compared as the text PostgreSQL gives for it (`->>`), so `"7"` from an address matches the number 7. */
const asText = (value: unknown): string | null =>
  value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * `filter={...}`: `id` (one or a list), `q` (any value of the document contains the text, case-insensitive), and any
 * other key equal to the value or to one of a list's values (`null`: the key is missing or null).
 */
export function filterOf(text: string | undefined): SQL | undefined {
  const filter = parseJson('filter', text);
  if (filter === undefined) return undefined;
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter))
    throw refuse('filter', 'expected an object', filter);
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'id') {
      const list = Array.isArray(value) ? value : [value];
      const ids = list.map(documentId);
      if (ids.some((id) => id === undefined) || list.length > MAX_PAGE)
        throw refuse('filter', 'id must be a record id or a list of them', value);
      conditions.push(ids.length ? inArray(dataDocuments.id, ids as number[]) : sql`false`);
    } else if (key === 'q') {
      if (typeof value !== 'string') throw refuse('filter', 'q must be text', value);
      conditions.push(
        sql`exists (select 1 from jsonb_each_text(${dataDocuments.data}) as e where e.value ilike ${likePattern(value.trim())})`,
      );
    } else {
      if (!NAME_PATTERN.test(key)) throw refuse('filter', `unknown key ${JSON.stringify(key)}`, key);
      const field = sql`${dataDocuments.data} ->> ${key}`;
      if (value === null) conditions.push(sql`${field} is null`);
      else if (Array.isArray(value))
        conditions.push(
          value.length
            ? sql`${field} in (${sql.join(
                value.map((v) => sql`${asText(v)}`),
                sql`, `,
              )})`
            : sql`false`,
        );
      else conditions.push(eq(field, asText(value)));
    }
  }
  return and(...conditions);
}
