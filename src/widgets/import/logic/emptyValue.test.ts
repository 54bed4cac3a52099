import { describe, expect, it } from 'vitest';
import { dropEmptyRows, isEmptyRow, isEmptyValue } from './emptyValue';

describe('empty values and rows', () => {
  it('treats null, undefined and blank text as empty', () => {
    for (const value of [null, undefined, '', '   ', '\t\n']) expect(isEmptyValue(value)).toBe(true);
    for (const value of [0, false, 'x', ' 0 ', new Date(0)]) expect(isEmptyValue(value)).toBe(false);
  });

  it('drops rows with no non-empty value and keeps the others in order', () => {
    const rows = [['a', null], [null, ''], ['  ', null], [null, 0], [], [false]];
    expect(dropEmptyRows(rows)).toEqual([['a', null], [null, 0], [false]]);
    expect(isEmptyRow([])).toBe(true);
  });
});
