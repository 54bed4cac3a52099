import { useCallback } from 'react';
import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  useAuthProvider,
  useDataProvider,
  useStoreContext,
  type DataProvider,
  type GetListParams,
  type GetManyParams,
  type GetListResult,
  type RaRecord,
  type Store,
} from 'react-admin';
import { useAppResources } from './registry';
import type { AppResource } from './resourceTypes';
import { isPreloadable } from '../lib/lazyWithReload';
import { aheadOnTheWay, askingAhead, markAskedAhead } from '../dataProvider/queryClient';
import { savedViewsQuery } from './views/savedViews/savedViewsApi';
import { askReferencesAhead, recordsAhead } from './referencesAhead';

interface FirstScreen {
  /** The address the app was opened at. */
  location: Pick<Location, 'pathname' | 'search'>;
  resources: readonly AppResource[];
  dataProvider: DataProvider;
  queryClient: QueryClient;
  /** react-admin's store: a list's remembered filters, order or page size make its first page another one. */
  store: Store;
  /** Whether the user may read the list (the auth provider's answer): a refused list is not asked for. */
  canList: (resource: string) => Promise<boolean>;
}

/** The hash of react-admin's key for a list's page (useGetList's): the same page asked ahead and by the list. */
const pageHash = (resource: string, { pagination, sort, filter, meta }: Partial<GetListParams>) =>
  hashKey([resource, 'getList', { pagination, sort, filter, meta }]);

/** Whether the cache holds the query's answer and it is still fresh by the client's stale time for it. */
function isFresh(queryClient: QueryClient, queryKey: QueryKey): boolean {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query) return false;
  const staleTime = queryClient.getDefaultOptions().queries?.staleTime;
  return !query.isStaleByTime(typeof staleTime === 'function' ? staleTime(query) : staleTime);
}

/**
 * The data provider, whose lists join the page asked for ahead of them while it is on its way instead of asking
 * again, and whose cells the records their rows refer to (src/engine/referencesAhead.ts); when what was asked ahead
 * failed (it says nothing), the list or the cell asks for itself and says why once.
 */
export function joiningAhead(provider: DataProvider): DataProvider {
  return {
    ...provider,
    async getList(resource, params) {
      const ahead = aheadOnTheWay(pageHash(resource, params))?.answer as Promise<GetListResult | undefined> | undefined;
      return (ahead && (await ahead)) ?? provider.getList(resource, params);
    },
    async getMany<RecordType extends RaRecord>(resource: string, params: GetManyParams<RecordType>) {
      const records = (await recordsAhead(resource, params.ids)) as RecordType[] | undefined;
      return records ? { data: records } : provider.getMany<RecordType>(resource, params);
    },
  };
}

/** Fetches the code of the list at `pathname`, if it is one and loads on first use. */
function preloadList(resources: readonly AppResource[], pathname: string): void {
  const resource = resources.find((r) => r.path === pathname);
  // the list's own parts (a header above it) come with its code, not in a second wave once it is drawn
  for (const part of [resource?.resourceProps.list, resource?.config.listOptions?.header])
    if (isPreloadable(part)) void part.preload();
}

/**
 * When the app opens on a list (and when a list's menu entry is clicked: useListAhead below), its code and its first page are asked for as soon as the registry is here, side by
 * side, instead of one after the other once the session is checked and the list drawn: the page goes into
 * react-query's cache under react-admin's own key for it (useGetList's), through the one data provider, so the list
 * finds it there and does not ask again (a list drawn before it arrives joins it: joiningAhead). Only a plain visit: a list opened with its own query
 * in the address, or with remembered filters, order or size, asks for what it knows itself.
 */
export async function prefetchFirstPage({
  location,
  resources,
  dataProvider,
  queryClient,
  store,
  canList,
}: FirstScreen): Promise<void> {
  const resource = resources.find((r) => r.path === location.pathname);
  if (!resource?.resourceProps.list) return;
  preloadList(resources, location.pathname);
  const first = resource.firstPage;
  if (!first || location.search !== '' || store.getItem(`${resource.routeName}.listParams`) !== undefined) return;
  const params = { pagination: { page: 1, perPage: first.perPage }, sort: first.sort, filter: {}, meta: undefined };
  const queryKey = [resource.routeName, 'getList', params];
  // a page still fresh in the cache (a second visit of a list the change feed keeps) is shown from there
  if (isFresh(queryClient, queryKey)) return;
  if (!(await canList(resource.routeName))) return;
  // the list's saved views (its toolbar asks for them as it is drawn) come beside its page
  void queryClient.prefetchQuery(savedViewsQuery(resource.routeName));
  const hash = pageHash(resource.routeName, params);
  const askedAt = Date.now();
  const page = dataProvider
    .getList(resource.routeName, { ...params, meta: { silent: true } })
    .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }))
    .catch(() => undefined);
  const come = askingAhead(hash, page, askedAt);
  const answer = await page;
  come();
  // Only an answer goes into the cache, and only if the list has none of its own yet: a refused or failed page is
  // left to the list, which asks for itself and says why once.
  if (!answer || queryClient.getQueryState(queryKey)?.status === 'success') return;
  // dated when it was asked: what changed since, the page may lack (src/screens/notifications/feedFreshness.ts)
  queryClient.setQueryData(queryKey, answer, { updatedAt: askedAt });
  markAskedAhead(hash, queryClient.getQueryState(queryKey)!.dataUpdateCount);
  // the records its rows refer to come now too, not once the list's code is here and its cells drawn
  const { listColumns: columns, config } = resource;
  askReferencesAhead({ rows: answer.data, columns, fields: config.fields, dataProvider, queryClient });
}

/**
 * The same for a list whose menu entry is clicked: its first page is asked for with the click, beside the list's code,
 * instead of once that code is here and drawn.
 */
export function useListAhead(): (pathname: string) => void {
  const resources = useAppResources();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const authProvider = useAuthProvider();
  return useCallback(
    (pathname: string) =>
      void prefetchFirstPage({
        location: { pathname, search: '' },
        resources,
        dataProvider,
        queryClient,
        store,
        canList: async (resource) => (await authProvider?.canAccess?.({ resource, action: 'list' })) ?? true,
      }).catch(() => undefined),
    [resources, dataProvider, queryClient, store, authProvider],
  );
}

/**
 * The code of a list whose menu entry the pointer or the focus reaches, fetched then rather than with the click (its
 * data is asked for with the click only: a pointer passing over the menu costs no request to the API).
 */
export function useListCodeAhead(): (pathname: string) => void {
  const resources = useAppResources();
  return useCallback((pathname: string) => preloadList(resources, pathname), [resources]);
}
