// Shop events' own rules beside their definition (definitions/entities/shop-events.ts): the end after the start, no
// more tickets than seats, a repeat that ends within two years (rules across fields); a repeating event becomes one
// row per occurrence (same `series_id`, the first one's id), made in the create's transaction; and the calendar's
// filters: the events it shows (`ends_after`, `starts_before`) and a series.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CrudEntity } from '../crud/defineCrud';
import { shopEvents } from '../db/schema/index';
import { checkAfterWrite, ruleError } from '../crud/rules';

/** Occurrences one series may have (two years of weekly meetings). */
export const MAX_OCCURRENCES = 105;
const ZONE = 'Asia/Jerusalem';

const moment = () => z.iso.datetime({ offset: true });

/** The rules across fields: the end after the start, no more tickets than seats, a repeat that ends within reach. */
function checkEvent(record: Record<string, unknown>): void {
  const start = Date.parse(String(record.starts_at));
  const end = Date.parse(String(record.ends_at));
  if (end < start) throw ruleError('ends_at', 'must not be before the start', record.ends_at, 'end_before_start');
  if (
    typeof record.capacity === 'number' &&
    typeof record.tickets_sold === 'number' &&
    record.tickets_sold > record.capacity
  ) {
    throw ruleError(
      'tickets_sold',
      'more tickets sold than the event has seats',
      record.tickets_sold,
      'tickets_over_capacity',
    );
  }
  if (record.repeat && record.repeat !== 'none') {
    if (!record.repeat_until)
      throw ruleError(
        'repeat_until',
        'a repeating event needs the date it repeats until',
        null,
        'repeat_until_required',
      );
    const until = Date.parse(String(record.repeat_until));
    if (until < start - 86_400_000)
      throw ruleError('repeat_until', 'must not be before the start', record.repeat_until, 'end_before_start');
    if (until - start > 2 * 366 * 86_400_000)
      throw ruleError('repeat_until', 'a series may last two years at most', record.repeat_until, 'repeat_too_long');
  }
}

const bespoke: Partial<CrudEntity> = {
  filters: {
    series_id: { schema: z.coerce.number().int().min(1).max(2_147_483_647) },
    ends_after: { schema: moment(), column: 'ends_at', op: 'gt' },
    starts_before: { schema: moment(), column: 'starts_at', op: 'lt' },
  },
  hooks: {
    beforeWrite: checkAfterWrite(shopEvents, checkEvent),
    async afterCreate(tx, row) {
      if (row.repeat === 'none' || !row.repeat_until) return;
      const id = row.id as number;
      const step = row.repeat === 'weekly' ? sql`interval '1 week'` : sql`interval '1 month'`;
      // Wall-clock times in Israel: a meeting at 19:00 stays at 19:00 across daylight saving.
      const shifted = (column: string) =>
        sql`((e.${sql.identifier(column)} at time zone ${ZONE}) + k * ${step}) at time zone ${ZONE}`;
      await tx.execute(sql`
        insert into shop_events (title, description, starts_at, ends_at, all_day, venue, online_url, capacity, ticket_price, product_id, image, color, status, repeat, repeat_until, series_id)
        select e.title, e.description, ${shifted('starts_at')}, ${shifted('ends_at')}, e.all_day, e.venue, e.online_url, e.capacity, e.ticket_price, e.product_id, e.image, e.color, e.status, e.repeat, e.repeat_until, e.id
        from shop_events e cross join generate_series(1, ${MAX_OCCURRENCES - 1}) k
        where e.id = ${id} and ((e.starts_at at time zone ${ZONE}) + k * ${step})::date <= e.repeat_until`);
      await tx.update(shopEvents).set({ series_id: id }).where(eq(shopEvents.id, id));
    },
  },
  sample: (unique) => ({
    title: `ערב סופרים ${unique}`,
    starts_at: '2026-12-01T17:00:00.000Z',
    ends_at: '2026-12-01T19:00:00.000Z',
  }),
};

export default bespoke;
