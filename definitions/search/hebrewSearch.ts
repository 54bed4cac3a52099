// How staff's typing is matched against Hebrew text: points (niqqud) and cantillation marks are ignored,
// final letters equal their regular forms, the several geresh and gershayim characters equal each other, case is
// ignored, and a word typed with the keyboard in the other layout (Hebrew on an English layout, or the reverse) is
// found too.
//
// normalizeHebrew is the exact mirror of the database's hebrew_fold() (migration 0038_hebrew_search), which the
// server's indexes and searches use: one character at a time, each read as another (or dropped), then lower-cased.
// A property test (hebrewSearch.sql.test.ts) runs both on random strings.

/** Points and cantillation marks: U+0591 to U+05C7 without the punctuation among them (maqaf, paseq, sof pasuq, nun hafukha). */
const MARK = /^[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]$/u;

/** What a final letter, a geresh or gershayim variant, or İ (whose lower case is one letter in the database) reads as. */
const READ_AS: Record<string, string> = {
  ך: 'כ',
  ם: 'מ',
  ן: 'נ',
  ף: 'פ',
  ץ: 'צ',
  '\u05F3': "'",
  '`': "'",
  '\u2018': "'",
  '\u2019': "'",
  '\u05F4': '"',
  '\u201C': '"',
  '\u201D': '"',
  '\u0130': 'i',
};

/** Hebrew presentation forms (U+FB1D to U+FB4F: a letter with its point in one character) read as their letter. */
const PRESENTATION = Object.fromEntries(
  Array.from({ length: 0xfb4f - 0xfb1d + 1 }, (_, i) => String.fromCharCode(0xfb1d + i))
    .filter((form) => form.normalize('NFD') !== form)
    .map((form) => {
      const letter = [...form.normalize('NFD')].filter((ch) => !MARK.test(ch)).join('');
      return [form, READ_AS[letter] ?? letter];
    }),
);

/** Every character search reads as another ('' for a dropped mark). */
export const FOLDED: ReadonlyMap<string, string> = new Map([
  ...Object.entries(READ_AS),
  ...Object.entries(PRESENTATION),
]);

/** Text as it is compared: without points and marks, final letters regular, one geresh and one gershayim, lower case. */
export function normalizeHebrew(text: string): string {
  let folded = '';
  for (const ch of text) folded += MARK.test(ch) ? '' : (FOLDED.get(ch) ?? ch).toLowerCase();
  return folded;
}

// The Israeli keyboard (SI 1452): the Hebrew letter on each English key.
const ENGLISH_KEYS = "qwertyuiopasdfghjkl;zxcvbnm,./'";
const HEBREW_KEYS = "/'קראטוןםפשדגכעיחלךףזסבהנמצתץ.,";
const toHebrew = new Map([...ENGLISH_KEYS].map((key, i) => [key, HEBREW_KEYS[i]!]));
const toEnglish = new Map([...HEBREW_KEYS].map((key, i) => [key, ENGLISH_KEYS[i]!]));

/**
 * The same keys read in the other layout, or null when that means nothing new: 'ahkui' (typed on an English layout)
 * is 'שלום', 'ישאק' (typed on a Hebrew layout) is 'hello'.
 */
export function otherLayout(text: string): string | null {
  const lower = text.toLowerCase();
  const hebrew = /[\u05D0-\u05EA]/.test(lower);
  const latin = /[a-z]/.test(lower);
  if (hebrew === latin) return null;
  const map = hebrew ? toEnglish : toHebrew;
  const swapped = [...lower].map((ch) => map.get(ch) ?? ch).join('');
  return swapped === lower ? null : swapped;
}

/** The normal forms a word of a search may be found by: as typed, and as typed in the other keyboard layout when that differs. */
export function wordForms(word: string): string[] {
  const other = otherLayout(word);
  return [...new Set([word, ...(other ? [other] : [])].map(normalizeHebrew))].filter(Boolean);
}

/** The words of a search, each as its normal forms; words of marks only (nothing left to look for) are left out. */
export const searchWords = (query: string): string[][] =>
  query
    .split(/\s+/)
    .map(wordForms)
    .filter((forms) => forms.length > 0);

/**
 * Words shorter than this are looked for at the start of a word of the text ('טל' finds 'טליה', not 'אביטל'), longer
 * ones anywhere: a trigram index can answer both, where a short word anywhere means reading every row.
 */
export const SHORT_WORD = 3;
/** What a short word may follow to start a word: a space, or a quote (a value inside stored JSON, a quoted name). */
export const WORD_STARTS = [' ', '"'] as const;

/** Whether the text (normalised) holds the form (normalised), as the server's search reads it. */
export const containsForm = (text: string, form: string): boolean =>
  [...form].length >= SHORT_WORD
    ? text.includes(form)
    : text.startsWith(form) || WORD_STARTS.some((start) => text.includes(`${start}${form}`));

/** Whether every word of the query is found in the text, both as normalised; each word in either keyboard layout. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalizeHebrew(text);
  const words = searchWords(query);
  return words.length > 0 && words.every((forms) => forms.some((form) => containsForm(haystack, form)));
}
