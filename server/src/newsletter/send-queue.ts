// The queue a campaign's sending runs on: one newsletter.send job per sending campaign (its singleton key), sent in
// the transaction that moves the campaign to sending, and by each slice for the next one.
import type { PgBoss } from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { sendInTransaction } from '../jobs/in-transaction';

export const SEND_QUEUE = 'newsletter.send';

export interface SendJobData {
  campaign_id: number;
}

/** The campaign a newsletter.send job is for; null for one with no campaign (the schedule's, "run now"). */
export function campaignOf(data: unknown): number | null {
  const id = (data as Partial<SendJobData> | null)?.campaign_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Queues the campaign's sending (inside `tx`, or on its own); nothing more when its job is already waiting. */
export async function queueSending(
  queue: PgBoss | null,
  tx: Db | Tx,
  campaignId: number,
  startAfter?: Date,
): Promise<void> {
  const data: SendJobData = { campaign_id: campaignId };
  await sendInTransaction(queue, tx, SEND_QUEUE, data, {
    singletonKey: `campaign-${campaignId}`,
    ...(startAfter ? { startAfter } : {}),
  });
}
