import { QueryClient, type Query } from '@tanstack/react-query';
import { isApiError } from './errors';

/** Statuses that may pass if asked again: no answer at all, a timeout, a gateway or an unavailable server. */
const TRANSIENT = new Set([0, 408, 502, 503, 504]);
const MAX_RETRIES = 3;

/**
 * Whether a failed read is asked again (react-query's growing pauses): only when the failure may pass. A definite
 * answer (forbidden, not found, too many requests, a server error) is shown at once, not after seconds of retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !isApiError(error) || TRANSIENT.has(error.status);
}

/** How long a page asked for ahead of its screen counts as fresh: the screen that mounts moments later uses it. */
const AHEAD_FRESH_MS = 10_000;
/**
 * Queries fetched ahead of their screen, by react-query's hash of their key: which of the query's answers that was
 * (its count of answers, not its time: an answer fetched again within the same millisecond is another one).
 */
const askedAhead = new Map<string, number>();

/** A query was fetched ahead of its screen (src/engine/prefetchFirstPage.ts): its hash and its count of answers. */
export const markAskedAhead = (queryHash: string, dataUpdateCount: number): void =>
  void askedAhead.set(queryHash, dataUpdateCount);

/**
 * The default stale time: none (every visit asks again), but a page asked for ahead of its screen is not asked again
 * as that screen mounts; anything that marks it stale (a change, the change feed opening) still does.
 */
export const defaultStaleTime = (query: Query): number =>
  // only the answer fetched ahead: once asked again, the query is as any other
  askedAhead.get(query.queryHash) === query.state.dataUpdateCount ? AHEAD_FRESH_MS : 0;

/** The admin's one query client: its retry rule and stale time for every read. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: defaultStaleTime } } });
