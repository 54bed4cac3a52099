import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_REPLAY_MS } from '../../../definitions/wire/notifications';
import { beginWrite } from '../../dataProvider/ownWrites';
import { createQueryClient } from '../../dataProvider/queryClient';
import { joiningAhead, prefetchFirstPage } from '../../engine/prefetchFirstPage';
import type { AppResource } from '../../engine/resourceTypes';
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

/** Whether the query of this key is marked stale. */
const invalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryCache().find({ queryKey: key, exact: true })!.state.isInvalidated;

/** Moves the clock past the stream's replay window: what was asked before is older than its first news. */
const pastTheReplay = () => vi.setSystemTime(Date.now() + FEED_REPLAY_MS + 1);

describe('lists the change feed keeps fresh', () => {
  let undo = () => {};
  afterEach(() => {
    undo();
    vi.useRealTimers();
  });

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
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    undo = keepFeedListsFresh(client);
    client.setQueryData(list, { data: [] });
    client.setQueryData(record, { id: '3' });
    pastTheReplay();
    feedOpened(client);
    expect(invalidated(client, list)).toBe(true); // the feed was just opened
    client.setQueryData(list, { data: [] });
    expect(invalidated(client, list)).toBe(false);
    beginWrite('PUT', '/authors/3')({ answer: { id: 3 } });
    expect(invalidated(client, list)).toBe(true);
    expect(invalidated(client, record)).toBe(false);
  });

  it('stay fresh when asked for just before the feed opened (its first news is what changed meanwhile), not when asked earlier', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    undo = keepFeedListsFresh(client);
    const earlier = ['authors', 'getList', { pagination: { page: 2, perPage: 25 } }];
    await client.fetchQuery({ queryKey: earlier, queryFn: () => ({ data: [] }) });
    pastTheReplay();
    await client.fetchQuery({ queryKey: list, queryFn: () => ({ data: [] }) });
    // asked before the window, answered after the opening
    let answer!: (value: unknown) => void;
    const slow = ['customers', 'getList', {}];
    const late = client.fetchQuery({ queryKey: slow, queryFn: () => new Promise((resolve) => (answer = resolve)) });
    pastTheReplay();
    const justBefore = ['shop/orders', 'getList', {}];
    await client.fetchQuery({ queryKey: justBefore, queryFn: () => ({ data: [] }) });
    feedOpened(client);
    expect(invalidated(client, justBefore)).toBe(false);
    expect(invalidated(client, list)).toBe(true);
    expect(invalidated(client, earlier)).toBe(true);
    answer({ data: [] });
    await late;
    expect(invalidated(client, slow)).toBe(true);
  });

  it('leave the client as it was when the feed is let go', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    keepFeedListsFresh(client)();
    expect(client.getDefaultOptions().queries).toEqual({ retry: 1 });
  });
});

describe('a list the app opens on', () => {
  afterEach(() => feedClosed());

  it('is asked for once, though the change feed opens after its page came and before the list is drawn', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 1 }], total: 1 });
    const client = createQueryClient();
    const undo = keepFeedListsFresh(client);
    const dataProvider = joiningAhead({ getList } as unknown as DataProvider);
    const firstPage = { perPage: 25, sort: { field: 'name', order: 'ASC' as const } };
    const resource = {
      name: 'author',
      routeName: 'shop/authors',
      path: '/shop/authors',
      firstPage,
      resourceProps: { name: 'shop/authors', list: () => null },
      listColumns: ['name'],
      config: { fields: { name: { kind: 'text' } } },
    } as unknown as AppResource;
    await prefetchFirstPage({
      location: { pathname: '/shop/authors', search: '' },
      resources: [resource],
      dataProvider,
      queryClient: client,
      store: memoryStore(),
      canList: () => Promise.resolve(true),
    });
    feedOpened(client);
    feedCovers(['shop/authors']);
    // the list drawn: react-admin's useGetList, as an observer of the same key
    const params = { pagination: { page: 1, perPage: 25 }, sort: firstPage.sort, filter: {}, meta: undefined };
    const observer = new QueryObserver(client, {
      queryKey: ['shop/authors', 'getList', params],
      queryFn: () => dataProvider.getList('shop/authors', params),
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    undo();
    expect(getList).toHaveBeenCalledTimes(1);
  });
});
