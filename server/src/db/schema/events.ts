import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { products } from './defined';

// The shop's events: book launches, author evenings, reading clubs. A repeating event is stored as one row
// per occurrence sharing `series_id` (the first occurrence's id), so each occurrence can be moved, edited or cancelled
// on its own. Ticket prices are integer agorot.

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const EVENT_REPEATS = ['none', 'weekly', 'monthly'] as const;

export const shopEvents = pgTable(
  'shop_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    venue: text('venue'),
    onlineUrl: text('online_url'),
    capacity: integer('capacity'),
    ticketPrice: integer('ticket_price'),
    productId: integer('product_id').references(() => products.id),
    image: text('image'),
    color: text('color'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    repeat: text('repeat', { enum: EVENT_REPEATS }).notNull().default('none'),
    repeatUntil: date('repeat_until', { mode: 'string' }),
    seriesId: integer('series_id'),
    ...timestamps,
  },
  (t) => [
    index('shop_events_starts_idx').on(t.startsAt),
    index('shop_events_series_idx').on(t.seriesId),
    check('shop_events_ends_after_starts', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);
