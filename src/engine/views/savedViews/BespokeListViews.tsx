// Saved views on a list that keeps its own state (a screen, not react-admin's list): the screen hands over
// its filters, and page size when it has one; the same SavedViewsButton saves and puts them back.
import { useMemo } from 'react';
import { ListContextProvider, type ListControllerResult, type SortPayload } from 'react-admin';
import { SavedViewsButton } from './SavedViewsButton';

export interface BespokeListState {
  /** Saved views are kept per list under this name (like a generated list's resource). */
  resource: string;
  filter: Record<string, unknown>;
  /** Puts a view's (or no) filters back. */
  setFilter: (filter: Record<string, unknown>) => void;
  perPage?: number;
  setPerPage?: (perPage: number) => void;
}

const NO_SORT: SortPayload = { field: '', order: 'ASC' };
const ignore = () => undefined;

/** The Views button over a bespoke list: the list's state as react-admin's list context, which SavedViewsButton reads. */
export const BespokeListViews = ({ resource, filter, setFilter, perPage, setPerPage }: BespokeListState) => {
  const key = JSON.stringify(filter);
  const value = useMemo(
    () =>
      ({
        resource,
        filterValues: filter,
        displayedFilters: {},
        setFilters: (next: Record<string, unknown>) => setFilter(next),
        sort: NO_SORT,
        setSort: ignore,
        perPage: perPage ?? 0,
        setPerPage: setPerPage ?? ignore,
        page: 1,
        setPage: ignore,
        data: [],
        total: undefined,
        isPending: false,
        isLoading: false,
        isFetching: false,
        selectedIds: [],
        onSelect: ignore,
        onToggleItem: ignore,
        onUnselectItems: ignore,
        showFilter: ignore,
        hideFilter: ignore,
        refetch: ignore,
      }) as unknown as ListControllerResult,
    // the filter object is new on every render of the screen; its content is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, key, setFilter, perPage, setPerPage],
  );
  return (
    <ListContextProvider value={value}>
      <SavedViewsButton />
    </ListContextProvider>
  );
};
