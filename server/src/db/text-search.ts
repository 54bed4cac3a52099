// The one way lists search text: each word of `q` must be found, compared in the Hebrew normal form
// (points and marks ignored, final letters regular, geresh and gershayim variants equal, lower case):
// hebrew_fold() in the database (migration 0038_hebrew_search), normalizeHebrew() for the typed words, the same rule.
// A word is also looked for as typed in the other keyboard layout ('akuo' finds 'שלום').
// Small tables fold their columns as they are read (textSearch). Large ones keep a search document, the searched
// columns already folded, with a pg_trgm index (documentSearch): people.search (people/search.ts), products.search.
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SHORT_WORD, WORD_STARTS, wordForms } from '../../../definitions/search/hebrewSearch';
import { escapeLike, likePattern } from './list';

/** A column (or expression) in the normal form. */
export const folded = (column: SQLWrapper): SQL => sql`hebrew_fold(${column})`;

/**
 * `text` (already in the normal form) holds `form`: anywhere, or at the start of a word for a short one (SHORT_WORD:
 * after a space or a quote, which the trigram index answers as `% ab%`, where `%ab%` reads every row).
 */
export function containsText(text: SQLWrapper, form: string): SQL {
  if ([...form].length >= SHORT_WORD) return sql`${text} like ${likePattern(form)}`;
  const starts = WORD_STARTS.map((start) => sql`${text} like ${`%${start}${escapeLike(form)}%`}`);
  return sql`(${text} like ${`${escapeLike(form)}%`} or ${sql.join(starts, sql` or `)})`;
}

/** `text` (already in the normal form) holds one of the forms. */
export function containsForm(text: SQLWrapper, forms: string[]): SQL {
  const conditions = forms.map((form) => containsText(text, form));
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

type Also = (word: string, forms: string[]) => SQL | undefined;

/** Every word of `q` (by its normal forms) matched by `match` or by `also`; undefined when `q` has nothing to look for. */
function everyWord(q: string | undefined, match: (forms: string[]) => SQL | undefined, also?: Also): SQL | undefined {
  const conditions = (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const forms = wordForms(word);
      return forms.length ? [or(match(forms), also?.(word, forms))!] : [];
    });
  return conditions.length ? and(...conditions) : undefined;
}

/** Every word of `q` in one of `columns` (folded as they are read), or found by `also`. */
export const textSearch = (q: string | undefined, columns: SQLWrapper[], also?: Also): SQL | undefined =>
  everyWord(q, (forms) => or(...columns.map((column) => containsForm(folded(column), forms))), also);

/** Every word of `q` in `document` (a text the database keeps in the normal form, trigram-indexed), or found by `also`. */
export const documentSearch = (q: string | undefined, document: SQLWrapper, also?: Also): SQL | undefined =>
  everyWord(q, (forms) => containsForm(document, forms), also);

/** A search that may be a code (a SKU, an ISBN, a coupon): one word holding a digit (CrudEntity.codeFields). */
export const looksLikeCode = (q: string | undefined): q is string => !!q && /^\S+$/.test(q) && /\d/.test(q);
