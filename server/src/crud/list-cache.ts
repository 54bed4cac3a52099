// What the factory lists keep in memory, per table: exact totals per filter (a count reads every matching row, more
// than the page itself reads), deep pages' anchors, the planner's estimate,
// and pages' rows as the JSON text they are sent in (a word search of two common words walks thousands of rows for
// its 20; staff ask the same pages again and again, and every open list asks for its page again at once when its
// table changes: realtime lists).
// Exact, not estimated: each table's entry is dropped when the database says the table changed (trigger
// `table_changed`, migration 0043, at the commit of any write, from any process), all of them before this process
// answers any request that may have written (so the writer's next list shows its change even before the notification
// is back), and all of them while the change feed is not listening (db/coherent-cache.ts). A value read while a
// change went by is not kept. A table without the trigger is read every time. The same value asked for while it is
// being read waits for that read (unless a change came by meanwhile: then it reads again).
// Only what the table's own rows decide may be kept: a filter reading other tables is not (CrudEntity `filters.where`).
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeFeedOf, type Db } from '../db/client';
import { CoherentCache } from '../db/coherent-cache';
import { queryOf } from '../db/prepared';
import { perDatabase } from '../db/per-database';

export const TABLE_CHANGED = 'table_changed';
/** Filters, deep-page anchors and pages kept per table (the oldest go first). */
const MAX_ENTRIES = 4000;
/** Pages' text kept in all, in UTF-16 code units (about twice as many bytes: some 32 MB); the oldest pages go first. */
const MAX_PAGE_TEXT = 16_000_000;
/** A longer page (up to 1,000 rows of long descriptions) is not kept. */
const MAX_ONE_PAGE = 500_000;
/** The key of the planner's estimate (no filter's SQL starts with a control character). */
const ESTIMATE = '\u0001estimate';
/** The start of a position's key (see `position`). */
const POSITION = '\u0002';
/** The start of a page's key (see `page`). */
const PAGE = '\u0003';

/** A filter's key: its SQL and parameters; '' for none. */
function keyOf(where: SQL | undefined): string {
  if (!where) return '';
  const query = queryOf(where);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

/** A kept page: its rows, and its place in the order pages were kept (`ListCache.pages`). */
interface KeptPage {
  rows: readonly string[];
  place: number;
}
type Kept = number | KeptPage;

/** One table's kept values, and the places of its pages. */
interface TableEntry {
  values: Map<string, Kept>;
  places: Set<number>;
}

/** A kept page in the order pages were kept. */
interface PagePlace {
  entry: TableEntry;
  key: string;
  length: number;
}

const textLength = (rows: readonly string[]) => rows.reduce((sum, row) => sum + row.length, 0);

class ListCache {
  /** Table name → its kept values. */
  private readonly cache: CoherentCache<string, TableEntry>;
  /** The tables whose writes notify (read when the feed starts listening, so a trigger added later counts from the next start). */
  private watched = new Set<string>();
  /** Reads under way, by table and key: the same value asked for meanwhile waits for them. */
  private reading = new Map<string, Promise<number | readonly string[]>>();
  /** Every kept page, oldest first, by place; their text's length in all. */
  private pages = new Map<number, PagePlace>();
  private pageText = 0;
  private nextPlace = 0;

  constructor(db: Db) {
    this.cache = new CoherentCache(changeFeedOf(db), {
      channels: [TABLE_CHANGED],
      dropped: (_channel, table) => {
        this.reading = new Map(); // later askers read again, after the change
        const entry = this.cache.get(table);
        if (entry) for (const place of entry.places) this.forgetPlace(place);
        return [table];
      },
      maxEntries: 1000,
      start: async (query) => {
        const rows = await query<{ name: string }>(
          `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = '${TABLE_CHANGED}'`,
        );
        this.watched = new Set(rows.map((row) => row.name));
      },
      stop: () => {
        this.watched = new Set();
        this.forgetPages();
      },
    });
  }

  /** The total of `table`'s rows matching `where`: kept, or counted by `count` (and kept unless a change came by). */
  total(table: string, where: SQL | undefined, count: () => Promise<number>): Promise<number> {
    return this.kept(table, keyOf(where), count);
  }

  /** The total of `table`'s rows matching `where` if one is kept. */
  peek(table: string, where: SQL | undefined): number | undefined {
    const known = this.watched.has(table) ? this.cache.get(table)?.values.get(keyOf(where)) : undefined;
    return typeof known === 'number' ? known : undefined;
  }

  /**
   * A number about `table`'s rows under `where` (`what` tells which: a deep page's starting id), read by `read` and
   * kept like a total; undefined for a table whose changes are not told (nothing kept, nothing read).
   */
  position(
    table: string,
    where: SQL | undefined,
    what: string,
    read: () => Promise<number>,
  ): Promise<number> | undefined {
    return this.watched.has(table) ? this.kept(table, `${POSITION}${what}\u0000${keyOf(where)}`, read) : undefined;
  }

  /** The planner's estimate of `table`'s rows, read by `read`, kept like a total (it changes only after writes). */
  estimate(table: string, read: () => Promise<number>): Promise<number> {
    return this.kept(table, ESTIMATE, read);
  }

  /**
   * A page of `table`'s rows, each as its JSON text (`key` tells the page apart: its statement, values, size and
   * offset), read by `read` and kept like a total. The rows are shared: never change the array.
   */
  page(table: string, key: string, read: () => Promise<readonly string[]>): Promise<readonly string[]> {
    return this.kept(table, `${PAGE}${key}`, read);
  }

  private kept<T extends number | readonly string[]>(table: string, key: string, read: () => Promise<T>): Promise<T> {
    if (!this.watched.has(table)) return read();
    const known = this.cache.get(table)?.values.get(key);
    if (known !== undefined) return Promise.resolve((typeof known === 'number' ? known : known.rows) as T);
    const id = `${table}\u0000${key}`;
    const under = this.reading.get(id);
    if (under) return under as Promise<T>;
    const reading = this.readAndKeep(table, key, read);
    const readings = this.reading;
    readings.set(id, reading);
    const done = () => readings.get(id) === reading && readings.delete(id);
    reading.then(done, done);
    return reading;
  }

  private async readAndKeep<T extends number | readonly string[]>(
    table: string,
    key: string,
    read: () => Promise<T>,
  ): Promise<T> {
    const ticket = this.cache.ticket();
    const value = await read();
    const length = typeof value === 'number' ? 0 : textLength(value);
    if (length > MAX_ONE_PAGE) return value;
    const entry = this.cache.get(table) ?? { values: new Map<string, Kept>(), places: new Set<number>() };
    if (!this.cache.set(ticket, table, entry) || entry.values.has(key)) return value;
    if (typeof value === 'number') entry.values.set(key, value);
    else {
      const place = this.nextPlace++;
      entry.values.set(key, { rows: value, place });
      entry.places.add(place);
      this.pages.set(place, { entry, key, length });
      this.pageText += length;
      while (this.pageText > MAX_PAGE_TEXT) this.forgetPlace(this.pages.keys().next().value!);
    }
    if (entry.values.size > MAX_ENTRIES) {
      const [oldest, kept] = entry.values.entries().next().value!;
      if (typeof kept === 'number') entry.values.delete(oldest);
      else this.forgetPlace(kept.place);
    }
    return value;
  }

  /** Forgets the page kept at `place` (its table's entry may be gone already). */
  private forgetPlace(place: number): void {
    const page = this.pages.get(place);
    if (!page) return;
    this.pages.delete(place);
    this.pageText -= page.length;
    page.entry.places.delete(place);
    page.entry.values.delete(page.key);
  }

  private forgetPages(): void {
    this.reading = new Map();
    this.pages = new Map();
    this.pageText = 0;
  }

  /** Drops everything kept (this process wrote: its notifications may still be on their way). */
  forgetAll(): void {
    this.forgetPages();
    this.cache.clear();
  }
}

/** What the lists of this database handle's tables keep. */
export const listCacheOf = perDatabase((db) => new ListCache(db));

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every request but a read drops what the lists keep before it answers (its writes are committed by then). */
export function registerListCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) listCacheOf(app.db).forgetAll();
  });
}
