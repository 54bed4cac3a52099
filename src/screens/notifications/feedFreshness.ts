// Lists kept fresh by the change feed are shown from the cache on a second visit, without asking again: while the
// feed is open every change to them (anyone's, this tab's included) marks them stale, and one on screen refetches at
// once. Which resources' lists the feed keeps, the stream says as it opens (others are asked again on each visit, as
// before). What the feed may have missed marks lists stale: this tab's own writes (whose news may come late), and the
// time before it was open. As it opens, the stream first names what changed in the last FEED_REPLAY_MS, so a list
// asked for within that time before the opening (the first screen's page, asked beside the stream) lacks nothing it
// will not be told, and stays fresh; one asked for earlier is stale.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { FEED_REPLAY_MS } from '../../../definitions/wire/notifications';
import { onWriteEnded } from '../../dataProvider/ownWrites';
import { answerAskedAt, defaultStaleTime } from '../../dataProvider/queryClient';
import { isLiveListKey } from './liveLists';

/**
 * react-admin's queries of many records: the feed refetches these when others change a resource. A record's own page
 * (getOne) is not, so a form being filled is never reset under the person's hands.
 */
export const LIST_QUERIES = new Set(['getList', 'getMany', 'getManyReference', 'getInfiniteList']);

/** How long a list the feed keeps is taken as fresh; past it a visit asks again even without news. */
export const FEED_LIST_FRESH_MS = 60_000;

let feedOpen = false;
/** When the feed last opened. */
let openedAt = -Infinity;
/** React-admin's names of the resources whose records the open feed names when they change. */
let covered = new Set<string>();

const isList = (key: QueryKey): boolean => LIST_QUERIES.has(key[1] as string) || isLiveListKey(key);

/** Whether the feed keeps this query fresh: a list of a resource it covers, or a bespoke live list. */
export const isFeedKept = (key: QueryKey): boolean =>
  (LIST_QUERIES.has(key[1] as string) && covered.has(key[0] as string)) || isLiveListKey(key);

/** Whether the query's answer was asked for before what the feed opened last has told (unknown: before). */
const beforeReplay = (query: Query) => (answerAskedAt(query) ?? -Infinity) < openedAt - FEED_REPLAY_MS;

const markStale = (client: QueryClient, which: (query: Query) => boolean = () => true) =>
  void client.invalidateQueries({ predicate: (query) => isList(query.queryKey) && which(query), refetchType: 'none' });

/** A list's answer asked for before the open feed's replay window (a fetch under way as it opened) comes stale. */
const markLateAnswers = (client: QueryClient) =>
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !feedOpen) return;
    if (isList(event.query.queryKey) && beforeReplay(event.query)) void event.query.invalidate();
  });

/** The stream said which resources' changes it tells (react-admin's names of them). */
export function feedCovers(resources: Iterable<string>): void {
  covered = new Set(resources);
}

/**
 * The stream is open: lists asked for before its replay window are stale, and the lists it covers may be shown from
 * the cache from now on.
 */
export function feedOpened(client: QueryClient): void {
  openedAt = Date.now();
  markStale(client, beforeReplay);
  covered = new Set(); // until this stream says what it covers
  feedOpen = true;
}

/** The stream was closed: every list is asked again on each visit until it is open again. */
export function feedClosed(): void {
  feedOpen = false;
  covered = new Set();
}

/**
 * Gives the query client the feed's stale time and marks its lists stale on this tab's writes and when an answer
 * asked before the feed's replay window comes; returns the undo.
 */
export function keepFeedListsFresh(client: QueryClient): () => void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query: Query) =>
        feedOpen && isFeedKept(query.queryKey) ? FEED_LIST_FRESH_MS : defaultStaleTime(query),
    },
  });
  const off = onWriteEnded(() => markStale(client));
  const offLate = markLateAnswers(client);
  return () => {
    off();
    offLate();
    feedClosed();
    client.setDefaultOptions(defaults);
  };
}
