import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which one-time seed steps (demo datasets) have run, so a second start duplicates nothing. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
