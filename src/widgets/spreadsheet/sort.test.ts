import { describe, expect, it } from 'vitest';
import { sortIndexes } from './sort';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

/** Sorts single-column values ascending and returns them in the shown order. */
const sortValues = (values: unknown[], format: SpreadsheetColumn['format']) => {
  const rows = values.map((v) => ({ v }));
  const order = sortIndexes(
    rows.map((_, i) => i),
    rows,
    [{ columnKey: 'v', direction: 'ASC' }],
    [{ key: 'v', label: 'V', format }],
    'he',
  );
  return order.map((i) => values[i]);
};

describe('ordering by format', () => {
  it('orders numbers as numbers and text with numbers inside in natural order', () => {
    expect(sortValues([10, 9, 100, -1], 'number')).toEqual([-1, 9, 10, 100]);
    expect(sortValues(['item 10', 'item 9', 'Item 1'], 'text')).toEqual(['Item 1', 'item 9', 'item 10']);
  });

  it('orders dates by time and booleans false first', () => {
    expect(sortValues(['2024-01-02', '2023-12-31', '2024-01-01'], 'date')).toEqual([
      '2023-12-31',
      '2024-01-01',
      '2024-01-02',
    ]);
    expect(sortValues([true, false, true], 'boolean')).toEqual([false, true, true]);
  });

  it('puts empty values last and values of the wrong kind after good ones', () => {
    expect(sortValues([null, 'oops', 5, '', 1], 'number')).toEqual([1, 5, 'oops', null, '']);
    expect(sortValues(['b', '', 'a', undefined], 'text')).toEqual(['a', 'b', '', undefined]);
  });
});

describe('sortIndexes', () => {
  const columns: SpreadsheetColumn[] = [
    { key: 'name', label: 'Name' },
    { key: 'amount', label: 'Amount', format: 'currency' },
  ];
  const rows: SpreadsheetRow[] = [
    { name: 'גל', amount: 30 },
    { name: 'אבי', amount: null },
    { name: 'בתיה', amount: 5 },
    { name: 'אבי', amount: 100 },
  ];
  const all = [0, 1, 2, 3];

  it('sorts ascending and descending, keeping empty cells last', () => {
    expect(sortIndexes(all, rows, [{ columnKey: 'amount', direction: 'ASC' }], columns, 'he')).toEqual([2, 0, 3, 1]);
    expect(sortIndexes(all, rows, [{ columnKey: 'amount', direction: 'DESC' }], columns, 'he')).toEqual([3, 0, 2, 1]);
  });

  it('sorts Hebrew text by the locale and is stable', () => {
    expect(sortIndexes(all, rows, [{ columnKey: 'name', direction: 'ASC' }], columns, 'he')).toEqual([1, 3, 2, 0]);
  });

  it('breaks ties by the next sort column', () => {
    expect(
      sortIndexes(
        all,
        rows,
        [
          { columnKey: 'name', direction: 'ASC' },
          { columnKey: 'amount', direction: 'DESC' },
        ],
        columns,
        'he',
      ),
    ).toEqual([3, 1, 2, 0]);
  });

  it('leaves the order alone without a known sort column', () => {
    expect(sortIndexes(all, rows, [{ columnKey: 'missing', direction: 'ASC' }], columns, 'he')).toEqual(all);
  });
});
