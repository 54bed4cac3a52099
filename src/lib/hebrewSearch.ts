// How staff's typing is matched against Hebrew text (issue 26): points (niqqud) and cantillation marks are ignored,
// final letters equal their regular forms, the several geresh and gershayim characters equal each other, and a word
// typed with the keyboard in the other layout (Hebrew on an English layout, or the reverse) is found too.

const MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
const FINALS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const GERESH = /[\u05F3'`\u2018\u2019]/g;
const GERSHAYIM = /[\u05F4"\u201C\u201D]/g;

/** Text as it is compared: lower case, without points and marks, final letters regular, one geresh and one gershayim. */
export function normalizeHebrew(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(/[ךםןףץ]/g, (letter) => FINALS[letter]!)
    .replace(GERESH, "'")
    .replace(GERSHAYIM, '"')
    .toLowerCase()
    .trim();
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

/** Whether every word of the query is found in the text, both as normalised; in either keyboard layout. */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalizeHebrew(text);
  const tryQuery = (q: string) => normalizeHebrew(q).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
  const other = otherLayout(query);
  return tryQuery(query) || (other !== null && tryQuery(other));
}

/** What to send to a server search: the query as typed, then in the other layout (when that differs). */
export function searchVariants(query: string): string[] {
  const typed = query.trim();
  if (!typed) return [];
  const other = otherLayout(typed);
  return other && other !== typed ? [typed, other] : [typed];
}
