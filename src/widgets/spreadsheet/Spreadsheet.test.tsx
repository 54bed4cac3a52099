import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSpreadsheet } from './testing';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

const columns: SpreadsheetColumn[] = [
  { key: 'id', label: 'ID', locked: true, width: 80 },
  { key: 'name', label: 'Name', defaultValue: 'New person' },
  { key: 'city', label: 'City' },
  { key: 'amount', label: 'Amount', format: 'currency' },
];
const rows: SpreadsheetRow[] = [
  { id: 1, name: 'Dana', city: 'Haifa', amount: 10 },
  { id: 2, name: 'Yossi', city: 'Eilat', amount: 2500 },
  { id: 3, name: 'Avi', city: 'Haifa', amount: null },
];

// `hidden`: an open menu hides the rest of the page from the accessibility tree.
const grid = () => screen.getByRole('grid', { hidden: true });
/** Data rows as shown, top to bottom. */
const shownRows = () => within(grid()).getAllByRole('row').slice(1);
/** The cell of a shown row (0-based) and data column (0-based, as in `columns`). */
const cell = (row: number, col: number) => {
  const element = grid().querySelector(`[aria-rowindex="${row + 2}"] > [aria-colindex="${col + 2}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no cell ${row},${col}`);
  return element;
};
const shownNames = () => shownRows().map((r) => r.querySelector('[aria-colindex="3"]')?.textContent);

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settleSearch = () => act(() => vi.advanceTimersByTime(300));

describe('Spreadsheet display', () => {
  it('shows every row with formats applied and locked cells read-only', () => {
    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    expect(shownRows()).toHaveLength(3);
    expect(cell(1, 3)).toHaveTextContent('$2,500.00');
    expect(cell(0, 0)).toHaveAttribute('aria-readonly', 'true');
    expect(cell(0, 1)).not.toHaveAttribute('aria-readonly');
    expect(screen.getByText('3 rows')).toBeInTheDocument();
  });
});

describe('search', () => {
  it('waits for 2 characters, then filters case-insensitively and counts matching rows', async () => {
    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(search, 'h');
    await settleSearch();
    expect(screen.getByText('Type at least 2 characters')).toBeInTheDocument();
    expect(shownRows()).toHaveLength(3);

    await user.type(search, 'AI');
    expect(shownRows()).toHaveLength(3);
    await settleSearch();
    expect(shownNames()).toEqual(['Dana', 'Avi']);
    expect(screen.getByText('2 matching rows')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 3 rows')).toBeInTheDocument();
    expect(cell(0, 2)).toHaveClass('ss-match');
    expect(cell(0, 1)).not.toHaveClass('ss-match');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await settleSearch();
    expect(shownRows()).toHaveLength(3);
  });
});

describe('column visibility', () => {
  it('hides and shows columns one by one, with Clear All and Select All', async () => {
    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id', storageKey: 'people' });
    const headers = () =>
      within(grid())
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent);
    expect(headers()).toEqual(['', 'Read-only columnID', 'Name', 'City', 'Amount']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu');
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    expect(headers()).toEqual(['', 'Read-only columnID', 'Name', 'Amount']);

    await user.click(within(menu).getByRole('button', { name: 'Clear All' }));
    expect(headers()).toEqual(['']);
    expect(within(menu).getByRole('button', { name: 'Clear All' })).toBeDisabled();

    await user.click(within(menu).getByRole('button', { name: 'Select All' }));
    expect(headers()).toEqual(['', 'Read-only columnID', 'Name', 'City', 'Amount']);
    expect(JSON.parse(window.localStorage.getItem('people.hiddenColumns') ?? 'null')).toEqual([]);
  });

  it('starts with hidden columns hidden and remembers choices under the storage key', async () => {
    const withHidden = columns.map((c) => (c.key === 'amount' ? { ...c, hidden: true } : c));
    const first = renderSpreadsheet({ columns: withHidden, initialRows: rows, rowKey: 'id', storageKey: 'people' });
    expect(within(grid()).queryByRole('columnheader', { name: 'Amount' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Name' }));
    first.unmount();

    renderSpreadsheet({ columns: withHidden, initialRows: rows, rowKey: 'id', storageKey: 'people' });
    const names = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['', 'Read-only columnID', 'City']);
  });
});

describe('rows', () => {
  it('adds a row with the column defaults and a fresh key, and undoes it', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(harness.rows()).toHaveLength(4);
    const added = harness.rows()[3];
    expect(added).toMatchObject({ name: 'New person', city: null, amount: null });
    expect(typeof added.id).toBe('string');
    expect(shownNames()).toEqual(['Dana', 'Yossi', 'Avi', 'New person']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(harness.rows()).toEqual(rows);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(harness.rows()).toHaveLength(4);
  });

  it('selects rows with the checkbox column and deletes them', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    const deleteButton = screen.getByRole('button', { name: 'Delete selected rows' });
    expect(deleteButton).toBeDisabled();
    await user.click(within(shownRows()[0]).getByRole('checkbox', { name: 'Select row' }));
    await user.click(within(shownRows()[2]).getByRole('checkbox', { name: 'Select row' }));
    expect([...harness.selected()]).toEqual([1, 3]);
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();

    await user.click(deleteButton);
    expect(harness.rows().map((r) => r.name)).toEqual(['Yossi']);
    expect(harness.selected().size).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(harness.rows()).toEqual(rows);
  });

  it('sorts by a column: ascending, descending, then back to the original order', async () => {
    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    const header = within(grid()).getByRole('columnheader', { name: 'Amount' });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Dana', 'Yossi', 'Avi']);
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Yossi', 'Dana', 'Avi']);
    await user.click(within(grid()).getByRole('columnheader', { name: 'Name' }));
    expect(shownNames()).toEqual(['Avi', 'Dana', 'Yossi']);
    const name = within(grid()).getByRole('columnheader', { name: 'Name' });
    await user.click(name);
    await user.click(name);
    expect(name).not.toHaveAttribute('aria-sort');
    expect(shownNames()).toEqual(['Dana', 'Yossi', 'Avi']);
  });

  it('keeps an edited row in its sorted place until the sort changes', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    const name = within(grid()).getByRole('columnheader', { name: 'Name' });
    await user.click(name);
    expect(shownNames()).toEqual(['Avi', 'Dana', 'Yossi']);
    await user.click(cell(0, 1));
    await user.keyboard('Zohar{Enter}');
    expect(harness.rows()[2].name).toBe('Zohar');
    expect(shownNames()).toEqual(['Zohar', 'Dana', 'Yossi']);
    await user.click(name);
    expect(shownNames()).toEqual(['Zohar', 'Yossi', 'Dana']);
  });
});

describe('editing', () => {
  it('edits with Enter, converts by format, and undoes with Ctrl+Z and redoes with Ctrl+Y', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(cell(0, 3));
    await user.keyboard('{Enter}');
    const editor = within(cell(0, 3)).getByRole('textbox');
    expect(editor).toHaveValue('10');
    await user.clear(editor);
    await user.type(editor, '$1,250.5{Enter}');
    expect(harness.rows()[0].amount).toBe(1250.5);
    expect(cell(0, 3)).toHaveTextContent('$1,250.50');

    await user.keyboard('{Control>}z{/Control}');
    expect(harness.rows()[0].amount).toBe(10);
    await user.keyboard('{Control>}y{/Control}');
    expect(harness.rows()[0].amount).toBe(1250.5);
    await user.keyboard('{Control>}z{/Control}');
    expect(harness.rows()[0].amount).toBe(10);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(harness.rows()[0].amount).toBe(1250.5);
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('edits a date in the product date input: typed DD.MM.YY, stored as an ISO day, Escape leaves it', async () => {
    const dated: SpreadsheetColumn[] = [...columns, { key: 'joined', label: 'Joined', format: 'date' }];
    const { harness } = renderSpreadsheet({
      columns: dated,
      initialRows: rows.map((r) => ({ ...r, joined: '2024-03-05' })),
      rowKey: 'id',
    });
    expect(cell(0, 4)).toHaveTextContent('05.03.24');
    await user.click(cell(0, 4));
    await user.keyboard('{Enter}');
    const editor = await within(cell(0, 4)).findByRole('group', { name: 'Joined' }, { timeout: 20_000 });
    await user.click(editor.querySelector<HTMLElement>('[role="spinbutton"]')!);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('311226{Enter}');
    expect(harness.rows()[0].joined).toBe('2026-12-31');
    expect(cell(0, 4)).toHaveTextContent('31.12.26');

    await user.click(cell(1, 4));
    await user.keyboard('{Enter}');
    const second = await within(cell(1, 4)).findByRole('group', { name: 'Joined' });
    await user.click(second.querySelector<HTMLElement>('[role="spinbutton"]')!);
    await user.keyboard('0101');
    await user.keyboard('{Escape}');
    expect(harness.rows()[1].joined).toBe('2024-03-05');
  });

  it('starts editing when typing, cancels with Escape, and clears with Delete', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(cell(1, 2));
    await user.keyboard('X');
    const editor = within(cell(1, 2)).getByRole('textbox');
    expect(editor).toHaveValue('X');
    await user.keyboard('{Escape}');
    expect(within(cell(1, 2)).queryByRole('textbox')).toBeNull();
    expect(harness.rows()[1].city).toBe('Eilat');

    await user.keyboard('{Delete}');
    expect(harness.rows()[1].city).toBeNull();
  });

  it('moves with arrows and Tab and edits with F2', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(cell(0, 1));
    await user.keyboard('{ArrowDown}{Tab}');
    expect(cell(1, 2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{F2}');
    await user.keyboard('{Control>}a{/Control}Tel Aviv{Enter}');
    expect(harness.rows()[1].city).toBe('Tel Aviv');
  });

  it('never edits or clears a locked column', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.dblClick(cell(0, 0));
    expect(within(cell(0, 0)).queryByRole('textbox')).toBeNull();
    await user.keyboard('{Enter}7');
    expect(within(grid()).queryByRole('textbox')).toBeNull();
    await user.keyboard('{Delete}');
    expect(harness.rows()).toEqual(rows);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});

describe('clipboard', () => {
  it('pastes Excel TSV from the active cell, skipping locked columns and adding rows', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(cell(1, 0));
    await user.paste('99\tRuth\t"Beer\nSheva"\t$7\r\n100\tOmer\tEilat\t8\r\n');
    const after = harness.rows();
    expect(after[1]).toEqual({ id: 2, name: 'Ruth', city: 'Beer\nSheva', amount: 7 });
    expect(after[2]).toEqual({ id: 3, name: 'Omer', city: 'Eilat', amount: 8 });
    expect(after).toHaveLength(3);

    await user.click(cell(2, 1));
    await user.paste('Tal\r\nNoa\r\n');
    expect(harness.rows()).toHaveLength(4);
    expect(harness.rows()[3]).toMatchObject({ name: 'Noa', city: null, amount: null });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(harness.rows()).toEqual(after);
  });

  it('copies the selected range as TSV and says so', async () => {
    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(cell(0, 1));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    expect(cell(1, 2)).toHaveClass('ss-in-range');
    // Browsers fire copy on Ctrl+C with no text selected; user-event only copies a text selection.
    const written = new Map<string, string>();
    const clipboardData = { setData: (type: string, text: string) => written.set(type, text), getData: () => '' };
    fireEvent.copy(document.activeElement as Element, { clipboardData });
    expect(written.get('text/plain')).toBe('Dana\tHaifa\r\nYossi\tEilat');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  });

  it('extends the range with Shift+click and clears it with Delete', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    await user.click(cell(0, 0));
    await user.keyboard('{Shift>}');
    await user.click(cell(2, 2));
    await user.keyboard('{/Shift}{Delete}');
    expect(harness.rows().map((r) => [r.id, r.name, r.city, r.amount])).toEqual([
      [1, null, null, 10],
      [2, null, null, 2500],
      [3, null, null, null],
    ]);
  });
});

describe('wrap text', () => {
  it('is remembered in local storage', async () => {
    const first = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    const toggle = screen.getByRole('button', { name: 'Wrap text' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('spreadsheet.wrapText')).toBe('true');
    first.unmount();

    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id' });
    expect(screen.getByRole('button', { name: 'Wrap text' })).toHaveAttribute('aria-pressed', 'true');
    expect(grid().closest('.ss-root')).toHaveClass('ss-wrap');
  });
});

describe('cell errors', () => {
  const cellError = (row: SpreadsheetRow, key: string) =>
    key === 'amount' && row.amount === null ? 'Amount is required' : undefined;

  it('marks failing cells with their message and filters to rows with errors', async () => {
    renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id', cellError });
    expect(cell(2, 3)).toHaveClass('ss-error');
    expect(cell(0, 3)).not.toHaveClass('ss-error');
    await user.hover(cell(2, 3).querySelector('.ss-error-hit') as Element);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Amount is required');
    expect(screen.getByText('1 row with errors')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show only rows with errors' }));
    expect(shownNames()).toEqual(['Avi']);

    // A fixed row stays in view (as under a spreadsheet filter) until the filter is applied again.
    await user.click(cell(0, 3));
    await user.keyboard('5{Enter}');
    expect(shownNames()).toEqual(['Avi']);
    expect(cell(0, 3)).not.toHaveClass('ss-error');
    expect(screen.queryByText('1 row with errors')).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Show only rows with errors' });
    await user.click(toggle);
    await user.click(toggle);
    expect(shownRows()).toHaveLength(0);
    expect(screen.getByText('No rows to show')).toBeInTheDocument();
  });
});

describe('Hebrew, right to left', () => {
  it('speaks Hebrew, lays the grid out right to left and moves forward with ArrowLeft', async () => {
    const { harness } = renderSpreadsheet({ columns, initialRows: rows, rowKey: 'id', locale: 'he' });
    expect(grid()).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'הוספת שורה' })).toBeInTheDocument();
    expect(screen.getByText('3 שורות')).toBeInTheDocument();
    await user.click(cell(0, 1));
    await user.keyboard('{ArrowLeft}');
    expect(cell(0, 2)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{Delete}');
    expect(harness.rows()[0]).toEqual({ id: 1, name: 'Dana', city: null, amount: null });
  });
});
