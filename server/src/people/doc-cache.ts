// The person list's people, as their stored JSON docs (person_docs, migration 0006), kept in memory: a page
// then asks the database only for its ids, and the docs of people read before come from here.
// Kept as strings, not Buffers: a page's answer is then young garbage, where a 40 KB Buffer a request (memory
// outside the JS heap) made V8 run a full mark-compact about three times a second, the slowest 1% of requests
// paying for it.
//
// Never stale: a doc is dropped when its row is written or removed (notification person_docs, migration 0007).
// A page's query also returns the person_stats.version it saw; the docs in memory are used only when this process
// has seen the notifications of every transaction up to that version (person_version comes last in each), and
// otherwise the same query returns the docs itself. So a page shows every change committed before it was read,
// whichever process made it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeFeedOf } from '../db/client';
import { CoherentCache, idsOrAll } from '../db/coherent-cache';
import { executePrepared } from '../db/prepared';
import { intArray, rowsOf } from '../db/raw-sql';
import { perDatabase } from '../db/per-database';

/** About 40-80 MB for docs of the usual size (a few contacts each). */
const DOC_CACHE_SIZE = 100_000;

export class PersonDocCache {
  /** person_stats.version up to which every docs notification has been applied (-1: unknown). */
  private applied = -1;
  readonly docs: CoherentCache<number, string>;

  constructor(db: Db) {
    this.docs = new CoherentCache<number, string>(changeFeedOf(db), {
      channels: ['person_docs', 'person_version'],
      dropped: (channel, payload) => (channel === 'person_docs' ? idsOrAll(payload, Number) : undefined),
      message: (channel, payload) => {
        if (channel === 'person_version') this.applied = Math.max(this.applied, Number(payload));
      },
      // LISTEN is in place: any later change is notified, so the version read now is covered from here on.
      start: async (query) => {
        const [row] = await query<{ version: string }>(
          'select version::text as version from person_stats where id = 1',
        );
        this.applied = Number(row?.version ?? -1);
      },
      stop: () => {
        this.applied = -1;
      },
      maxEntries: DOC_CACHE_SIZE,
    });
  }

  /** Docs from memory are current for a page read at any version up to this one; -1 when none can be used. */
  get appliedVersion(): number {
    return this.docs.live ? this.applied : -1;
  }
}

export const personDocCacheOf = perDatabase((db) => new PersonDocCache(db));

/**
 * The JSON array of these people, in this order, from memory where known and otherwise from the database in one
 * query (whose stored docs are then kept; a doc built on the fly for a person whose doc the import dropped is not
 * kept). A person deleted since their id was read is left out.
 */
export async function peopleJsonFromCache(db: Db, ids: readonly number[]): Promise<string> {
  const { docs } = personDocCacheOf(db);
  const found: (string | undefined)[] = ids.map((id) => docs.get(id));
  const missing = ids.filter((_id, i) => found[i] === undefined);
  if (missing.length) {
    const ticket = docs.ticket();
    const result = await executePrepared(
      db,
      sql`select o.id, d.doc is not null as stored, coalesce(d.doc, person_doc(p)) as doc
          from unnest(${intArray(missing)}) as o(id)
          left join person_docs d on d.person_id = o.id
          left join people p on d.person_id is null and p.id = o.id
          where d.person_id is not null or p.id is not null`,
    );
    const read = new Map<number, string>();
    for (const row of rowsOf<{ id: number; stored: boolean; doc: string }>(result)) {
      read.set(row.id, row.doc);
      if (row.stored) docs.set(ticket, row.id, row.doc);
    }
    ids.forEach((id, i) => {
      if (found[i] === undefined) found[i] = read.get(id);
    });
  }
  return `[${found.filter((doc) => doc !== undefined).join(',')}]`;
}
