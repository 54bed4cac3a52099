// Realtime lists: which lists changed, told to every open admin stream (GET /api/notifications/stream,
// event `records`) so that lists and record pages on screen refresh by themselves. The database says which factory
// entities changed (record_history's trigger, migration 0040, channel `records_changed`), which tables of the areas
// outside the factory did (`table_changed`, migrations 0043 and 0044: the table's name) and which people did
// (`person_docs`);
// this process gathers the names for a moment (an import commits many times a second) and sends the
// API paths of those entities, the paths the admin's resources know them by. A stream that begins to listen is first
// told what was sent in the last FEED_REPLAY_MS: a list read that long before it listened may lack those changes (the
// admin keeps such lists: src/screens/notifications/feedFreshness.ts). Until this process has heard the database for
// that long, it cannot say what changed: it names every path it covers.
import type { Db } from '../db/client';
import { changeFeedOf } from '../db/client';
import type { Subscription } from '../db/change-feed';
import { FEED_REPLAY_MS } from '../../../definitions/wire/notifications';

export const RECORDS_CHANNEL = 'records_changed';
const PEOPLE_CHANNEL = 'person_docs';
/** The people's API path (server/src/routes/person.ts). */
const PEOPLE_PATH = '/person';
const GATHER_MS = 300;
/** Every write to a factory table or to a table of LIVE_TABLES (migrations 0043, 0044), by the table's name. */
const TABLES_CHANNEL = 'table_changed';

/**
 * The tables outside the entity factory that announce their changes (migration 0044), and the API paths of the lists
 * that show them: an order changes the orders list; a form's submission changes the forms list (its count) and the
 * form's submissions.
 */
export const LIVE_TABLES: Readonly<Record<string, readonly string[]>> = {
  orders: ['/ecommerce/order'],
  pipeline_items: ['/pipeline/items'],
  support_inquiries: ['/support'],
  cms_pages: ['/cms/pages'],
  cms_comments: ['/cms/comments'],
  forms: ['/form'],
  form_submissions: ['/form', '/form/submissions'],
  newsletter_members: ['/newsletter/contacts', '/newsletter/lists'],
  users: ['/users'],
};

const tablePaths = (table: string): readonly string[] => (Object.hasOwn(LIVE_TABLES, table) ? LIVE_TABLES[table] : []);

export type RecordsListener = (paths: string[]) => void;

export class RecordChangeFeed {
  private listeners = new Set<RecordsListener>();
  private subscription: Subscription | undefined;
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** What was sent lately, oldest first: told again to a stream that begins to listen. */
  private recent: Array<{ at: number; paths: string[] }> = [];
  /** Since when every change reaches this process (LISTEN in place); not listening: undefined. */
  private hearingSince: number | undefined;

  /**
   * `paths`: each factory entity's name and the API path of its records (`author` → `/authors`). `delayMs`: sent that
   * much later (tests: a busy server's feed).
   */
  constructor(
    private readonly db: Db,
    private readonly paths: ReadonlyMap<string, string>,
    private readonly delayMs = 0,
  ) {
    this.subscribe(); // listening from the start: a stream's first news is then what changed lately, not everything
  }

  /**
   * Adds a listener, told at once the paths sent in the last FEED_REPLAY_MS (maybe none; every path, unless this
   * process heard the database all that time); returns the function that removes it.
   */
  listen(listener: RecordsListener): () => void {
    this.subscribe();
    this.listeners.add(listener);
    const heardAll = this.hearingSince !== undefined && this.hearingSince <= Date.now() - FEED_REPLAY_MS;
    listener(heardAll ? [...new Set(this.lately().flatMap((sent) => sent.paths))].sort() : this.covered());
    return () => this.listeners.delete(listener);
  }

  /** Every API path this feed may name (sent to each stream as it opens: lists elsewhere are never known fresh). */
  covered(): string[] {
    return [...new Set([...this.paths.values(), PEOPLE_PATH, ...Object.values(LIVE_TABLES).flat()])].sort();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.listeners.clear();
    this.recent = [];
  }

  /** What was sent within FEED_REPLAY_MS (older sendings are forgotten). */
  private lately() {
    const since = Date.now() - FEED_REPLAY_MS;
    while (this.recent.length && this.recent[0].at < since) this.recent.shift();
    return this.recent;
  }

  private subscribe(): void {
    if (this.subscription) return;
    this.subscription = changeFeedOf(this.db).subscribe({
      channels: [RECORDS_CHANNEL, PEOPLE_CHANNEL, TABLES_CHANNEL],
      message: (channel, payload) => {
        if (channel === PEOPLE_CHANNEL) this.pending.add(PEOPLE_PATH);
        // (a factory table's own change comes as its entity's name on RECORDS_CHANNEL; its table is not in LIVE_TABLES)
        else if (channel === TABLES_CHANNEL) for (const path of tablePaths(payload)) this.pending.add(path);
        else
          for (const name of payload.split(',')) {
            const path = this.paths.get(name);
            if (path) this.pending.add(path);
          }
        this.timer ??= setTimeout(() => this.flush(), GATHER_MS + this.delayMs);
      },
      start: async () => {
        this.hearingSince = Date.now();
      },
      stop: () => {
        this.hearingSince = undefined;
      },
    });
  }

  private flush(): void {
    this.timer = undefined;
    const paths = [...this.pending].sort();
    this.pending.clear();
    if (!paths.length) return;
    this.lately().push({ at: Date.now(), paths });
    for (const listener of this.listeners) listener(paths);
  }
}
