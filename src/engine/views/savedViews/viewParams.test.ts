import { describe, expect, it } from 'vitest';
import { showsView, viewOf } from './viewParams';

const list = {
  filterValues: { q: 'כהן', role: '', tags: [] as string[], status: 'active' },
  sort: { field: 'name', order: 'ASC' as const },
  perPage: 50,
};

describe('saved view params', () => {
  it('keeps the meaningful filters, the sort, the page size and the columns when there are columns', () => {
    expect(viewOf(list, { hidden: ['email'], ranks: [1, 0] })).toEqual({
      filter: { q: 'כהן', status: 'active' },
      sort: { field: 'name', order: 'ASC' },
      per_page: 50,
      hidden_columns: ['email'],
      column_ranks: [1, 0],
    });
    expect(viewOf({ ...list, sort: { field: '', order: 'ASC' } }, {})).toEqual({
      filter: { q: 'כהן', status: 'active' },
      sort: undefined,
      per_page: 50,
    });
  });

  it('tells whether the list shows a view, whatever the order of keys and empty filters', () => {
    const view = viewOf(list, { hidden: ['email'] });
    expect(
      showsView(
        viewOf({ ...list, filterValues: { status: 'active', q: 'כהן', x: undefined } }, { hidden: ['email'] }),
        view,
      ),
    ).toBe(true);
    expect(showsView(viewOf({ ...list, perPage: 25 }, { hidden: ['email'] }), view)).toBe(false);
    expect(showsView(viewOf({ ...list, sort: { field: 'name', order: 'DESC' } }, { hidden: ['email'] }), view)).toBe(
      false,
    );
    expect(showsView(viewOf(list, { hidden: [] }), view)).toBe(false);
    expect(showsView(viewOf({ ...list, filterValues: { q: 'לוי' } }, { hidden: ['email'] }), view)).toBe(false);
  });

  it('keeps no page size for a list without pages (a bespoke list: filters only)', () => {
    const inbox = {
      filterValues: { status: 'resolved', q: 'ספר' },
      sort: { field: '', order: 'ASC' as const },
      perPage: 0,
    };
    expect(viewOf(inbox, {})).toEqual({ filter: { status: 'resolved', q: 'ספר' }, sort: undefined });
    expect(showsView(viewOf(inbox, {}), viewOf(inbox, {}))).toBe(true);
    expect(showsView(viewOf({ ...inbox, filterValues: { status: 'open' } }, {}), viewOf(inbox, {}))).toBe(false);
  });

  it('does not count columns against a view saved without them', () => {
    const phoneView = viewOf(list, {});
    expect(showsView(viewOf(list, { hidden: ['email'], ranks: [2, 1, 0] }), phoneView)).toBe(true);
  });
});
