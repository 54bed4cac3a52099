// Newsletter sending on the job queue. newsletter.send works one campaign (its id in the job's data, the campaign its
// singleton key, so one slice of a campaign runs at a time in all processes together) a slice at a time and sends
// itself the next slice; the queue tries it again when the process running it died (its heartbeat, jobs/run.ts).
// newsletter.start-due runs every minute: it starts the scheduled campaigns whose time has come, and queues the job of
// any campaign still sending without one (its job failed every try, or was lost with a restored database).
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { newsletterCampaigns } from '../db/schema/index';
import type { BackgroundJob } from '../jobs/background-job';
import { startDueCampaigns } from './campaigns';
import { campaignOf, queueSending, SEND_QUEUE } from './send-queue';
import { sendSlice } from './sending';

/** Queues the job of every campaign that is sending (a campaign whose job waits already keeps that one). */
async function queueAllSending(db: Db, queue: PgBoss): Promise<void> {
  const sending = await db
    .select({ id: newsletterCampaigns.id })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, 'sending'));
  for (const { id } of sending) await queueSending(queue, db, id);
}

export const newsletterSendJob: BackgroundJob = {
  name: SEND_QUEUE,
  everyMinutes: () => 0,
  async run({ db, mailer, config, log, queue }, data, run) {
    const campaignId = campaignOf(data);
    if (campaignId === null) return queueAllSending(db, queue);
    const slice = await sendSlice({ db, mailer, config }, campaignId, run?.signal ?? new AbortController().signal);
    const { sent, requeued } = slice.recovered;
    if (sent || requeued)
      log.warn(
        { campaign: campaignId, sent, requeued },
        'newsletter messages left in flight by a stopped process: those delivered marked sent, the rest queued again',
      );
    if (slice.more) await queueSending(queue, db, campaignId, slice.at);
  },
};

export const newsletterStartDueJob: BackgroundJob = {
  name: 'newsletter.start-due',
  everyMinutes: () => 1,
  async run({ db, log, queue }) {
    const started = await startDueCampaigns(db, queue);
    if (started.length) log.info({ campaigns: started }, 'scheduled newsletter campaigns started');
    await queueAllSending(db, queue);
  },
};
