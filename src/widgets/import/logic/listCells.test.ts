import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinList, splitList } from './listCells';

describe('list cells', () => {
  it('splits on semicolons and keeps empty places', () => {
    expect(splitList('a; b;c')).toEqual(['a', 'b', 'c']);
    expect(splitList('; x')).toEqual(['', 'x']);
    expect(splitList(5)).toEqual([5]);
    expect(splitList('')).toEqual([]);
    expect(splitList(null)).toEqual([]);
  });

  it('joins items, null when all are empty', () => {
    expect(joinList(['a', null, 3])).toBe('a; ; 3');
    expect(joinList([null, ''])).toBeNull();
    expect(joinList([])).toBeNull();
  });

  it('round-trips items without semicolons', () => {
    const item = fc.string().map((s) => s.replace(/;/g, '').trim());
    fc.assert(
      fc.property(fc.array(item, { minLength: 1 }), (items) => {
        const joined = joinList(items);
        if (joined === null) expect(items.every((i) => i === '')).toBe(true);
        else expect(splitList(joined)).toEqual(items);
      }),
    );
  });
});
