// Segment rules: who of a campaign's subscribers it goes to, decided when it is sent (not when the segment is saved).
// Every rule must hold. Each becomes a condition on the person `p` (the alias recipients.ts gives the people table).
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { zInt } from '../schemas/common';

/** The admin's rule rows carry every input of the row; the empty ones are dropped before the rule is read. */
const withoutEmpty = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''))
    : value;

const ruleShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('active_subscription'), has: z.boolean().default(true) }).strict(),
  z.object({ kind: z.literal('bought_within_days'), days: zInt().min(1).max(3650) }).strict(),
  z.object({ kind: z.literal('city'), city: z.string().trim().min(1).max(100) }).strict(),
  z.object({ kind: z.literal('role'), role: z.string().trim().min(1).max(50) }).strict(),
]);
export const segmentRule = z.preprocess(withoutEmpty, ruleShape);
export type SegmentRule = z.infer<typeof ruleShape>;
export const segmentRules = z.array(segmentRule).max(20);

/** Orders that count as a purchase. */
const BOUGHT = sql`('paid', 'shipped', 'delivered')`;

function condition(rule: SegmentRule): SQL {
  switch (rule.kind) {
    case 'active_subscription': {
      const exists = sql`exists (select 1 from subscriptions s where s.person_id = p.id and s.status in ('active', 'trialing'))`;
      return rule.has ? exists : sql`not ${exists}`;
    }
    case 'bought_within_days':
      return sql`exists (select 1 from orders o where o.person_id = p.id and o.status in ${BOUGHT} and o.placed_at >= now() - make_interval(days => ${rule.days}::int))`;
    case 'city':
      return sql`exists (select 1 from person_addresses a where a.person_id = p.id and lower(btrim(a.city)) = lower(${rule.city}))`;
    case 'role':
      return sql`${rule.role}::text = any(p.roles)`;
  }
}

/** The condition every rule of `rules` puts on `p` (true for none). Stored rules that no longer parse match nobody. */
export function segmentCondition(rules: unknown): SQL {
  const parsed = segmentRules.safeParse(rules);
  if (!parsed.success) return sql`false`;
  if (parsed.data.length === 0) return sql`true`;
  return sql.join(
    parsed.data.map((rule) => sql`(${condition(rule)})`),
    sql` and `,
  );
}
