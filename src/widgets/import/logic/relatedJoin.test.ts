import { describe, expect, it } from 'vitest';
import { indexRelatedRows, joinKey, relatedRowsFor } from './relatedJoin';

describe('related join', () => {
  const phones = [
    ['C-1', '050-1111111'],
    ['c-2', '050-2222222'],
    [' C-1 ', '03-1111111'],
    [null, 'orphan'],
    [1001, '04-1001'],
  ];
  const index = indexRelatedRows(phones, 0);

  it('compares keys trimmed and case-insensitively, numbers by their text', () => {
    expect(joinKey(' AbC ')).toBe('abc');
    expect(joinKey(1001)).toBe('1001');
    expect(joinKey('')).toBeNull();
  });

  it('finds every related row of a main row in file order', () => {
    expect(relatedRowsFor(['x', 'C-1'], 1, index)).toEqual([phones[0], phones[2]]);
    expect(relatedRowsFor(['C-2'], 0, index)).toEqual([phones[1]]);
    expect(relatedRowsFor(['1001'], 0, index)).toEqual([phones[4]]);
  });

  it('finds nothing for missing or empty keys', () => {
    expect(relatedRowsFor(['C-9'], 0, index)).toEqual([]);
    expect(relatedRowsFor([null], 0, index)).toEqual([]);
    expect([...index.keys()]).toEqual(['c-1', 'c-2', '1001']);
  });
});
