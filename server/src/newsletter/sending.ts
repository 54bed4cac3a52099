// One slice of a campaign's sending (the newsletter.send job runs it): queued messages are sent at NEWSLETTER_RATE
// messages per second (0: as fast as the mail server takes them) through the server's mailer (SMTP_URL or the
// outbox), for at most SLICE_MS, so that no job runs near the queue's expiry; the job then sends itself on.
//
// Once each: newsletter_sends is the ledger (one row per campaign and address). A row is claimed (status `sending`,
// committed) before its message goes out and marked `sent` after; the message's Message-ID comes from the row
// (compose.ts). The queue runs one job per campaign at a time, so a row a slice finds in `sending` was left by an
// attempt whose process died between the claim and the mark. The slice asks the mailer whether that Message-ID was
// delivered: yes, the row is marked sent; no, it goes back to the queue; unknown (SMTP: nobody can tell), it goes
// back too and the message goes again with the same Message-ID. So exactly once where delivery can be read (the
// outbox), and at least once under one Message-ID over SMTP (stores that keep one copy per Message-ID show it once).
// A stop (the job's signal) finishes the messages in flight and puts the claimed rest back in the queue.
// A temporary failure (4xx, connection trouble) is tried again after JOB_RETRY_DELAY_SECONDS times its attempt, up
// to MAX_ATTEMPTS; a permanent one (5xx) marks the message bounced and the address bounced on every list.
import { and, eq, inArray, min, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { newsletterCampaigns, newsletterSends } from '../db/schema/index';
import type { Mailer } from '../mail';
import { rowsOf } from '../db/raw-sql';
import { composeMessage, layoutOf, messageIdOf, type Layout } from './compose';
import { markAddress } from './members';

export const MAX_ATTEMPTS = 5;
/** A slice stops taking new messages after this long. */
const SLICE_MS = 20_000;
/** Messages in flight at once when the rate is unlimited. */
const PARALLEL = 8;
/** Rows claimed at once: few, since a process that dies leaves its claimed rows for the next slice to look into. */
const BATCH = 4 * PARALLEL;

interface Claimed {
  id: number;
  person_id: number | null;
  email: string;
  attempts: number;
  first_name: string | null;
  last_name: string | null;
}

export interface SliceContext {
  db: Db;
  mailer: Mailer;
  config: Config;
}

/** What is left after a slice: nothing (the campaign is sent, paused or cancelled), or more from `at`. */
export type SliceResult = { more: false } | { more: true; at: Date };

type Outcome =
  | { id: number; kind: 'sent' }
  | { id: number; kind: 'retry' | 'failed' | 'bounced'; error: string; personId: number | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 5xx answers are permanent; 4xx and no answer at all (connection refused, timeout) are worth another try. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}

async function claim(db: Db, campaignId: number, limit: number): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      with picked as (
        select s.id from newsletter_sends s join newsletter_campaigns c on c.id = s.campaign_id
        where s.campaign_id = ${campaignId} and s.status = 'queued' and s.next_attempt_at <= now() and c.status = 'sending'
        order by s.id limit ${limit} for update of s skip locked
      )
      update newsletter_sends s set status = 'sending', claimed_at = now(), attempts = s.attempts + 1
      from picked
      where s.id = picked.id
      returning s.id, s.person_id, s.email, s.attempts,
        (select first_name from people where id = s.person_id) as first_name,
        (select last_name from people where id = s.person_id) as last_name`),
  ).map((row) => ({ ...row, id: Number(row.id) }));
}

async function deliver(context: SliceContext, row: Claimed, layout: Layout): Promise<Outcome> {
  try {
    await context.mailer.send(
      composeMessage(
        context.config,
        layout,
        { email: row.email, firstName: row.first_name, lastName: row.last_name },
        row.id,
      ),
    );
    return { id: row.id, kind: 'sent' };
  } catch (error) {
    const text = error instanceof Error ? error.message.slice(0, 500) : String(error);
    const kind = isPermanent(error) ? 'bounced' : row.attempts >= MAX_ATTEMPTS ? 'failed' : 'retry';
    return { id: row.id, kind, error: text, personId: row.person_id };
  }
}

async function record(context: SliceContext, campaignId: number, outcomes: Outcome[]): Promise<void> {
  const { db } = context;
  const sent = outcomes.filter((o) => o.kind === 'sent').map((o) => o.id);
  if (sent.length)
    await db
      .update(newsletterSends)
      .set({ status: 'sent', sentAt: sql`now()`, error: null })
      .where(inArray(newsletterSends.id, sent));
  const pause = context.config.jobRetryDelaySeconds;
  for (const outcome of outcomes) {
    if (outcome.kind === 'sent') continue;
    await db.transaction(async (tx) => {
      if (outcome.kind === 'retry') {
        await tx
          .update(newsletterSends)
          .set({
            status: 'queued',
            error: outcome.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${pause}::float8 * ${newsletterSends.attempts})`,
          })
          .where(eq(newsletterSends.id, outcome.id));
      } else {
        await tx
          .update(newsletterSends)
          .set({ status: outcome.kind, error: outcome.error })
          .where(eq(newsletterSends.id, outcome.id));
        if (outcome.kind === 'bounced' && outcome.personId)
          await markAddress(tx, outcome.personId, 'bounced', 'bounce', campaignId);
      }
    });
  }
}

/**
 * Claimed rows not attempted (a stop, or not delivered before their process died) go back to the queue as they were;
 * cancelled instead when the campaign was cancelled meanwhile (the cancel only cancels what is queued).
 */
async function release(db: Db, campaignId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(newsletterSends)
    .set({ status: 'queued', claimedAt: null, attempts: sql`greatest(${newsletterSends.attempts} - 1, 0)` })
    .where(inArray(newsletterSends.id, ids));
  await db
    .update(newsletterSends)
    .set({ status: 'cancelled' })
    .where(
      and(
        inArray(newsletterSends.id, ids),
        eq(newsletterSends.status, 'queued'),
        sql`exists (select 1 from newsletter_campaigns c where c.id = ${campaignId} and c.status = 'cancelled')`,
      ),
    );
}

/** What a slice found left in flight by an attempt whose process died: delivered (now sent) and queued again. */
export interface Recovered {
  sent: number;
  requeued: number;
}

/** The campaign's rows left in flight by a dead attempt: sent when the mailer knows the message went, else queued again. */
export async function recoverInFlight(context: SliceContext, campaignId: number): Promise<Recovered> {
  const { db, mailer, config } = context;
  const left = await db
    .select({ id: newsletterSends.id })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.campaignId, campaignId), eq(newsletterSends.status, 'sending')));
  const delivered: number[] = [];
  const again: number[] = [];
  for (const { id } of left)
    ((await mailer.delivered(messageIdOf(config, campaignId, id))) === true ? delivered : again).push(id);
  if (delivered.length)
    await db
      .update(newsletterSends)
      .set({ status: 'sent', sentAt: sql`now()`, error: null })
      .where(and(inArray(newsletterSends.id, delivered), eq(newsletterSends.status, 'sending')));
  await release(db, campaignId, again);
  return { sent: delivered.length, requeued: again.length };
}

/** Sends one claimed batch, one lane at the given rate or PARALLEL lanes unlimited; a stop leaves the rest untouched. */
async function sendBatch(
  context: SliceContext,
  campaignId: number,
  rows: Claimed[],
  layout: Layout,
  signal: AbortSignal,
): Promise<void> {
  const rate = context.config.newsletterRate;
  const gapMs = rate > 0 ? 1000 / rate : 0;
  const outcomes: Outcome[] = [];
  const untouched: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      if (signal.aborted) {
        untouched.push(row.id);
        continue;
      }
      const started = Date.now();
      outcomes.push(await deliver(context, row, layout));
      if (gapMs) await sleep(Math.max(0, gapMs - (Date.now() - started)));
    }
  };
  await Promise.all(Array.from({ length: rate > 0 ? 1 : PARALLEL }, lane));
  await record(context, campaignId, outcomes);
  await release(context.db, campaignId, untouched);
}

/** Marks the campaign sent when nothing is left queued or in flight. */
async function finishIfDone(db: Db, campaignId: number): Promise<void> {
  await db
    .update(newsletterCampaigns)
    .set({ status: 'sent', finishedAt: sql`now()` })
    .where(
      and(
        eq(newsletterCampaigns.id, campaignId),
        eq(newsletterCampaigns.status, 'sending'),
        sql`not exists (select 1 from newsletter_sends s where s.campaign_id = ${newsletterCampaigns.id} and s.status in ('queued', 'sending'))`,
      ),
    );
}

/** When the campaign's next queued message may go, if it is still sending and has one. */
async function nextAttempt(db: Db, campaignId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(newsletterSends.nextAttemptAt) })
    .from(newsletterSends)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterSends.campaignId))
    .where(
      and(
        eq(newsletterSends.campaignId, campaignId),
        eq(newsletterSends.status, 'queued'),
        eq(newsletterCampaigns.status, 'sending'),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** One slice of the campaign's sending; `recovered` tells what a dead attempt had left in flight. */
export async function sendSlice(
  context: SliceContext,
  campaignId: number,
  signal: AbortSignal,
): Promise<SliceResult & { recovered: Recovered }> {
  const { db } = context;
  const recovered = await recoverInFlight(context, campaignId);
  const [campaign] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, campaignId));
  if (campaign?.status !== 'sending') return { more: false, recovered };
  const layout = await layoutOf(db, campaign);
  const batch = context.config.newsletterRate > 0 ? Math.max(1, Math.min(context.config.newsletterRate, BATCH)) : BATCH;
  for (const end = Date.now() + SLICE_MS; Date.now() < end && !signal.aborted;) {
    const rows = await claim(db, campaignId, batch);
    if (!rows.length) break;
    await sendBatch(context, campaignId, rows, layout, signal);
  }
  await finishIfDone(db, campaignId);
  const at = await nextAttempt(db, campaignId);
  return at ? { more: true, at, recovered } : { more: false, recovered };
}
