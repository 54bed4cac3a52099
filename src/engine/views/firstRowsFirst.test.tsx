import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import {
  AdminContext,
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  SimpleList,
  TextField,
  useList,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, FirstRowsFirst, FirstRowsFirstBody, rowsOnScreen, useFirstRowsFirst } from './firstRowsFirst';

const page = (n: number, label = 'Row') =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `${label} ${i + 1}` }));

/** Records what `count()` gives at each commit of the tree it is placed after; `atFirst` runs after the first (before
 * any later step). */
const Commits = ({ count, into, atFirst }: { count: () => number; into: number[]; atFirst?: () => void }) => {
  useLayoutEffect(() => {
    into.push(count());
  });
  useEffect(() => {
    if (into.length === 1) atFirst?.();
  }, [into, atFirst]);
  return null;
};

const rowsInBody = () => document.querySelectorAll('tbody tr').length;

const Rows = ({ data, into }: { data: RaRecord[]; into: number[] }) => {
  const rows = useFirstRowsFirst(data);
  useLayoutEffect(() => {
    into.push(rows?.length ?? 0);
  });
  return null;
};

const InList = ({ data, children }: { data: RaRecord[]; children: ReactNode }) => {
  const list = useList({ data, perPage: data.length });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
};

const Selected = () => <p data-testid="selected">{useListContext().selectedIds.join(',')}</p>;

const inAdmin = (node: ReactNode) => (
  <AdminContext>
    <ResourceContextProvider value="things">{node}</ResourceContextProvider>
  </AdminContext>
);

describe('useFirstRowsFirst', () => {
  it('draws the first screenful at once and the rest in later steps, all rows in the end', () => {
    const commits: number[] = [];
    render(<Rows data={page(100)} into={commits} />);
    expect(commits[0]).toBe(FIRST_ROWS);
    expect(commits.at(-1)).toBe(100);
    expect(commits).toEqual([...commits].sort((a, b) => a - b));
  });

  it('draws a short page whole', () => {
    const commits: number[] = [];
    render(<Rows data={page(10)} into={commits} />);
    expect(commits[0]).toBe(10);
  });

  it('keeps the rows drawn when the same page comes again as new records, and draws a new page first rows first', () => {
    const commits: number[] = [];
    const { rerender } = render(<Rows data={page(100)} into={commits} />);
    commits.length = 0;
    rerender(<Rows data={page(100, 'Edited')} into={commits} />);
    expect(commits[0]).toBe(100);
    commits.length = 0;
    rerender(<Rows data={page(100).map((r) => ({ ...r, id: r.id + 100 }))} into={commits} />);
    expect(commits[0]).toBe(FIRST_ROWS);
    expect(commits.at(-1)).toBe(100);
  });
});

describe('FirstRowsFirstBody', () => {
  it('shows the first rows in the first commit, then all; select-all, while rows are pending, takes the whole page', async () => {
    const commits: number[] = [];
    const selectAll = () => fireEvent.click(screen.getByRole('checkbox', { name: 'ra.action.select_all' }));
    render(
      inAdmin(
        <InList data={page(100)}>
          <DataTable body={FirstRowsFirstBody} bulkActionButtons={<span />}>
            <DataTable.Col source="name">
              <TextField source="name" />
            </DataTable.Col>
          </DataTable>
          <Commits count={rowsInBody} into={commits} atFirst={selectAll} />
          <Selected />
        </InList>,
      ),
    );
    expect(commits[0]).toBe(FIRST_ROWS);
    expect(await screen.findByText('Row 100')).toBeTruthy();
    expect(rowsInBody()).toBe(100);
    expect(screen.getByTestId('selected').textContent).toBe(
      page(100)
        .map((r) => r.id)
        .join(','),
    );
  });
  it('keeps the rows of a list drawn again with the same columns, and draws a changed column anew', () => {
    let drawn = 0;
    const Name = ({ suffix }: { suffix: string }) => {
      drawn += 1;
      return <span>{`${useRecordContext()?.name}${suffix}`}</span>;
    };
    const table = (suffix: string, label: string) =>
      inAdmin(
        <InList data={page(3)}>
          <DataTable body={FirstRowsFirstBody} bulkActionButtons={false}>
            <DataTable.Col source="name" label={label} sx={{ width: 100 }}>
              <Name suffix={suffix} />
            </DataTable.Col>
          </DataTable>
        </InList>,
      );
    const { rerender } = render(table('', 'Name'));
    drawn = 0;
    rerender(table('', 'Name'));
    expect(drawn).toBe(0);
    rerender(table(' (edited)', 'Name'));
    expect(screen.getByText('Row 3 (edited)')).toBeTruthy();
    expect(drawn).toBe(3);
  });
});

describe('FirstRowsFirst', () => {
  it('gives a simple list the first rows first, and never its empty state', () => {
    const commits: number[] = [];
    const items = () => document.querySelectorAll('li').length;
    render(
      inAdmin(
        <InList data={page(100)}>
          <FirstRowsFirst>
            <SimpleList primaryText={(record) => record.name} empty={<p>nothing</p>} linkType={false} />
            <Commits count={items} into={commits} />
          </FirstRowsFirst>
        </InList>,
      ),
    );
    expect(commits[0]).toBe(FIRST_ROWS);
    expect(items()).toBe(100);
    expect(screen.queryByText('nothing')).toBeNull();
  });
});

describe('rows drawn at once', () => {
  it('are the screen’s worth of a dense table, from 10 on a small screen to 25 on a tall one', () => {
    expect(rowsOnScreen(900)).toBe(16);
    expect(rowsOnScreen(1440)).toBe(25);
    expect(rowsOnScreen(400)).toBe(10);
  });
});
