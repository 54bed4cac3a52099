// A page of rows drawn first rows first (src/lib/useFirstRowsFirst.ts): the first screenful at once, the rest in
// low-priority steps, so that a long page is never drawn in one long task. Every list of records uses it: react-admin's DataTable through its body (the head, select-all and shift-click
// ranges keep the whole page), SimpleList and the grid views through the list context's rows. All rows end in the
// DOM; rows already drawn stay drawn when the page's data changes (a refetch, an edit), so nothing shrinks or flashes.
import { memo, useMemo, type ReactNode } from 'react';
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
import { useFirstRowsFirst as useRowsFirst } from '../../lib/useFirstRowsFirst';
import { useSameElements } from '../../lib/useSameElements';

/** A dense table's row, and what stands above the first one (the heading, filters and column names), in px. */
const ROW_PX = 44;
const ABOVE_ROWS_PX = 200;

/**
 * Rows drawn at once on a screen `height` px high: its worth of a dense table, at least 10 and at most 25. More would be
 * drawn before anything shows and not be seen until scrolled to; the rest follow in low-priority steps.
 */
export const rowsOnScreen = (height: number) =>
  Math.min(25, Math.max(10, Math.ceil((height - ABOVE_ROWS_PX) / ROW_PX)));

export const FIRST_ROWS = rowsOnScreen(typeof window === 'undefined' ? 900 : window.innerHeight);

/** Rows added by each later step. */
const STEP_ROWS = 25;

const byId = (record: { id: Identifier }) => record.id;

/** A page of records first rows first (src/lib/useFirstRowsFirst.ts), by their ids. */
export const useFirstRowsFirst = <T extends { id: Identifier }>(data: T[] | undefined, first = FIRST_ROWS) =>
  useRowsFirst(data, { first, step: STEP_ROWS, keyOf: byId });

/**
 * DataTable's body, first rows first (`<DataTable body={FirstRowsFirstBody}>`): only the body sees the rows drawn so
 * far; the head's select-all and the list's selection act on the whole page. The columns, made again by each render
 * of the list, are handed on as before while they are the same (src/lib/useSameElements.ts): a change of language
 * then redraws in each row only what reads the language, the theme or the direction.
 */
export const FirstRowsFirstBody = memo((props: DataTableBodyProps) => {
  const rows = useFirstRowsFirst(useDataTableDataContext());
  const columns = useSameElements(props.children);
  return (
    <DataTableDataContext.Provider value={rows}>
      <DataTableBody {...props}>{columns}</DataTableBody>
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
