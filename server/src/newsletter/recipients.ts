// Who a campaign goes to: the people on its lists who are subscribed on at least one of them, whose address has not
// bounced or complained on any list, who have an e-mail address (their first), and who match its segment now. One
// row per person and, since an address belongs to one person, per address: duplicates across lists fall away.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { newsletterSegments, type NewsletterCampaign } from '../db/schema/index';
import { intArray, rowsOf } from '../db/raw-sql';
import { segmentCondition } from './segments';
import type { RecipientCount } from '../../../definitions/wire/newsletter';

export type { RecipientCount };

async function candidates(tx: Db | Tx, campaign: Pick<NewsletterCampaign, 'listIds' | 'segmentId'>) {
  let rules: unknown = [];
  if (campaign.segmentId) {
    const [segment] = await tx
      .select({ rules: newsletterSegments.rules })
      .from(newsletterSegments)
      .where(eq(newsletterSegments.id, campaign.segmentId));
    rules = segment?.rules ?? [];
  }
  const lists = intArray(campaign.listIds);
  // set-based (hash joins), so it stays linear however fresh the planner's statistics are
  return sql`
    with listed as (select person_id, status from newsletter_members where list_id = any(${lists})),
    on_lists as (select person_id, bool_or(status = 'subscribed') as subscribed from listed group by person_id),
    blocked as (select distinct b.person_id from newsletter_members b join on_lists l on l.person_id = b.person_id where b.status in ('bounced', 'complained')),
    addresses as (select distinct on (e.person_id) e.person_id, e.value from person_emails e join on_lists l on l.person_id = e.person_id order by e.person_id, e.id),
    cand as (
      select l.person_id, l.subscribed, b.person_id is not null as blocked, a.value as email, (${segmentCondition(rules)}) as in_segment
      from on_lists l join people p on p.id = l.person_id
      left join blocked b on b.person_id = l.person_id
      left join addresses a on a.person_id = l.person_id
    )`;
}

export async function countRecipients(
  db: Db | Tx,
  campaign: Pick<NewsletterCampaign, 'listIds' | 'segmentId'>,
): Promise<RecipientCount> {
  if (campaign.listIds.length === 0)
    return { listed: 0, duplicates: 0, not_subscribed: 0, bounced: 0, no_email: 0, not_in_segment: 0, recipients: 0 };
  const result = await db.execute(sql`${await candidates(db, campaign)}
    select (select count(*) from listed)::int as listed, count(*)::int as people,
      count(*) filter (where not subscribed)::int as not_subscribed,
      count(*) filter (where subscribed and blocked)::int as bounced,
      count(*) filter (where subscribed and not blocked and email is null)::int as no_email,
      count(*) filter (where subscribed and not blocked and email is not null and not in_segment)::int as not_in_segment,
      count(*) filter (where subscribed and not blocked and email is not null and in_segment)::int as recipients
    from cand`);
  const row = rowsOf<Record<string, number | string>>(result)[0]!;
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    listed: n('listed'),
    duplicates: n('listed') - n('people'),
    not_subscribed: n('not_subscribed'),
    bounced: n('bounced'),
    no_email: n('no_email'),
    not_in_segment: n('not_in_segment'),
    recipients: n('recipients'),
  };
}

/** Puts every recipient in the send queue (inside the caller's transaction); returns how many rows were added. */
export async function enqueueRecipients(
  tx: Tx,
  campaign: Pick<NewsletterCampaign, 'id' | 'listIds' | 'segmentId'>,
): Promise<number> {
  if (campaign.listIds.length === 0) return 0;
  const result = await tx.execute(sql`${await candidates(tx, campaign)},
    added as (
      insert into newsletter_sends (campaign_id, person_id, email)
      select ${campaign.id}, person_id, email from cand where subscribed and not blocked and email is not null and in_segment
      on conflict do nothing returning 1
    )
    select count(*)::int as n from added`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
