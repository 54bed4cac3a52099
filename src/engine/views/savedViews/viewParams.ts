// What a saved view holds of a list, read from and put back into react-admin's list state and DataTable store.
import type { SavedViewParams } from './savedViewsApi';

export interface ListState {
  filterValues: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export interface ColumnState {
  hidden?: string[];
  ranks?: number[];
}

/** Filters without empty values (an emptied search box leaves `q: ''` behind). */
const meaningful = (filter: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filter).filter(
      ([, value]) =>
        value !== undefined && value !== '' && value !== null && !(Array.isArray(value) && value.length === 0),
    ),
  );

/** The list as the person sees it now, in the shape a view is saved. */
export function viewOf(list: ListState, columns: ColumnState): SavedViewParams {
  return {
    filter: meaningful(list.filterValues),
    sort: list.sort.field ? { field: list.sort.field, order: list.sort.order } : undefined,
    // a list that shows everything it has (no pages) keeps no page size
    ...(list.perPage > 0 ? { per_page: list.perPage } : {}),
    ...(columns.hidden ? { hidden_columns: columns.hidden } : {}),
    ...(columns.ranks ? { column_ranks: columns.ranks } : {}),
  };
}

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
};

/**
 * Whether the list shows what the view holds: same filters, sort and page size, and the same columns when the view
 * keeps columns (a view saved where there were none, such as on a phone, does not differ by them).
 */
export function showsView(now: SavedViewParams, view: SavedViewParams): boolean {
  const pick = (p: SavedViewParams) => ({
    filter: meaningful(p.filter),
    sort: p.sort ?? null,
    per_page: p.per_page ?? null,
    hidden_columns: view.hidden_columns ? (p.hidden_columns ?? []) : null,
    column_ranks: view.column_ranks ? (p.column_ranks ?? null) : null,
  });
  return JSON.stringify(canonical(pick(now))) === JSON.stringify(canonical(pick(view)));
}
