// The person search: one term matched against people.search (names, national id, e-mails, phone digits; all in the
// Hebrew normal form of db/text-search.ts and kept by triggers), served by its pg_trgm GIN index. A term that looks
// like a phone number matches its digits in any written form; other terms match word by word, in any order, each
// in its normal form or as typed in the other keyboard layout (points, final letters, geresh and case aside).
//
// The index is asked for a distinctive part of each piece only (see indexedPart), and the whole piece is then
// checked on the rows it found. Both together match exactly what `like '%piece%'` matches, but the trigrams every
// row shares ("exa", "com" of example.com, "972" and "050" of phone numbers) are never looked up: they made a
// whole e-mail or phone number the slowest terms of all.
import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '../../../definitions/search/hebrewSearch';
import { containsText } from '../db/text-search';
import { phoneSearchDigits } from './phone';

/** Digits at the end of a phone number that the index looks up: the subscriber's part, shared by every form. */
const PHONE_TAIL = 7;
/** An e-mail's local part shorter than this says too little: the whole address is looked up then. */
const MIN_LOCAL_PART = 3;
/**
 * Characters of the local part, before its '@', that the index is asked for: the end of a local part is its most
 * distinctive part (many addresses start alike: "info", "user", first names), and every trigram asked for costs a
 * posting list read (a whole local part "user12345@" read 59 index pages where "12345@" read 10, among 100,000).
 */
const EMAIL_TAIL = 5;

/**
 * The substring of a search piece the trigram index is asked for: the last digits of a phone number (its
 * international and national forms differ only at the start), the end of an e-mail address's local part with its
 * '@' (domains are shared by many people, and so are the starts of local parts), otherwise the piece itself.
 */
export function indexedPart(piece: string, kind: 'phone' | 'word'): string {
  if (kind === 'phone') return piece.length > PHONE_TAIL ? piece.slice(-PHONE_TAIL) : piece;
  const at = piece.indexOf('@');
  return at >= MIN_LOCAL_PART ? piece.slice(Math.max(0, at - EMAIL_TAIL), at + 1) : piece;
}

/** `column` contains one of `pieces`, all sharing the indexed part `part`. */
function containsAny(column: SQL, part: string, pieces: string[]): SQL {
  const indexed = containsText(column, part);
  const rest = pieces.filter((piece) => piece !== part);
  if (rest.length < pieces.length) return indexed; // the part is a piece itself: nothing more to check
  const checks = rest.map((piece) => sql`strpos(${column}, ${piece}) > 0`);
  return sql`(${indexed} and ${checks.length === 1 ? checks[0]! : sql`(${sql.join(checks, sql` or `)})`})`;
}

/** `column` contains one of `pieces` (grouped by the part the index is asked for). */
function containsOneOf(column: SQL, pieces: string[], kind: 'phone' | 'word'): SQL {
  const byPart = new Map<string, string[]>();
  for (const piece of pieces) {
    const part = indexedPart(piece, kind);
    byPart.set(part, [...(byPart.get(part) ?? []), piece]);
  }
  const alternatives = [...byPart].map(([part, group]) => containsAny(column, part, group));
  return alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` or `)})`;
}

/** The condition over `people p0` for a search term, or undefined for an empty term. */
export function searchCondition(term: string, alias = 'p0'): SQL | undefined {
  const column = sql.raw(`${alias}.search`);
  const digits = phoneSearchDigits(term.trim());
  if (digits.length) return containsOneOf(column, digits, 'phone');
  const words = searchWords(term);
  if (!words.length) return undefined;
  return sql.join(
    words.map((forms) => containsOneOf(column, forms, 'word')),
    sql` and `,
  );
}
