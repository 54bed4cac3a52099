// The saved views of the list in context, which one is chosen, and what can be done with them: put one back, clear
// it, save the list's changes into it, share it or stop, delete it, choose a new one. The chosen view is remembered
// per list (react-admin's store).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useListContext, useStore, useTranslate } from 'react-admin';
import { errorMessage } from '../../../dataProvider/errors';
import { showToast } from '../../../notifications/toasts';
import { savedViewKeys, savedViewsApi, savedViewsQuery, type SavedView } from './savedViewsApi';
import { showsView, viewOf } from './viewParams';

/** The columns store of react-admin's DataTable for a list (its default storeKey). */
const columnsKey = (resource: string) => `${resource}.datatable`;

export function useSavedViews() {
  const translate = useTranslate();
  const list = useListContext();
  const resource = list.resource;
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useStore<string[] | undefined>(columnsKey(resource));
  const [ranks, setRanks] = useStore<number[] | undefined>(`${columnsKey(resource)}_columnRanks`);
  const [activeId, setActiveId] = useStore<number | undefined>(`savedViews.${resource}.active`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const key = savedViewKeys.of(resource);
  const views = useQuery(savedViewsQuery(resource));
  const items = views.data ?? [];
  const now = viewOf({ filterValues: list.filterValues, sort: list.sort, perPage: list.perPage }, { hidden, ranks });
  const active = items.find((v) => v.id === activeId);
  const changed = active ? !showsView(now, active.params) : false;
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const apply = (view: SavedView) => {
    const p = view.params;
    list.setFilters(p.filter, Object.fromEntries(Object.keys(p.filter).map((name) => [name, true])));
    if (p.sort) list.setSort(p.sort);
    if (p.per_page) list.setPerPage(p.per_page);
    if (p.hidden_columns) setHidden(p.hidden_columns);
    if (p.column_ranks) setRanks(p.column_ranks);
    setActiveId(view.id);
    setAnchor(null);
  };
  const clear = () => {
    list.setFilters({}, {});
    setActiveId(undefined);
    setAnchor(null);
  };
  /** A change made: its toast and the list of views again. */
  const succeeded = async (done: string, name: string) => {
    showToast(translate(done, { name }), { variant: 'success' });
    await reload();
  };
  /** One change to the saved views: on success as above; on failure why, in a toast. */
  const change = async (work: () => Promise<unknown>, done: string, name: string) => {
    try {
      await work();
    } catch (error) {
      showToast(errorMessage(error, translate), { variant: 'error' });
      return;
    }
    await succeeded(done, name);
  };
  const saveChanges = async (view: SavedView) => {
    setAnchor(null);
    await change(() => savedViewsApi.update(view.id, { params: now }), 'entities.views.saved', view.name);
  };
  const toggleShared = async (event: MouseEvent, view: SavedView) => {
    event.stopPropagation();
    const done = view.shared ? 'entities.views.unshared' : 'entities.views.shared_now';
    await change(() => savedViewsApi.update(view.id, { shared: !view.shared }), done, view.name);
  };
  const remove = async (view: SavedView) => {
    setDeleting(null);
    await change(
      async () => {
        await savedViewsApi.remove(view.id);
        if (view.id === activeId) setActiveId(undefined);
      },
      'entities.views.deleted',
      view.name,
    );
  };
  const created = async (view: SavedView) => {
    setDialog(false);
    setActiveId(view.id);
    await succeeded('entities.views.saved', view.name);
  };
  return {
    resource,
    views,
    items,
    now,
    active,
    activeId,
    changed,
    anchor,
    setAnchor,
    dialog,
    setDialog,
    deleting,
    setDeleting,
    apply,
    clear,
    saveChanges,
    toggleShared,
    remove,
    created,
  };
}
