import { describe, expect, it } from 'vitest';
import { sameColumns } from './useStableColumns';

describe('sameColumns', () => {
  it('compares columns by content, not identity', () => {
    const a = [{ key: 'x', label: 'X', format: 'number' as const }];
    expect(sameColumns(a, [{ key: 'x', label: 'X', format: 'number' }])).toBe(true);
    expect(sameColumns(a, [{ key: 'x', label: 'X', format: 'text' }])).toBe(false);
    expect(sameColumns(a, [{ key: 'x', label: 'X', format: 'number', locked: true }])).toBe(false);
    expect(sameColumns(a, [...a, { key: 'y', label: 'Y' }])).toBe(false);
  });
});
