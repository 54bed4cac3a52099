// The factory lists' exact totals kept in memory, per table and filter: a count reads every matching row (10 ms for
// one category of 100,000 products, more than the page itself), and the same filters are asked again and again.
// Exact, not estimated: each table's entry is dropped when the database says the table changed (trigger
// `table_changed`, migration 0043, at the commit of any write, from any process), all of them before this process
// answers any request that may have written (so the writer's next list shows its change even before the notification
// is back), and all of them while the change feed is not listening (db/coherent-cache.ts). A count read while a
// change went by is not kept. A table without the trigger is counted every time.
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeFeedOf, type Db } from '../db/client';
import { CoherentCache } from '../db/coherent-cache';
import { queryOf } from '../db/prepared';

export const TABLE_CHANGED = 'table_changed';
/** Filters and deep-page anchors kept per table (the oldest go first). */
const MAX_FILTERS = 4000;
/** The key of the planner's estimate (no filter's SQL starts with a control character). */
const ESTIMATE = '\u0001estimate';
/** The start of a position's key (see `position`). */
const POSITION = '\u0002';

/** A filter's key: its SQL and parameters; '' for none. */
function keyOf(where: SQL | undefined): string {
  if (!where) return '';
  const query = queryOf(where);
  return `${query.sql}\u0000${JSON.stringify(query.params)}`;
}

class ListCounts {
  /** Table name → (filter's SQL and parameters → total). */
  private readonly cache: CoherentCache<string, Map<string, number>>;
  /** The tables whose writes notify (read when the feed starts listening, so a trigger added later counts from the next start). */
  private watched = new Set<string>();

  constructor(db: Db) {
    this.cache = new CoherentCache(changeFeedOf(db), {
      channels: [TABLE_CHANGED],
      dropped: (_channel, table) => [table],
      maxEntries: 1000,
      start: async (query) => {
        const rows = await query<{ name: string }>(`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = '${TABLE_CHANGED}'`);
        this.watched = new Set(rows.map((row) => row.name));
      },
      stop: () => {
        this.watched = new Set();
      },
    });
  }

  /** The total of `table`'s rows matching `where`: kept, or counted by `count` (and kept unless a change came by). */
  total(table: string, where: SQL | undefined, count: () => Promise<number>): Promise<number> {
    return this.kept(table, keyOf(where), count);
  }

  /** The total of `table`'s rows matching `where` if one is kept. */
  peek(table: string, where: SQL | undefined): number | undefined {
    return this.watched.has(table) ? this.cache.get(table)?.get(keyOf(where)) : undefined;
  }

  /**
   * A number about `table`'s rows under `where` (`what` tells which: a deep page's starting id), read by `read` and
   * kept like a total; undefined for a table whose changes are not told (nothing kept, nothing read).
   */
  position(table: string, where: SQL | undefined, what: string, read: () => Promise<number>): Promise<number> | undefined {
    return this.watched.has(table) ? this.kept(table, `${POSITION}${what}\u0000${keyOf(where)}`, read) : undefined;
  }

  /** The planner's estimate of `table`'s rows, read by `read`, kept like a total (it changes only after writes). */
  estimate(table: string, read: () => Promise<number>): Promise<number> {
    return this.kept(table, ESTIMATE, read);
  }

  private async kept(table: string, key: string, read: () => Promise<number>): Promise<number> {
    if (!this.watched.has(table)) return read();
    const known = this.cache.get(table)?.get(key);
    if (known !== undefined) return known;
    const ticket = this.cache.ticket();
    const total = await read();
    const counts = this.cache.get(table) ?? new Map<string, number>();
    if (this.cache.set(ticket, table, counts)) {
      counts.set(key, total);
      if (counts.size > MAX_FILTERS) counts.delete(counts.keys().next().value!);
    }
    return total;
  }

  /** Drops every kept total (this process wrote: its notifications may still be on their way). */
  forgetAll(): void {
    this.cache.clear();
  }
}

const counts = new WeakMap<Db, ListCounts>();

/** The list totals of this database handle's tables. */
export function listCountsOf(db: Db): ListCounts {
  let found = counts.get(db);
  if (!found) {
    found = new ListCounts(db);
    counts.set(db, found);
  }
  return found;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every request but a read drops the kept totals before it answers (its writes are committed by then). */
export function registerListCounts(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) listCountsOf(app.db).forgetAll();
  });
}
