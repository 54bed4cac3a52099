import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeHebrew, otherLayout, searchWords, wordForms } from './hebrewSearch';

describe('Hebrew-aware matching', () => {
  it('ignores points and cantillation, also inside presentation forms', () => {
    expect(normalizeHebrew('שָׁלוֹם')).toBe(normalizeHebrew('שלום'));
    expect(normalizeHebrew('שָׁלוֹם')).toBe('שלומ');
    expect(normalizeHebrew('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(normalizeHebrew('\uFB2Aלום')).toBe('שלומ'); // שׁ as one character
    expect(normalizeHebrew('\uFB3Aּ')).toBe('כ'); // final kaf with dagesh, one character
    expect(matchesQuery('ספר הַשִּׁירִים', 'שירים')).toBe(true);
  });

  it('keeps Hebrew punctuation: maqaf, sof pasuq', () => {
    expect(normalizeHebrew('בית־ספר׃')).toBe('בית־ספר׃');
  });

  it('takes final letters as their regular forms', () => {
    expect(normalizeHebrew('ךםןףץ')).toBe('כמנפצ');
    expect(matchesQuery('מלכים', 'מלכימ')).toBe(true);
    expect(matchesQuery('ארץ', 'ארצ')).toBe(true);
  });

  it('takes every geresh and gershayim as one', () => {
    expect(normalizeHebrew('צ׳יפס')).toBe(normalizeHebrew("צ'יפס"));
    expect(normalizeHebrew('צ`יפס')).toBe("צ'יפס");
    expect(matchesQuery('דו״ח שנתי', 'דו"ח')).toBe(true);
    expect(matchesQuery('ג’ורג’', "ג'ורג'")).toBe(true);
    expect(matchesQuery('“ציטוט”', '"ציטוט"')).toBe(true);
  });

  it('ignores case one letter at a time, as the database does', () => {
    expect(normalizeHebrew('Dana COHEN')).toBe('dana cohen');
    expect(normalizeHebrew('ÉLODIE Иванов')).toBe('élodie иванов');
    expect(normalizeHebrew('İstanbul')).toBe('istanbul');
  });

  it('reads keys typed in the other layout', () => {
    expect(otherLayout('akuo')).toBe('שלום');
    expect(otherLayout('יקךךם')).toBe('hello');
    expect(otherLayout('שלום world')).toBeNull();
    expect(otherLayout('1234')).toBeNull();
    expect(matchesQuery('דנה כהן', 'sbv')).toBe(true);
    expect(matchesQuery('Dana Cohen', 'גשמש')).toBe(true);
  });

  it('needs every word, in any order, case aside, each in either layout', () => {
    expect(matchesQuery('Dana Cohen', 'cohen DANA')).toBe(true);
    expect(matchesQuery('דנה כהן', 'דנה לוי')).toBe(false);
    expect(matchesQuery('דנה כהן', 'sbv כהן')).toBe(true);
    expect(matchesQuery('דנה כהן', '   ')).toBe(false);
  });

  it('finds a word shorter than three letters at the start of a word only', () => {
    expect(matchesQuery('טליה כהן', 'טל')).toBe(true);
    expect(matchesQuery('אביטל כהן', 'טל')).toBe(false);
    expect(matchesQuery('אביטל כהן', 'כה')).toBe(true);
    expect(matchesQuery('אביטל כהן', 'ביטל')).toBe(true);
  });

  it('gives each word of a search its forms: as typed, and in the other layout', () => {
    expect(wordForms('akuo')).toEqual(['akuo', 'שלומ']);
    expect(wordForms('כהן')).toEqual(['כהנ', 'fvi']);
    expect(wordForms('050-1234567')).toEqual(['050-1234567']);
    expect(searchWords('  akuo  ׳ ')).toEqual([['akuo', 'שלומ'], ["'"]]);
    expect(searchWords('ְ ')).toEqual([]); // a point alone: nothing to look for
  });

  it('is idempotent, and never longer than the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = normalizeHebrew(text);
        expect(normalizeHebrew(once)).toBe(once);
        expect([...once].length).toBeLessThanOrEqual([...text].length);
      }),
    );
  });
});
