// Whether a row's window runs at a moment, as a SQL condition: from its start, included, until its end, excluded; no
// start has always run, no end runs on. The same rule as runsAt (definitions/entity/running.ts), which judges
// windows already read.
import { and, gt, isNull, lte, or, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `start <= at < end`, an empty start or end leaving that side open. The ends are columns or expressions (a field of
 * a JSON column cast to timestamptz); `at` is an ISO instant or an expression such as now().
 */
export const runningAt = (start: SQLWrapper, end: SQLWrapper, at: string | SQLWrapper): SQL =>
  and(or(isNull(start), lte(start, at)), or(isNull(end), gt(end, at)))!;
