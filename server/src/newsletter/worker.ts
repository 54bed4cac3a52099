// The sender: takes queued messages of campaigns that are sending, at NEWSLETTER_RATE messages per second (0: as fast
// as the mail server takes them), through the server's mailer (SMTP_URL or the outbox).
//
// Never twice: a row is claimed (status `sending`, committed) before its message goes out and marked `sent` after.
// A stop finishes the messages in flight, marks them, and puts the claimed rest back in the queue. A process that
// dies between the mail server's "accepted" and the mark leaves rows in `sending`; after LEASE they are marked failed
// ("interrupted"), never sent again, since nobody can know whether they arrived.
// A temporary failure (4xx, connection trouble) is retried later, up to MAX_ATTEMPTS; a permanent one (5xx) marks the
// message bounced and the address bounced on every list. Several processes may run workers on one database
// (FOR UPDATE SKIP LOCKED).
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { newsletterCampaigns, newsletterSends } from '../db/schema/index';
import type { Mailer } from '../mail';
import { rowsOf } from '../people/read';
import { finishCampaigns, startDueCampaigns } from './campaigns';
import { composeMessage, layoutOf, type Layout } from './compose';
import { markAddress } from './members';

export const MAX_ATTEMPTS = 5;
const LEASE_MINUTES = 10;
const IDLE_MS = 1000;
/** Rows left in flight are looked for this often (and on a worker's first round), not every idle second. */
const RECLAIM_EVERY_MS = 60_000;
/** Messages in flight at once when the rate is unlimited. */
const PARALLEL = 8;

interface Claimed {
  id: number;
  campaign_id: number;
  person_id: number | null;
  email: string;
  attempts: number;
  first_name: string | null;
  last_name: string | null;
}

export interface WorkerOptions {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** Messages per second; default config.newsletterRate. 0 is unlimited. */
  rate?: number;
  /** Retry delay after a temporary failure, in ms, times the attempt number (default one minute). */
  retryDelayMs?: number;
}

export interface NewsletterWorker {
  start(): void;
  /** Finishes what is in flight, puts the claimed rest back; resolves when the worker has stopped. */
  stop(): Promise<void>;
  /** Works until nothing is left to send now (tests, benchmarks). */
  drain(): Promise<void>;
}

type Outcome = { id: number; kind: 'sent' } | { id: number; kind: 'retry' | 'failed' | 'bounced'; error: string; personId: number | null; campaignId: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 5xx answers are permanent; 4xx and no answer at all (connection refused, timeout) are worth another try. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}

export function createNewsletterWorker(options: WorkerOptions): NewsletterWorker {
  const { db, mailer, config, log } = options;
  const rate = options.rate ?? config.newsletterRate;
  const retryDelayMs = options.retryDelayMs ?? 60_000;
  const batchSize = rate > 0 ? Math.max(1, Math.min(rate, 100)) : 200;
  const gapMs = rate > 0 ? 1000 / rate : 0;
  let stopping = false;
  let loop: Promise<void> | null = null;
  let reclaimedAt = 0;
  const layouts = new Map<number, Layout>();

  async function claim(): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      await db.execute(sql`
        with picked as (
          select s.id from newsletter_sends s join newsletter_campaigns c on c.id = s.campaign_id
          where s.status = 'queued' and s.next_attempt_at <= now() and c.status = 'sending'
          order by s.id limit ${batchSize} for update of s skip locked
        )
        update newsletter_sends s set status = 'sending', claimed_at = now(), attempts = s.attempts + 1
        from picked
        where s.id = picked.id
        returning s.id, s.campaign_id, s.person_id, s.email, s.attempts,
          (select first_name from people where id = s.person_id) as first_name,
          (select last_name from people where id = s.person_id) as last_name`),
    ).map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** Each campaign's layout, made again only when the campaign changed (read once per batch). */
  async function layoutsFor(campaignIds: number[]): Promise<Map<number, Layout>> {
    const found = new Map<number, Layout>();
    for (const campaign of await db.select().from(newsletterCampaigns).where(inArray(newsletterCampaigns.id, campaignIds))) {
      const known = layouts.get(campaign.id);
      const layout = known && known.campaign.updatedAt.getTime() === campaign.updatedAt.getTime() ? known : await layoutOf(db, campaign);
      layouts.set(campaign.id, layout);
      found.set(campaign.id, layout);
    }
    return found;
  }

  async function deliver(row: Claimed, layout: Layout): Promise<Outcome> {
    try {
      await mailer.send(composeMessage(config, layout, { email: row.email, firstName: row.first_name, lastName: row.last_name }, row.id));
      return { id: row.id, kind: 'sent' };
    } catch (error) {
      const text = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const kind = isPermanent(error) ? 'bounced' : row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
      return { id: row.id, kind, error: text, personId: row.person_id, campaignId: row.campaign_id };
    }
  }

  async function record(outcomes: Outcome[]): Promise<void> {
    const sent = outcomes.filter((o) => o.kind === 'sent').map((o) => o.id);
    if (sent.length) await db.update(newsletterSends).set({ status: 'sent', sentAt: sql`now()`, error: null }).where(inArray(newsletterSends.id, sent));
    for (const outcome of outcomes) {
      if (outcome.kind === 'sent') continue;
      await db.transaction(async (tx) => {
        if (outcome.kind === 'retry') {
          await tx
            .update(newsletterSends)
            .set({ status: 'queued', error: outcome.error, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs / 1000}::float8 * ${newsletterSends.attempts})` })
            .where(eq(newsletterSends.id, outcome.id));
        } else {
          await tx.update(newsletterSends).set({ status: outcome.kind, error: outcome.error }).where(eq(newsletterSends.id, outcome.id));
          if (outcome.kind === 'bounced' && outcome.personId) await markAddress(tx, outcome.personId, 'bounced', 'bounce', outcome.campaignId);
        }
      });
    }
  }

  /** Claimed rows not attempted (a stop, a campaign gone) go back to the queue as they were. */
  async function release(ids: number[]): Promise<void> {
    if (ids.length) await db.update(newsletterSends).set({ status: 'queued', claimedAt: null, attempts: sql`greatest(${newsletterSends.attempts} - 1, 0)` }).where(inArray(newsletterSends.id, ids));
  }

  async function reclaimInterrupted(): Promise<void> {
    await db
      .update(newsletterSends)
      .set({ status: 'failed', error: 'interrupted: the sending process stopped while this message was in flight; not sent again' })
      .where(sql`${newsletterSends.status} = 'sending' and ${newsletterSends.claimedAt} < now() - make_interval(mins => ${LEASE_MINUTES})`);
  }

  /** One round: start due campaigns, send one batch. Returns whether there was anything to send. */
  async function step(): Promise<boolean> {
    await startDueCampaigns(db);
    if (Date.now() - reclaimedAt >= RECLAIM_EVERY_MS) {
      await reclaimInterrupted();
      reclaimedAt = Date.now();
    }
    const rows = await claim();
    if (rows.length === 0) {
      await finishCampaigns(db);
      return false;
    }
    const batchLayouts = await layoutsFor([...new Set(rows.map((r) => r.campaign_id))]);
    const outcomes: Outcome[] = [];
    const untouched: number[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if (stopping) {
          untouched.push(row.id);
          continue;
        }
        const started = Date.now();
        const layout = batchLayouts.get(row.campaign_id);
        if (!layout) untouched.push(row.id);
        else outcomes.push(await deliver(row, layout));
        if (gapMs) await sleep(Math.max(0, gapMs - (Date.now() - started)));
      }
    };
    await Promise.all(Array.from({ length: rate > 0 ? 1 : PARALLEL }, lane));
    await record(outcomes);
    await release(untouched);
    await finishCampaigns(db);
    return true;
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let busy = false;
      try {
        busy = await step();
      } catch (error) {
        log.error({ err: error }, 'newsletter sending failed; trying again shortly');
      }
      if (!busy && !stopping) await sleep(IDLE_MS);
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      loop = run().finally(() => {
        loop = null;
      });
    },
    async stop() {
      stopping = true;
      await loop;
    },
    async drain() {
      stopping = false;
      while (await step()) {
        if (stopping) break;
      }
    },
  };
}
