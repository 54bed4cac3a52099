import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeHebrew, otherLayout, searchVariants } from './hebrewSearch';

describe('Hebrew-aware matching', () => {
  it('ignores points and cantillation', () => {
    expect(normalizeHebrew('שָׁלוֹם')).toBe(normalizeHebrew('שלום'));
    expect(normalizeHebrew('שָׁלוֹם')).toBe('שלומ');
    expect(normalizeHebrew('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(matchesQuery('ספר הַשִּׁירִים', 'שירים')).toBe(true);
  });

  it('takes final letters as their regular forms', () => {
    expect(normalizeHebrew('ךםןףץ')).toBe('כמנפצ');
    expect(matchesQuery('מלכים', 'מלכימ')).toBe(true);
    expect(matchesQuery('ארץ', 'ארצ')).toBe(true);
  });

  it('takes every geresh and gershayim as one', () => {
    expect(normalizeHebrew('צ׳יפס')).toBe(normalizeHebrew("צ'יפס"));
    expect(matchesQuery('דו״ח שנתי', 'דו"ח')).toBe(true);
    expect(matchesQuery('ג’ורג’', "ג'ורג'")).toBe(true);
  });

  it('reads keys typed in the other layout', () => {
    expect(otherLayout('akuo')).toBe('שלום');
    expect(otherLayout('יקךךם')).toBe('hello');
    expect(otherLayout('שלום world')).toBeNull();
    expect(otherLayout('1234')).toBeNull();
    expect(matchesQuery('דנה כהן', 'sbv')).toBe(true);
    expect(matchesQuery('Dana Cohen', 'גשמש')).toBe(true);
  });

  it('needs every word, in any order, case aside', () => {
    expect(matchesQuery('Dana Cohen', 'cohen DANA')).toBe(true);
    expect(matchesQuery('דנה כהן', 'דנה לוי')).toBe(false);
  });

  it('sends the typed query, then its other layout', () => {
    expect(searchVariants('  akuo ')).toEqual(['akuo', 'שלום']);
    expect(searchVariants('050-1234567')).toEqual(['050-1234567']);
    expect(searchVariants('  ')).toEqual([]);
  });
});
