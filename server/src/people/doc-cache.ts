// The person list's people, as their stored JSON docs (person_docs, migration 0006), kept in memory as UTF-8: a page
// then asks the database only for its ids, and the docs of people read before come from here, ready to send.
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
import { intArray, rowsOf } from './read';

/** About 40-80 MB for docs of the usual size (a few contacts each). */
const DOC_CACHE_SIZE = 100_000;

export class PersonDocCache {
  /** person_stats.version up to which every docs notification has been applied (-1: unknown). */
  private applied = -1;
  readonly docs: CoherentCache<number, Buffer>;

  constructor(db: Db) {
    this.docs = new CoherentCache<number, Buffer>(changeFeedOf(db), {
      channels: ['person_docs', 'person_version'],
      dropped: (channel, payload) => (channel === 'person_docs' ? idsOrAll(payload, Number) : undefined),
      message: (channel, payload) => {
        if (channel === 'person_version') this.applied = Math.max(this.applied, Number(payload));
      },
      // LISTEN is in place: any later change is notified, so the version read now is covered from here on.
      start: async (query) => {
        const [row] = await query<{ version: string }>('select version::text as version from person_stats where id = 1');
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

const caches = new WeakMap<Db, PersonDocCache>();

export function personDocCacheOf(db: Db): PersonDocCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PersonDocCache(db);
    caches.set(db, cache);
  }
  return cache;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The JSON array (UTF-8) of these people, in this order, from memory where known and otherwise from the database in
 * one query (whose stored docs are then kept; a doc built on the fly for a person whose doc the import dropped is
 * not kept). A person deleted since their id was read is left out.
 */
export async function peopleJsonFromCache(db: Db, ids: readonly number[]): Promise<Buffer> {
  const { docs } = personDocCacheOf(db);
  const found: (Buffer | undefined)[] = ids.map((id) => docs.get(id));
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
    const read = new Map<number, Buffer>();
    for (const row of rowsOf<{ id: number; stored: boolean; doc: string }>(result)) {
      const doc = Buffer.from(row.doc);
      read.set(row.id, doc);
      if (row.stored) docs.set(ticket, row.id, doc);
    }
    ids.forEach((id, i) => {
      if (found[i] === undefined) found[i] = read.get(id);
    });
  }
  const parts: Buffer[] = [OPEN];
  for (const doc of found) {
    if (doc === undefined) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(doc);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
