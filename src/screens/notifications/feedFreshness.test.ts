import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { beginWrite } from '../../dataProvider/ownWrites';
import {
  FEED_LIST_FRESH_MS,
  feedClosed,
  feedCovers,
  feedOpened,
  isFeedKept,
  keepFeedListsFresh,
} from './feedFreshness';

const list = ['authors', 'getList', { pagination: { page: 1, perPage: 25 } }];
const record = ['authors', 'getOne', { id: '3' }];

/** The stale time the client's defaults give a query of this key (a real query of the client's cache, not fetched). */
const staleTimeOf = (client: QueryClient, queryKey: QueryKey) => {
  const staleTime = client.getDefaultOptions().queries?.staleTime;
  const query = client.getQueryCache().build(client, { queryKey });
  return typeof staleTime === 'function' ? staleTime(query) : staleTime;
};

describe('lists the change feed keeps fresh', () => {
  let undo = () => {};
  afterEach(() => undo());

  it("are react-admin's lists of the resources the feed says it covers and the bespoke live lists, not a record's page or other queries", () => {
    feedCovers(['authors', 'customers']);
    expect(isFeedKept(list)).toBe(true);
    expect(isFeedKept(['customers', 'getManyReference', {}])).toBe(true);
    expect(isFeedKept(['subscriptions/payments', 'getList', {}])).toBe(false);
    expect(isFeedKept(['support', 'list', { page: 2 }])).toBe(true);
    expect(isFeedKept(record)).toBe(false);
    expect(isFeedKept(['support', 'staff'])).toBe(false);
  });

  it('are taken as fresh for a while only while the feed is open; everything else is asked again on each visit', () => {
    const client = new QueryClient();
    undo = keepFeedListsFresh(client);
    expect(staleTimeOf(client, list)).toBe(0);
    feedOpened(client);
    expect(staleTimeOf(client, list)).toBe(0); // until the stream says what it covers
    feedCovers(['authors']);
    expect(staleTimeOf(client, list)).toBe(FEED_LIST_FRESH_MS);
    expect(staleTimeOf(client, record)).toBe(0);
    feedClosed();
    expect(staleTimeOf(client, list)).toBe(0);
  });

  it("are stale after this tab's own write and after the feed was closed (what it may have missed)", () => {
    const client = new QueryClient();
    undo = keepFeedListsFresh(client);
    client.setQueryData(list, { data: [] });
    client.setQueryData(record, { id: '3' });
    feedOpened(client);
    const invalidated = (key: unknown[]) =>
      client.getQueryCache().find({ queryKey: key, exact: true })!.state.isInvalidated;
    expect(invalidated(list)).toBe(true); // the feed was just opened
    client.setQueryData(list, { data: [] });
    expect(invalidated(list)).toBe(false);
    beginWrite('PUT', '/authors/3')({ answer: { id: 3 } });
    expect(invalidated(list)).toBe(true);
    expect(invalidated(record)).toBe(false);
  });

  it('leave the client as it was when the feed is let go', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    keepFeedListsFresh(client)();
    expect(client.getDefaultOptions().queries).toEqual({ retry: 1 });
  });
});
