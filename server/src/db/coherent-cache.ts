// A bounded in-process cache that the database keeps honest: entries are dropped when a notification says their
// rows changed (db/change-feed.ts), and nothing is answered from memory while the feed is not listening.
//
// A value read from the database is kept only if no notification (and no loss of the feed) came between taking a
// ticket, before the read, and storing it: otherwise the read may predate a change whose notification has already
// gone by, and keeping it would serve that old value until the next change.
import type { ChangeFeed, FeedQuery } from './change-feed';
import { changeFeedOf, type Db } from './client';
import { perDatabase } from './per-database';

export interface CoherentCacheOptions<K> {
  /** Channels whose notifications concern this cache. */
  channels: readonly string[];
  /** The keys a notification drops: a list, 'all', or nothing (a notification the cache does not act on itself). */
  dropped(channel: string, payload: string): readonly K[] | 'all' | undefined;
  /** Most entries kept; the oldest go first (bounds well above the working set, so order matters little). */
  maxEntries: number;
  /** Also told of every notification (after the drop). */
  message?(channel: string, payload: string): void;
  /** Runs before the cache turns live (after LISTEN), e.g. to read a version the notifications then advance. */
  start?(query: FeedQuery): Promise<void>;
  /** The feed stopped: also forget anything kept beside the entries. */
  stop?(): void;
}

/** Taken before a read; `set` keeps the value only if it is still current. */
export type Ticket = number;

const NO_TICKET = -1;

export class CoherentCache<K, V> {
  private readonly entries = new Map<K, V>();
  /** Moves on every drop and every stop of the feed; a ticket is the generation when it was taken. */
  private generation = 0;
  private readonly subscription;

  constructor(
    feed: ChangeFeed,
    private readonly options: CoherentCacheOptions<K>,
  ) {
    this.subscription = feed.subscribe({
      channels: options.channels,
      message: (channel, payload) => {
        const keys = options.dropped(channel, payload);
        if (keys === 'all') this.clear();
        else if (keys) this.drop(keys);
        options.message?.(channel, payload);
      },
      start: options.start,
      stop: () => {
        this.clear();
        options.stop?.();
      },
    });
  }

  /** Answers from memory are allowed now. */
  get live(): boolean {
    return this.subscription.live;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.subscription.live) return undefined;
    // No reordering on a hit: moving a key to the end of a Map of 100,000 entries cost more than the rest of a read.
    return this.entries.get(key);
  }

  ticket(): Ticket {
    return this.subscription.live ? this.generation : NO_TICKET;
  }

  /** Keeps a value read after `ticket` was taken, unless something changed since; true when kept. */
  set(ticket: Ticket, key: K, value: V): boolean {
    if (ticket === NO_TICKET || ticket !== this.generation || !this.subscription.live) return false;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return true;
  }

  drop(keys: Iterable<K>): void {
    this.generation += 1;
    for (const key of keys) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** Parses a notification payload of comma-separated ids, or '*' for all (what the triggers of migration 0007 send). */
export function idsOrAll<K>(payload: string, parse: (text: string) => K): readonly K[] | 'all' {
  return payload === '*' ? 'all' : payload.split(',').map(parse);
}

/**
 * One cache per database of rows by their text id (10,000 at most), dropped by the ids a channel's notifications
 * name (or all on '*').
 */
export function rowCacheOf<V>(channel: string): (db: Db) => CoherentCache<string, V> {
  return perDatabase(
    (db) =>
      new CoherentCache<string, V>(changeFeedOf(db), {
        channels: [channel],
        dropped: (_channel, payload) => idsOrAll(payload, String),
        maxEntries: 10_000,
      }),
  );
}
