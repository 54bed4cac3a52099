// A campaign's life: draft → scheduled → sending ⇄ paused → sent, or cancelled from any state before sent.
// "Send" fills the send ledger (newsletter_sends) and queues the campaign's newsletter.send job in the same
// transaction that moves the campaign to sending, and so does resume; a scheduled campaign's ledger is filled when its
// time comes (the newsletter.start-due job calls startDueCampaigns), so its segment is evaluated then.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { newsletterCampaigns, newsletterSends, type CampaignStatus, type NewsletterCampaign } from '../db/schema/index';
import { httpError, notFound, validationError } from '../errors';
import { countRecipients, enqueueRecipients } from './recipients';
import { queueSending } from './send-queue';

/** The campaign; 404 when there is none. */
export async function campaignOrNotFound(db: Db, id: number): Promise<NewsletterCampaign> {
  const [campaign] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  if (!campaign) throw notFound();
  return campaign;
}

/** 409 `CAMPAIGN_STATUS` when a campaign is not in a state that allows the action. */
export const wrongStatus = () => httpError(409, 'CAMPAIGN_STATUS');

export async function lockCampaign(tx: Tx, id: number): Promise<NewsletterCampaign> {
  const [campaign] = await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).for('update');
  if (!campaign) throw notFound();
  return campaign;
}

/** What a campaign must have before it can be sent or scheduled: 422 on the field that lacks it. */
export function checkSendable(campaign: NewsletterCampaign): void {
  if (!campaign.subject.trim()) throw validationError(['body', 'subject'], 'Field required', null, 'missing');
  if (!campaign.content.trim())
    throw validationError(
      ['body', 'content'],
      'Value error, the campaign has no content',
      null,
      'value_error',
      'no_content',
    );
  if (campaign.listIds.length === 0)
    throw validationError(['body', 'list_ids'], 'Value error, choose at least one list', [], 'value_error', 'no_lists');
}

async function begin(tx: Tx, queue: PgBoss | null, campaign: NewsletterCampaign): Promise<number> {
  await tx
    .update(newsletterCampaigns)
    .set({ status: 'sending', startedAt: sql`now()`, scheduledAt: campaign.scheduledAt })
    .where(eq(newsletterCampaigns.id, campaign.id));
  const queued = await enqueueRecipients(tx, campaign);
  await queueSending(queue, tx, campaign.id);
  return queued;
}

/** Send now (no `at`, or a past one is refused) or schedule for `at`. */
export async function sendCampaign(
  db: Db,
  queue: PgBoss | null,
  id: number,
  at: Date | undefined,
): Promise<NewsletterCampaign> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (campaign.status !== 'draft' && campaign.status !== 'scheduled') throw wrongStatus();
    checkSendable(campaign);
    if (at) {
      if (at.getTime() <= Date.now())
        throw validationError(
          ['body', 'scheduled_at'],
          'Value error, the time has passed',
          at.toISOString(),
          'value_error',
          'in_the_past',
        );
      await tx
        .update(newsletterCampaigns)
        .set({ status: 'scheduled', scheduledAt: at })
        .where(eq(newsletterCampaigns.id, id));
    } else {
      if ((await countRecipients(tx, campaign)).recipients === 0)
        throw validationError(
          ['body', 'list_ids'],
          'Value error, nobody on these lists can receive it',
          campaign.listIds,
          'value_error',
          'no_recipients',
        );
      await begin(tx, queue, campaign);
    }
    return (await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)))[0]!;
  });
}

const moves: Record<'pause' | 'resume' | 'cancel' | 'unschedule', { from: CampaignStatus[]; to: CampaignStatus }> = {
  pause: { from: ['sending'], to: 'paused' },
  resume: { from: ['paused'], to: 'sending' },
  cancel: { from: ['scheduled', 'sending', 'paused'], to: 'cancelled' },
  unschedule: { from: ['scheduled'], to: 'draft' },
};

/**
 * Pause (the next slice finds the campaign paused and sends nothing), resume (its job is queued again), cancel (what
 * is still queued is dropped) or unschedule (back to draft).
 */
export async function moveCampaign(
  db: Db,
  queue: PgBoss | null,
  id: number,
  action: keyof typeof moves,
): Promise<NewsletterCampaign> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    const move = moves[action];
    if (!move.from.includes(campaign.status)) throw wrongStatus();
    await tx
      .update(newsletterCampaigns)
      .set({
        status: move.to,
        ...(action === 'cancel' ? { finishedAt: sql`now()` } : {}),
        ...(action === 'unschedule' ? { scheduledAt: null } : {}),
      })
      .where(eq(newsletterCampaigns.id, id));
    if (action === 'resume') await queueSending(queue, tx, id);
    if (action === 'cancel')
      await tx
        .update(newsletterSends)
        .set({ status: 'cancelled' })
        .where(and(eq(newsletterSends.campaignId, id), eq(newsletterSends.status, 'queued')));
    return (await tx.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)))[0]!;
  });
}

/** Scheduled campaigns whose time has come start sending (each in its own transaction; safe with several processes). */
export async function startDueCampaigns(db: Db, queue: PgBoss | null): Promise<number[]> {
  const due = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(and(eq(newsletterCampaigns.status, 'scheduled'), lte(newsletterCampaigns.scheduledAt, new Date())));
  const started: number[] = [];
  for (const { id } of due) {
    const ok = await db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, id))
        .for('update', { skipLocked: true });
      if (!campaign || campaign.status !== 'scheduled') return false;
      await begin(tx, queue, campaign);
      return true;
    });
    if (ok) started.push(id);
  }
  return started;
}
