import { QueryClient, type Query } from '@tanstack/react-query';
import { isApiError } from './errors';
import { reactAdminKey } from './queryKeys';

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
 * react-admin's checks of the session and of access (keys under `auth`): the auth provider answers them from the
 * user and rules it holds, so they are asked again only when those change (a sign-out clears the cache; a sign-in
 * and a saved profile mark them stale), not as each component watching them mounts. Asked again on every screen,
 * each answer re-drew every component under react-admin's routes twice (its routes watch the session check).
 */
const isAuthCheck = (query: Query) => query.queryKey[0] === reactAdminKey('auth')[0];

/**
 * The default stale time: none (every visit asks again), but a page asked for ahead of its screen is not asked again
 * as that screen mounts; anything that marks it stale (a change, the change feed opening) still does. The session
 * and access checks stay fresh until marked stale.
 */
export const defaultStaleTime = (query: Query): number => {
  if (isAuthCheck(query)) return Infinity;
  // only the answer fetched ahead: once asked again, the query is as any other
  return askedAhead.get(query.queryHash) === query.state.dataUpdateCount ? AHEAD_FRESH_MS : 0;
};

/**
 * Answers asked for ahead of their screen and still on their way (src/engine/prefetchFirstPage.ts), by react-query's
 * hash of their key: the answer (undefined when the asking failed; it says nothing) and when it was asked.
 */
const onTheWay = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/** An answer asked for ahead of its screen (at `askedAt`) is on its way; returns what to call once it has come. */
export function askingAhead(queryHash: string, answer: Promise<unknown>, askedAt: number): () => void {
  const entry = { answer, askedAt };
  onTheWay.set(queryHash, entry);
  return () => void (onTheWay.get(queryHash) === entry && onTheWay.delete(queryHash));
}

/** The answer asked ahead for this query and on its way, and when it was asked; none: undefined. */
export const aheadOnTheWay = (queryHash: string) => onTheWay.get(queryHash);

/** When the answer each query holds was asked for, and when its fetch under way was. */
const answerAsked = new WeakMap<Query, number>();
const fetchAsked = new WeakMap<Query, number>();

/**
 * When the answer the query holds was asked for (what changed since, the answer may lack): a fetch's start (a fetch
 * that joined an answer asked ahead: when that one was), an answer put in the cache by hand: the date it was given.
 * Unknown (asked before the client noted it): undefined.
 */
export const answerAskedAt = (query: Query): number | undefined => answerAsked.get(query);

function noteAskedTimes(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'fetch')
      fetchAsked.set(query, Math.min(Date.now(), onTheWay.get(query.queryHash)?.askedAt ?? Infinity));
    if (action.type === 'success')
      answerAsked.set(query, action.manual ? query.state.dataUpdatedAt : (fetchAsked.get(query) ?? -Infinity));
  });
}

/** The admin's one query client: its retry rule and stale time for every read; it notes when each answer was asked. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: defaultStaleTime } } });
  noteAskedTimes(client);
  return client;
}
