// The person list: one query per page, cheap at any depth and with an exact total.
//
// - Total: person_stats.total (kept by triggers) for the whole list; a filtered total (role, search, ids) is
//   counted once and cached for the person_stats.version it was counted at (every change to people bumps it).
// - Deep pages: an anchor set per sort (and role filter) holds the sort key of every ANCHOR_SPACING-th row,
//   built once per version. A page at skip S starts from the anchor before it with a keyset condition and skips
//   fewer than ANCHOR_SPACING index entries, instead of S. Descending pages use the same anchors from the end.
// - Every page query returns the version it saw; a cache entry of another version is dropped and the page is
//   asked again, so a page is never built from stale anchors or stale totals, with one or many server processes.
// - Whole pages are kept too (the admin asks the same pages again and again): a kept page is answered after one
//   look at the version (any change to people, their e-mails, phones or addresses moves it).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executePrepared } from '../db/prepared';
import type { SortOrder } from '../schemas/common';
import { peopleJsonFromCache, personDocCacheOf } from './doc-cache';
import { intArray, rowsOf, textArray } from '../db/raw-sql';
import { searchCondition } from './search';
import { perDatabase } from '../db/per-database';

export const ANCHOR_SPACING = 250;
const COUNT_CACHE_SIZE = 500;
const PAGE_CACHE_SIZE = 200;
/** Pages of the whole list that start before this row are kept whole (see listPeople). */
const KEPT_PAGES_ROWS = 1000;
/** Pages of at most this many people come with their docs (see fetchPage). */
const INLINE_DOCS = 20;

type KeyType = 'int' | 'text' | 'timestamptz';
interface SortSpec {
  column: string;
  type: KeyType;
  /** Only NOT NULL columns can be paged by keyset (row comparisons with NULL are unknown). */
  anchored: boolean;
}

export const personSorts = {
  id: { column: 'id', type: 'int', anchored: true },
  first_name: { column: 'first_name', type: 'text', anchored: true },
  last_name: { column: 'last_name', type: 'text', anchored: true },
  national_id: { column: 'national_id', type: 'text', anchored: false },
  created_at: { column: 'created_at', type: 'timestamptz', anchored: true },
  updated_at: { column: 'updated_at', type: 'timestamptz', anchored: true },
} as const satisfies Record<string, SortSpec>;
export type PersonSort = keyof typeof personSorts;

export interface PersonListQuery {
  skip: number;
  limit: number;
  sort: PersonSort;
  order: SortOrder;
  q?: string;
  role?: string;
  ids?: number[];
  /** Only people with an e-mail address (whom mail can reach: a newsletter list's members). */
  has_email?: boolean;
}

/** A page as the API answers it: `items` is the JSON text of the people (PersonOut[]), sent without re-encoding. */
export interface PersonPage {
  items: string;
  total: number;
}

/** The body of a list answer: `{"items": [...], "total": n}`. */
export function pageJson(page: PersonPage): string {
  return `{"items":${page.items},"total":${page.total}}`;
}

interface Anchor {
  key: string;
  id: number;
}
interface AnchorSet {
  version: string;
  total: number;
  keys: Anchor[];
}
interface CountEntry {
  version: string;
  total: number;
}
interface Caches {
  anchors: Map<string, AnchorSet>;
  counts: Map<string, CountEntry>;
  building: Map<string, Promise<AnchorSet>>;
  /** Whole pages by query, valid while person_stats.version stays what it was when they were read. */
  pages: Map<string, { version: string; page: PersonPage }>;
}

const cachesOf = perDatabase((): Caches => ({
  anchors: new Map(),
  counts: new Map(),
  building: new Map(),
  pages: new Map(),
}));

interface Filter {
  /** Condition over `people p0`, undefined for the whole list. */
  where: SQL | undefined;
  /** Cache key of the filter ('' for the whole list). */
  key: string;
  /** Anchors pay off only for filters that can match most of the table. */
  anchorable: boolean;
}

function filterOf(query: PersonListQuery): Filter {
  const parts: SQL[] = [];
  const keyParts: string[] = [];
  if (query.role) {
    parts.push(sql`p0.roles @> ${textArray([query.role])}`);
    keyParts.push(`role=${query.role}`);
  }
  const search = query.q ? searchCondition(query.q) : undefined;
  if (search) {
    parts.push(search);
    keyParts.push(`q=${query.q!.trim().toLowerCase()}`);
  }
  if (query.ids) {
    parts.push(sql`p0.id = any(${intArray(query.ids)})`);
    keyParts.push(`ids=${query.ids.join(',')}`);
  }
  if (query.has_email) {
    parts.push(sql`exists (select 1 from person_emails e where e.person_id = p0.id)`);
    keyParts.push('has_email');
  }
  return {
    where: parts.length ? sql.join(parts, sql` and `) : undefined,
    key: keyParts.join('&'),
    anchorable: !search && !query.ids && !query.has_email,
  };
}

const cast = (type: KeyType) => sql.raw(`::${type}`);

interface Plan {
  keyset?: Anchor;
  offset: number;
  /** Known to be past the end: no rows to fetch. */
  empty?: boolean;
}

/** Where a page starts: the anchor at or before it (in the page's direction) and the few rows to skip after it. */
export function planPage(anchors: AnchorSet, skip: number, order: SortOrder): Plan {
  const n = anchors.total;
  if (skip >= n) return { offset: 0, empty: true };
  if (order === 'asc') {
    const i = Math.floor(skip / ANCHOR_SPACING);
    return i === 0 ? { offset: skip } : { keyset: anchors.keys[i]!, offset: skip - i * ANCHOR_SPACING };
  }
  const ascPosition = n - 1 - skip;
  const j = Math.ceil(ascPosition / ANCHOR_SPACING);
  const anchor = anchors.keys[j];
  if (!anchor) return { offset: skip };
  return { keyset: anchor, offset: skip - (n - 1 - j * ANCHOR_SPACING) };
}

async function fetchPage(
  db: Db,
  sort: SortSpec,
  order: SortOrder,
  filter: Filter,
  plan: Plan,
  limit: number,
  count: boolean,
): Promise<{ version: string; total: number; filteredTotal: number | null; items: string }> {
  const col = sql.raw(`p0.${sort.column}`);
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const nullsLast = sort.anchored ? sql`` : sql` nulls last`;
  const conditions: SQL[] = [];
  if (filter.where) conditions.push(filter.where);
  if (plan.keyset) {
    const op = sql.raw(order === 'desc' ? '<=' : '>=');
    conditions.push(
      sort.column === 'id'
        ? sql`p0.id ${op} ${plan.keyset.id}::int`
        : sql`(${col}, p0.id) ${op} (${plan.keyset.key}${cast(sort.type)}, ${plan.keyset.id}::int)`,
    );
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const orderKey = sort.column === 'id' ? sql`p0.id ${dir}` : sql`${col} ${dir}${nullsLast}, p0.id ${dir}`;
  const fetchRows = !plan.empty && limit > 0;
  // A search is counted in the same scan that finds its page (a window count over the matches): one index scan
  // instead of two. Other filters keep a separate count: their page reads a few index entries in order, where a
  // window count would read every match first. A page past the last match carries no count: it is counted apart.
  const countInPage = count && fetchRows && !filter.anchorable && plan.offset === 0;
  const filtered = countInPage
    ? sql`p.n`
    : count
      ? sql`(select count(*)::int from people p0 ${filter.where ? sql`where ${filter.where}` : sql``})`
      : sql`null::int`;
  // The whole list is asked with the same few statements again and again (prepared: see executePrepared). Within
  // an anchor's span its page is a slice of a fixed number of rows, not an OFFSET: a plan that depends on no
  // parameter is planned once (PostgreSQL keeps a generic plan), where an OFFSET parameter had every execution
  // planned anew, which cost more than running it.
  const prepared = filter.key === '';
  const windowed = prepared && sort.anchored && plan.offset < ANCHOR_SPACING;
  const page = !fetchRows
    ? sql`select '{}'::int[] as ids, 0 as n`
    : windowed
      ? sql`select (array(select p0.id from people p0 ${where} order by ${orderKey} limit ${sql.raw(String(limit + ANCHOR_SPACING - 1))}))[${plan.offset + 1}::int : ${plan.offset + limit}::int] as ids, 0 as n offset 0`
      : sql`select coalesce(array_agg(s.id order by s.ord), '{}') as ids, coalesce(max(s.n), 0)::int as n
            from (select p0.id, row_number() over (order by ${orderKey}) as ord, ${countInPage ? sql`count(*) over ()` : sql`0`} as n
                  from people p0 ${where} order by ${orderKey} limit ${limit} offset ${plan.offset}) s offset 0`;
  // The docs come from this process's memory when it has seen every change up to the version this query sees
  // (people/doc-cache.ts); otherwise, and for a few people (most searches), the query writes them itself: a few
  // docs cost the database less than a second query for those not in memory.
  const applied = personDocCacheOf(db).appliedVersion;
  const statement = sql`
    select st.version::text as version, st.total::int as total, ${filtered} as filtered, p.ids::text as ids,
      case when st.version > ${applied}::bigint or cardinality(p.ids) <= ${INLINE_DOCS} then people_json(p.ids) end as people
    from person_stats st, lateral (${page}) p
    where st.id = 1`;
  const result = prepared ? await executePrepared(db, statement) : await db.execute(statement);
  const row = rowsOf<{ version: string; total: number; filtered: number | null; ids: string; people: string | null }>(
    result,
  )[0]!;
  const items = row.people ?? (await peopleJsonFromCache(db, parseIntArray(row.ids)));
  return {
    version: row.version,
    total: Number(row.total),
    filteredTotal: row.filtered === null ? null : Number(row.filtered),
    items,
  };
}

/** An int[] as PostgreSQL writes it: `{1,2,3}`. */
function parseIntArray(text: string): number[] {
  return text.length > 2 ? text.slice(1, -1).split(',').map(Number) : [];
}

async function buildAnchors(db: Db, sort: SortSpec, filter: Filter): Promise<AnchorSet> {
  const col = sql.raw(`p0.${sort.column}`);
  const where = filter.where ? sql`where ${filter.where}` : sql``;
  const result = await db.execute(sql`
    with st as (select version::text as version from person_stats where id = 1),
    ranked as (
      select ${col}::text as key, p0.id, (row_number() over (order by ${sort.column === 'id' ? sql`p0.id` : sql`${col}, p0.id`})) - 1 as rn, count(*) over () as n
      from people p0 ${where}
    )
    select st.version, r.key, r.id, r.n::int as n from st left join ranked r on r.rn % ${ANCHOR_SPACING} = 0 order by r.rn`);
  const rows = rowsOf<{ version: string; key: string | null; id: number | null; n: number | null }>(result);
  const keys = rows.filter((r) => r.id !== null).map((r) => ({ key: r.key!, id: Number(r.id) }));
  return { version: rows[0]!.version, total: keys.length ? Number(rows[0]!.n) : 0, keys };
}

function anchorsFor(db: Db, caches: Caches, cacheKey: string, sort: SortSpec, filter: Filter): Promise<AnchorSet> {
  const known = caches.anchors.get(cacheKey);
  if (known) return Promise.resolve(known);
  let pending = caches.building.get(cacheKey);
  if (!pending) {
    pending = buildAnchors(db, sort, filter)
      .then((set) => {
        caches.anchors.set(cacheKey, set);
        return set;
      })
      .finally(() => caches.building.delete(cacheKey));
    caches.building.set(cacheKey, pending);
  }
  return pending;
}

/** Least-recently-used maps: a key set again moves to the end; the oldest goes past the size. */
function remember<V>(map: Map<string, V>, key: string, value: V, size: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > size) map.delete(map.keys().next().value!);
}

async function currentVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ version: string }>(
    await executePrepared(db, sql`select version::text as version from person_stats where id = 1`),
  );
  return row!.version;
}

/** One page of people (with contacts) and the exact number of all matches; a page read before is reused while nothing changed. */
export async function listPeople(db: Db, query: PersonListQuery): Promise<PersonPage> {
  const caches = cachesOf(db);
  const filter = filterOf(query);
  // Whole pages are kept for what staff ask again and again: the list's first pages, searches and filters. A page
  // deep in the whole list is rarely asked twice; keeping each one (40 KB and more) only made garbage that outlived
  // the young generation, and its people come from the docs in memory anyway.
  const keep = filter.key !== '' || query.skip < KEPT_PAGES_ROWS;
  const pageKey = keep ? JSON.stringify([query.sort, query.order, query.skip, query.limit, filter.key]) : '';
  const cached = keep ? caches.pages.get(pageKey) : undefined;
  if (cached && cached.version === (await currentVersion(db))) {
    remember(caches.pages, pageKey, cached, PAGE_CACHE_SIZE);
    return cached.page;
  }
  const { version, page } = await readPage(db, caches, query, filter);
  if (keep) remember(caches.pages, pageKey, { version, page }, PAGE_CACHE_SIZE);
  return page;
}

async function readPage(
  db: Db,
  caches: Caches,
  query: PersonListQuery,
  filter: Filter,
): Promise<{ version: string; page: PersonPage }> {
  const sort: SortSpec = personSorts[query.sort];
  const anchorKey = `${query.sort}|${filter.key}`;
  const useAnchors = sort.anchored && filter.anchorable && query.skip >= ANCHOR_SPACING;

  for (let attempt = 0; ; attempt += 1) {
    const lastTry = attempt >= 2;
    const anchors = useAnchors && !lastTry ? await anchorsFor(db, caches, anchorKey, sort, filter) : undefined;
    const plan: Plan = anchors ? planPage(anchors, query.skip, query.order) : { offset: query.skip };
    const cachedCount = filter.key ? caches.counts.get(filter.key) : undefined;
    const knownTotal = anchors && filter.key ? { version: anchors.version, total: anchors.total } : cachedCount;
    const needCount = filter.key !== '' && (!knownTotal || lastTry);
    const page = await fetchPage(db, sort, query.order, filter, plan, query.limit, needCount);

    const stale =
      (anchors && anchors.version !== page.version) ||
      (!needCount && knownTotal && knownTotal.version !== page.version);
    if (stale && !lastTry) {
      caches.anchors.delete(anchorKey);
      if (filter.key) caches.counts.delete(filter.key);
      continue;
    }
    let total = page.total;
    if (filter.key) {
      total = needCount ? page.filteredTotal! : knownTotal!.total;
      remember(caches.counts, filter.key, { version: page.version, total }, COUNT_CACHE_SIZE);
    }
    return { version: page.version, page: { items: page.items, total } };
  }
}
