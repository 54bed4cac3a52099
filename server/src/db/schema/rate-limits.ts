import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests counted per client address and route in the current window, shared by every server process (rate-limit.ts). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
