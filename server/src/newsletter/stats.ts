// A campaign's figures: the queue by status, unsubscribes, opens and clicks (all and by distinct recipient), clicks per
// link, and sends, opens and clicks per hour.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-sql';
import type { CampaignStats } from '../../../definitions/wire/newsletter';

export type { CampaignStats };

export async function campaignStats(db: Db, campaignId: number): Promise<CampaignStats> {
  const [queue] = rowsOf<Record<string, number>>(
    await db.execute(sql`select count(*)::int as recipients,
      count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'sending')::int as sending,
      count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'bounced')::int as bounced, count(*) filter (where status = 'cancelled')::int as cancelled
      from newsletter_sends where campaign_id = ${campaignId}`),
  );
  const [events] = rowsOf<Record<string, number>>(
    await db.execute(sql`select
      count(*) filter (where kind = 'open')::int as opens, count(distinct send_id) filter (where kind = 'open')::int as unique_opens,
      count(*) filter (where kind = 'click')::int as clicks, count(distinct send_id) filter (where kind = 'click')::int as unique_clicks,
      count(distinct send_id) filter (where kind = 'unsubscribe')::int as unsubscribed
      from newsletter_events where campaign_id = ${campaignId}`),
  );
  const links = rowsOf<{ url: string; clicks: number; unique_clicks: number }>(
    await db.execute(sql`select url, count(*)::int as clicks, count(distinct send_id)::int as unique_clicks
      from newsletter_events where campaign_id = ${campaignId} and kind = 'click' group by url order by clicks desc, url limit 100`),
  );
  const timeline = rowsOf<{ hour: string | Date; sent: number; opens: number; clicks: number }>(
    await db.execute(sql`with marks as (
        select date_trunc('hour', sent_at) as hour, 'sent' as kind from newsletter_sends where campaign_id = ${campaignId} and sent_at is not null
        union all select date_trunc('hour', created_at), kind from newsletter_events where campaign_id = ${campaignId} and kind in ('open', 'click'))
      select hour, count(*) filter (where kind = 'sent')::int as sent, count(*) filter (where kind = 'open')::int as opens, count(*) filter (where kind = 'click')::int as clicks
      from marks group by hour order by hour limit 1000`),
  );
  return {
    ...(queue as unknown as Pick<
      CampaignStats,
      'recipients' | 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'cancelled'
    >),
    ...(events as unknown as Pick<
      CampaignStats,
      'opens' | 'unique_opens' | 'clicks' | 'unique_clicks' | 'unsubscribed'
    >),
    links,
    timeline: timeline.map((t) => ({ ...t, hour: new Date(t.hour).toISOString() })),
  };
}
