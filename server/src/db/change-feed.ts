// Notifications from the database to this process (LISTEN/NOTIFY), for caches that must never outlive a change.
//
// Triggers (migration 0007_change_notifications) call pg_notify when the rows behind a cache change; every server
// process listens, on PGlite in process and on a PostgreSQL server on one connection of its own, outside the
// pool. A cache answers from memory only while its subscription is live: LISTEN is in place on all its channels
// and its start step has run. When the connection drops, every subscription stops (the cache forgets
// everything: notifications may be missed from then on) and the feed reconnects, then starts them again.
//
// On PGlite a notification reaches its listener before the committing statement returns. On a server it arrives
// when the commit is done, usually well within a millisecond.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** Runs a query on the feed's own connection (a cache's start step reads what notifications will keep current). */
export type FeedQuery = <T extends Record<string, unknown>>(text: string) => Promise<T[]>;

export interface FeedListener {
  channels: readonly string[];
  message(channel: string, payload: string): void;
  /** After LISTEN is in place on every channel, before the subscription turns live. */
  start?(query: FeedQuery): Promise<void>;
  /** Listening stopped: nothing cached before can be trusted any more. */
  stop(): void;
}

export interface Subscription {
  /** True while every notification on the listener's channels reaches it. */
  readonly live: boolean;
}

export interface ChangeFeed {
  subscribe(listener: FeedListener): Subscription;
  /**
   * Resolves once every change committed before the call has reached this process's listeners (notifications
   * arrive in commit order, so the feed's own notification coming back proves it). A writer calls it after its
   * commit when the next request, in this process, must see the change (a logout, a deactivation).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** How the feed's connection shows in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'admin change feed';
/** The feed's own channel for sync(). */
const SYNC_CHANNEL = 'change_feed_sync';
/** A sync whose notification has not come back by then: the connection is taken as lost (caches forget everything). */
const SYNC_TIMEOUT_MS = 5000;

/** Delay before reconnecting, doubled on each failure up to the maximum. */
const RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

class Entry implements Subscription {
  live = false;
  constructor(readonly listener: FeedListener) {}
}

/** Channels are our own identifiers; quoting keeps any name safe. */
const listenStatement = (channel: string) => `listen "${channel.replaceAll('"', '""')}"`;

/** Sends LISTEN for a channel once; every subscription of the channel waits for that same statement. */
function listenOnce(
  listening: Map<string, Promise<unknown>>,
  channel: string,
  listen: () => Promise<unknown>,
): Promise<unknown> {
  let pending = listening.get(channel);
  if (!pending) {
    pending = listen();
    listening.set(channel, pending);
  }
  return pending;
}

/** Common part: the subscriptions, dispatch, and turning them live or stopped. */
abstract class BaseFeed implements ChangeFeed {
  protected entries: Entry[] = [];
  protected closed = false;

  subscribe(listener: FeedListener): Subscription {
    const entry = new Entry(listener);
    this.entries.push(entry);
    this.added(entry);
    return entry;
  }

  abstract sync(): Promise<void>;

  protected dispatch(channel: string, payload: string): void {
    for (const entry of this.entries)
      if (entry.listener.channels.includes(channel)) entry.listener.message(channel, payload);
  }

  protected stopAll(): void {
    for (const entry of this.entries) {
      entry.live = false;
      entry.listener.stop();
    }
  }

  /** A new subscription: listen to its channels if the feed is up, else start the feed. */
  protected abstract added(entry: Entry): void;
  abstract close(): Promise<void>;
}

/** PostgreSQL server: one dedicated client, reconnected after any error. */
class PgFeed extends BaseFeed {
  private client: pg.Client | undefined;
  private connecting = false;
  private retryMs = RETRY_MS;
  private timer: NodeJS.Timeout | undefined;
  /** LISTEN statements sent on the current client, by channel. */
  private listening = new Map<string, Promise<unknown>>();
  /** sync() calls waiting for their notification, by payload. */
  private syncs = new Map<string, () => void>();
  /** The last statement sent on the client: one connection runs one statement at a time, so each waits its turn. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(private readonly config: pg.ClientConfig) {
    super();
  }

  protected dispatch(channel: string, payload: string): void {
    if (channel === SYNC_CHANNEL) this.syncs.get(payload)?.();
    else super.dispatch(channel, payload);
  }

  /** Sends a statement on `client` after the ones sent before it. */
  private send<T extends Record<string, unknown>>(client: pg.Client, text: string, values?: unknown[]) {
    const sent = this.turn.then(() => client.query<T>(text, values));
    this.turn = sent.catch(() => undefined);
    return sent;
  }

  async sync(): Promise<void> {
    const client = this.client;
    if (!client || !this.entries.some((entry) => entry.live)) return; // nothing answers from memory now
    const nonce = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.syncs.set(nonce, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await listenOnce(this.listening, SYNC_CHANNEL, () => this.send(client, listenStatement(SYNC_CHANNEL)));
      await this.send(client, 'select pg_notify($1, $2)', [SYNC_CHANNEL, nonce]);
      if (!(await arrived)) this.lost(client);
    } catch {
      this.lost(client);
    } finally {
      clearTimeout(timer);
      this.syncs.delete(nonce);
    }
  }

  protected added(entry: Entry): void {
    if (this.client) void this.begin(this.client, [entry]);
    else this.connect();
  }

  private connect(): void {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    const client = new pg.Client({ ...this.config, keepAlive: true, application_name: FEED_APPLICATION_NAME });
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.connect().then(
      () => {
        this.connecting = false;
        if (this.closed) {
          void client.end().catch(() => undefined);
          return;
        }
        this.client = client;
        this.listening.clear();
        this.turn = Promise.resolve();
        this.retryMs = RETRY_MS;
        void this.begin(client, this.entries);
      },
      () => {
        this.connecting = false;
        this.retry();
      },
    );
  }

  /** LISTEN on the entries' channels, run their start steps, then turn them live (unless the client was lost meanwhile). */
  private async begin(client: pg.Client, entries: Entry[]): Promise<void> {
    const query: FeedQuery = async <T extends Record<string, unknown>>(text: string) =>
      (await this.send<T>(client, text)).rows;
    try {
      for (const entry of entries) {
        await Promise.all(
          entry.listener.channels.map((channel) =>
            listenOnce(this.listening, channel, () => this.send(client, listenStatement(channel))),
          ),
        );
        await entry.listener.start?.(query);
        if (this.client === client) entry.live = true;
      }
    } catch {
      this.lost(client);
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.stopAll();
    void client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.connect();
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.stopAll();
    await client?.end().catch(() => undefined);
  }
}

/** PGlite: notifications come from the same in-process database; nothing to reconnect. */
class PgliteFeed extends BaseFeed {
  private listening = new Map<string, Promise<unknown>>();

  constructor(private readonly pglite: PGlite) {
    super();
  }

  protected added(entry: Entry): void {
    void this.begin(entry);
  }

  /** PGlite calls listeners before the committing statement returns: everything committed is already delivered. */
  async sync(): Promise<void> {}

  private async begin(entry: Entry): Promise<void> {
    const query: FeedQuery = async <T extends Record<string, unknown>>(text: string) =>
      (await this.pglite.query<T>(text)).rows;
    try {
      await Promise.all(
        entry.listener.channels.map((channel) =>
          listenOnce(this.listening, channel, () =>
            this.pglite.listen(channel, (payload) => this.dispatch(channel, payload)),
          ),
        ),
      );
      await entry.listener.start?.(query);
      if (!this.closed) entry.live = true;
    } catch {
      // Closed while starting (tests close databases early): the subscription simply never turns live.
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopAll();
  }
}

export function pgChangeFeed(config: pg.ClientConfig): ChangeFeed {
  return new PgFeed(config);
}

export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  return new PgliteFeed(pglite);
}

/** A feed that is never live (a database handle opened some other way): caches then always read the database. */
export const noChangeFeed: ChangeFeed = {
  subscribe: () => ({ live: false }),
  sync: async () => undefined,
  close: async () => undefined,
};
