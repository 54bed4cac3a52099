import { describe, expect, it } from 'vitest';
import { draftHolds, withDraftColumns } from './draftTable';
import type { TableInfo } from './protocol';

const table = (rowCount: number, headers = ['Name', 'Age']): TableInfo => ({
  sheetNames: ['big'],
  sheetName: 'big',
  headers: [...headers],
  columnTypes: headers.map(() => 'string'),
  samples: headers.map((h) => [h.toLowerCase()]),
  rowCount,
});

describe('withDraftColumns', () => {
  it("keeps the draft's column arrays when the whole table has the same columns", () => {
    const draft = table(5000);
    const whole = withDraftColumns(draft, table(100_000));
    expect(whole.rowCount).toBe(100_000);
    expect(whole.headers).toBe(draft.headers);
    expect(whole.samples).toBe(draft.samples);
    expect(whole.columnTypes).toBe(draft.columnTypes);
  });

  it('takes the whole table as it is when it has more columns', () => {
    const whole = table(100_000, ['Name', 'Age', 'C']);
    expect(withDraftColumns(table(5000), whole)).toBe(whole);
  });
});

describe('draftHolds', () => {
  it('holds when the whole table has the same columns first, named and typed alike', () => {
    expect(draftHolds(table(5000), table(100_000))).toBe(true);
    expect(draftHolds(table(5000), table(100_000, ['Name', 'Age', 'C']))).toBe(true);
  });

  it('fails when a column is named or typed otherwise (the rest of the file decoded differently)', () => {
    expect(draftHolds(table(5000, ['שם', 'Age']), table(100_000, ['×©×', 'Age']))).toBe(false);
    expect(draftHolds(table(5000), { ...table(100_000), columnTypes: ['string', 'number'] })).toBe(false);
  });
});
