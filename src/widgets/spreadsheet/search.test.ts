import { describe, expect, it } from 'vitest';
import { activeSearchTerm, cellMatches, createRowMatcher, SEARCH_MIN_LENGTH } from './search';
import type { SpreadsheetColumn } from './types';

const columns: SpreadsheetColumn[] = [
  { key: 'name', label: 'Name' },
  { key: 'city', label: 'City' },
  { key: 'born', label: 'Born', format: 'date' },
  { key: 'amount', label: 'Amount', format: 'number' },
];

describe('activeSearchTerm', () => {
  it('needs at least 2 characters', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(activeSearchTerm('')).toBeUndefined();
    expect(activeSearchTerm('a')).toBeUndefined();
    expect(activeSearchTerm(' a ')).toBeUndefined();
    expect(activeSearchTerm('ab')).toBe('ab');
  });

  it('lower-cases and trims the term', () => {
    expect(activeSearchTerm('  DaNa ')).toBe('dana');
  });
});

describe('row matching', () => {
  const matches = createRowMatcher(columns);
  const row = { name: 'Dana Levi', city: 'תל אביב', born: '1990-07-04', amount: 1250 };

  it('is case-insensitive over all cells', () => {
    expect(matches(row, 'dana')).toBe(true);
    expect(matches(row, 'levi')).toBe(true);
    expect(matches(row, 'אביב')).toBe(true);
    expect(matches(row, '1250')).toBe(true);
    expect(matches(row, 'haifa')).toBe(false);
  });

  it('finds dates by their stored and shown forms', () => {
    expect(matches(row, '1990-07')).toBe(true);
    expect(matches(row, '04.07.90')).toBe(true);
  });

  it('never matches across two cells', () => {
    expect(matches(row, 'levi תל')).toBe(false);
  });

  it('tells which cells match, for highlighting', () => {
    expect(cellMatches('Dana Levi', columns[0], 'levi')).toBe(true);
    expect(cellMatches(null, columns[0], 'levi')).toBe(false);
    expect(cellMatches('2024-03-05', columns[2], '05.03')).toBe(true);
  });

  it('sees an edited row as a new row', () => {
    expect(matches({ ...row, name: 'Ruth' }, 'dana')).toBe(false);
  });
});
