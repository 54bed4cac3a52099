import { QueryClient } from '@tanstack/react-query';
import { memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { joiningAhead, prefetchFirstPage } from './prefetchFirstPage';
import { savedViewKeys, savedViewsApi } from './views/savedViews/savedViewsApi';
import type { AppResource } from './resourceTypes';

const preload = vi.fn(() => Promise.resolve());
const List = Object.assign(() => null, { preload });
const headerPreload = vi.fn(() => Promise.resolve());
const Header = Object.assign(() => null, { preload: headerPreload });
const resource = {
  name: 'orders',
  routeName: 'shop/orders',
  path: '/shop/orders',
  firstPage: { perPage: 50, sort: { field: 'placed_at', order: 'DESC' } },
  resourceProps: { name: 'shop/orders', list: List },
  listColumns: ['customer_id', 'coupon_id', 'total'],
  config: {
    listOptions: { header: Header },
    fields: {
      customer_id: { kind: 'reference', reference: 'customers' },
      coupon_id: { kind: 'reference', reference: 'shop/coupons' },
      total: { kind: 'money' },
    },
  },
} as unknown as AppResource;

const savedViews = vi.spyOn(savedViewsApi, 'list').mockResolvedValue([]);

const setup = (location: { pathname: string; search: string }, canList = true, store = memoryStore()) => {
  const getList = vi.fn().mockResolvedValue({ data: [{ id: 1 }], total: 1 });
  const queryClient = new QueryClient();
  const run = prefetchFirstPage({
    location,
    resources: [resource],
    dataProvider: { getList } as unknown as DataProvider,
    queryClient,
    store,
    canList: () => Promise.resolve(canList),
  });
  return { getList, queryClient, run };
};

// react-admin's useGetList key for a list's first visit: what the list looks up in the cache.
const listKey = [
  'shop/orders',
  'getList',
  { pagination: { page: 1, perPage: 50 }, sort: { field: 'placed_at', order: 'DESC' }, filter: {}, meta: undefined },
];

describe('the first screen’s list asked for ahead of it', () => {
  it('fetches the list’s code and puts its first page under react-admin’s key', async () => {
    const { getList, queryClient, run } = setup({ pathname: '/shop/orders', search: '' });
    await run;
    expect(preload).toHaveBeenCalled();
    // the part drawn above the list (the orders' status tabs) comes with it, not once the list is drawn
    expect(headerPreload).toHaveBeenCalled();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(listKey)).toEqual({ data: [{ id: 1 }], total: 1 });
    // its saved views beside it, under the key its toolbar reads
    expect(savedViews).toHaveBeenCalledWith('shop/orders');
    expect(queryClient.getQueryData(savedViewKeys.of('shop/orders'))).toEqual([]);
  });

  it('leaves a list opened with its own query, remembered parameters or no right to read it to the list', async () => {
    savedViews.mockClear();
    const remembered = memoryStore({ 'shop/orders.listParams': { perPage: 10 } });
    for (const { getList, run } of [
      setup({ pathname: '/shop/orders', search: '?page=2' }),
      setup({ pathname: '/shop/orders', search: '' }, true, remembered),
      setup({ pathname: '/shop/orders', search: '' }, false),
      setup({ pathname: '/shop/orders/7', search: '' }),
    ]) {
      await run;
      expect(getList).not.toHaveBeenCalled();
    }
    expect(savedViews).not.toHaveBeenCalled();
  });

  it('lets the list join its page on the way instead of asking again, and ask itself when that page failed', async () => {
    const firstPage = { pagination: { page: 1, perPage: 50 }, sort: { field: 'placed_at', order: 'DESC' as const } };
    for (const [ahead, calls] of [
      [{ data: [{ id: 1 }], total: 1 }, 1],
      [undefined, 2],
    ] as const) {
      let answer!: (value: unknown) => void;
      const getList = vi
        .fn()
        .mockImplementationOnce((_resource, params: { meta?: { silent?: boolean } }) => {
          expect(params.meta?.silent).toBe(true);
          return new Promise((resolve, reject) => (answer = (v) => (v ? resolve(v) : reject(new Error('refused')))));
        })
        .mockResolvedValue({ data: [{ id: 2 }], total: 1 });
      const dataProvider = joiningAhead({ getList } as unknown as DataProvider);
      const run = prefetchFirstPage({
        location: { pathname: '/shop/orders', search: '' },
        resources: [resource],
        dataProvider,
        queryClient: new QueryClient(),
        store: memoryStore(),
        canList: () => Promise.resolve(true),
      });
      await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
      // the list, drawn while its page is on the way, asks for the same page
      const own = dataProvider.getList('shop/orders', { ...firstPage, filter: {}, meta: undefined });
      answer(ahead);
      await run;
      expect(await own).toEqual(ahead ?? { data: [{ id: 2 }], total: 1 });
      expect(getList).toHaveBeenCalledTimes(calls);
    }
  });

  it('asks for the records its rows refer to as the page comes, one request per resource, into the cells’ keys', async () => {
    const rows = [
      { id: 1, customer_id: 7, coupon_id: null, total: '10.00' },
      { id: 2, customer_id: 8, coupon_id: null, total: '12.00' },
      { id: 3, customer_id: 7, coupon_id: null, total: '9.00' },
    ];
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 3 });
    const getMany = vi.fn().mockResolvedValue({ data: [{ id: 7 }, { id: 8 }] });
    const queryClient = new QueryClient();
    // a cell that holds its record already is left alone
    queryClient.setQueryData(['customers', 'getMany', { ids: ['9'], meta: undefined }], [{ id: 9 }]);
    await prefetchFirstPage({
      location: { pathname: '/shop/orders', search: '' },
      resources: [resource],
      dataProvider: { getList, getMany } as unknown as DataProvider,
      queryClient,
      store: memoryStore(),
      canList: () => Promise.resolve(true),
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['customers', 'getMany', { ids: ['8'], meta: undefined }])).toEqual([{ id: 8 }]),
    );
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('customers', { ids: [7, 8], meta: { silent: true } });
    expect(queryClient.getQueryData(['customers', 'getMany', { ids: ['7'], meta: undefined }])).toEqual([{ id: 7 }]);
  });

  it('asks again on a second click only when the page in the cache is no longer fresh', async () => {
    for (const [staleTime, calls] of [
      [60_000, 1],
      [0, 2],
    ] as const) {
      const getList = vi.fn().mockResolvedValue({ data: [{ id: 1 }], total: 1 });
      const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime } } });
      const click = () =>
        prefetchFirstPage({
          location: { pathname: '/shop/orders', search: '' },
          resources: [resource],
          dataProvider: { getList } as unknown as DataProvider,
          queryClient,
          store: memoryStore(),
          canList: () => Promise.resolve(true),
        });
      await click();
      await click();
      expect(getList).toHaveBeenCalledTimes(calls);
    }
  });
});
