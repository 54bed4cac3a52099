// Saved views of a list (server/src/routes/saved-views.ts): a person's own and the team's shared ones.
import { http } from '../../../dataProvider/http';
import { queryKeysOf } from '../../../dataProvider/queryKeys';

import type { SavedView, SavedViewParams } from '../../../../definitions/wire/savedViews';

export type { SavedView, SavedViewParams };

const BASE = '/saved_views';

/** A list's saved views are read under `of(resource)`. */
export const savedViewKeys = queryKeysOf('saved-views');

/** The read of a list's saved views: the list's button and the list asked for ahead of its screen share it. */
export const savedViewsQuery = (resource: string) => ({
  queryKey: savedViewKeys.of(resource),
  queryFn: () => savedViewsApi.list(resource),
  staleTime: 30_000,
});

export const savedViewsApi = {
  list: (resource: string) =>
    http.get<{ items: SavedView[] }>(BASE, { query: { resource }, silent: true }).then((page) => page.items),
  create: (view: { resource: string; name: string; shared: boolean; params: SavedViewParams }) =>
    http.post<SavedView>(BASE, view, { silent: true }),
  update: (id: number, change: Partial<Pick<SavedView, 'name' | 'shared' | 'params'>>) =>
    http.put<SavedView>(`${BASE}/${id}`, change, { silent: true }),
  remove: (id: number) => http.delete<null>(`${BASE}/${id}`),
};
