// A page of rows drawn first rows first: the first screenful at once, the rest in low-priority steps (React
// transitions, which yield to the browser and to any urgent update), so that a long page is never drawn in one long
// task. Every list of records uses it: react-admin's DataTable through its body (the head, select-all and shift-click
// ranges keep the whole page), SimpleList and the grid views through the list context's rows. All rows end in the
// DOM; rows already drawn stay drawn when the page's data changes (a refetch, an edit), so nothing shrinks or flashes.
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableDataContext,
  ListContext,
  useDataTableDataContext,
  useListContext,
  type DataTableBodyProps,
  type Identifier,
  type ListControllerResult,
} from 'react-admin';

/** Rows drawn at once: a screenful of a dense table on a large screen. */
export const FIRST_ROWS = 25;

/** Rows added by each later step. */
const STEP_ROWS = 25;

interface Drawn<T> {
  data: T[] | undefined;
  count: number;
}

/** How many leading rows of `data` were drawn already (their ids among the rows drawn of the data before). */
function leadingDrawn<T extends { id: Identifier }>(data: T[], drawn: Drawn<T>): number {
  if (!drawn.data) return 0;
  const ids = new Set(drawn.data.slice(0, drawn.count).map((record) => record.id));
  const fresh = data.findIndex((record) => !ids.has(record.id));
  return fresh === -1 ? data.length : fresh;
}

/**
 * The rows of `data` to draw now: the first `first` (and any leading rows drawn already) at once, then `step` more
 * after each commit in a transition, until all are drawn. The array is the same as `data` once all are drawn.
 */
export function useFirstRowsFirst<T extends { id: Identifier }>(
  data: T[] | undefined,
  first = FIRST_ROWS,
  step = STEP_ROWS,
): T[] | undefined {
  const [drawn, setDrawn] = useState<Drawn<T>>({ data: undefined, count: 0 });
  const length = data?.length ?? 0;
  const count =
    drawn.data === data ? drawn.count : Math.min(length, Math.max(first, data ? leadingDrawn(data, drawn) : 0));
  useEffect(() => {
    if (drawn.data === data && count >= length) return;
    // what is drawn now is remembered at once (for the next data); the next rows come in a transition
    startTransition(() => setDrawn({ data, count: Math.min(length, count + step) }));
  }, [data, drawn.data, count, length, step]);
  return useMemo(() => (data && count < data.length ? data.slice(0, count) : data), [data, count]);
}

/**
 * DataTable's body, first rows first (`<DataTable body={FirstRowsFirstBody}>`): only the body sees the rows drawn so
 * far; the head's select-all and the list's selection act on the whole page.
 */
export const FirstRowsFirstBody = memo((props: DataTableBodyProps) => {
  const rows = useFirstRowsFirst(useDataTableDataContext());
  return (
    <DataTableDataContext.Provider value={rows}>
      <DataTableBody {...props} />
    </DataTableDataContext.Provider>
  );
});
FirstRowsFirstBody.displayName = 'FirstRowsFirstBody';

/**
 * The list context's rows, first rows first, for what draws them from it (SimpleList, a grid view); everything
 * else in the context (selection, paging, totals) is the list's own.
 */
export const FirstRowsFirst = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const rows = useFirstRowsFirst(list.data);
  // a slice is only made of loaded rows, so the context stays a loaded one
  const value = useMemo(
    () => (rows === list.data ? list : ({ ...list, data: rows } as ListControllerResult)),
    [list, rows],
  );
  return <ListContext.Provider value={value}>{children}</ListContext.Provider>;
};
