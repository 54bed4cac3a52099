import { describe, expect, it } from 'vitest';
import { compareValues, sortIndexes } from './sort';
import type { SpreadsheetColumn, SpreadsheetRow } from './types';

const collator = new Intl.Collator('he', { numeric: true, sensitivity: 'base' });

describe('compareValues', () => {
  it('orders numbers as numbers and text with numbers inside in natural order', () => {
    expect(compareValues(9, 10, 'number', collator)).toBeLessThan(0);
    expect(compareValues('item 9', 'item 10', 'text', collator)).toBeLessThan(0);
    expect(compareValues('abc', 'ABC', 'text', collator)).toBe(0);
  });

  it('orders dates by time and booleans false first', () => {
    expect(compareValues('2024-01-02', '2023-12-31', 'date', collator)).toBeGreaterThan(0);
    expect(compareValues(false, true, 'boolean', collator)).toBeLessThan(0);
  });

  it('puts empty values last and values of the wrong kind after good ones', () => {
    expect(compareValues(null, 1, 'number', collator)).toBeGreaterThan(0);
    expect(compareValues('', 'a', 'text', collator)).toBeGreaterThan(0);
    expect(compareValues('oops', 5, 'number', collator)).toBeGreaterThan(0);
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
