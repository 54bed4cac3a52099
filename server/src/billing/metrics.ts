// Home's subscription figures: who subscribes, what it brings each month, who came and went lately.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';

export const metricsSchema = z
  .object({
    active: z.int(),
    trialing: z.int(),
    past_due: z.int(),
    paused: z.int(),
    mrr: z.int(),
    new_30d: z.int(),
    churned_30d: z.int(),
    revenue_30d: z.int(),
  })
  .meta({ id: 'SubscriptionMetrics' });

export async function subscriptionMetrics(db: Db, now = new Date()): Promise<z.infer<typeof metricsSchema>> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const result = await db.execute(sql`
    select
      count(*) filter (where status = 'active')::int as active,
      count(*) filter (where status = 'trialing')::int as trialing,
      count(*) filter (where status = 'past_due')::int as past_due,
      count(*) filter (where status = 'paused')::int as paused,
      coalesce(round(sum(case when billing_period = 'year' then price / 12.0 else price end) filter (where status in ('active', 'past_due'))), 0)::int as mrr,
      count(*) filter (where started_at >= ${since})::int as new_30d,
      count(*) filter (where status in ('cancelled', 'ended') and cancelled_at >= ${since})::int as churned_30d,
      (select coalesce(sum(case when status = 'refunded' then 0 else amount end), 0)::int from subscription_payments where status in ('succeeded', 'refunded') and paid_at >= ${since}) as revenue_30d
    from subscriptions`);
  return (result as unknown as { rows: Array<z.infer<typeof metricsSchema>> }).rows[0]!;
}
