// The one way lists search text (issue 26): each word of `q` must be found in one of the searched columns, compared
// in the Hebrew normal form (points and marks ignored, final letters regular, geresh and gershayim variants equal,
// lower case): hebrew_fold() in the database (migration 0038_hebrew_search), normalizeHebrew() for the typed words,
// the same rule. A word is also looked for as typed in the other keyboard layout ('akuo' finds 'שלום').
// Large tables index hebrew_fold(column) with pg_trgm (products: schema/shop.ts); people keep theirs folded in
// people.search (people/search.ts).
import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { wordForms } from '../../../src/lib/hebrewSearch';
import { likePattern } from './list';

/** A column (or expression) in the normal form: what an index on `hebrew_fold(column)` answers. */
export const folded = (column: SQLWrapper): SQL => sql`hebrew_fold(${column})`;

/** `text` (already in the normal form) contains one of the forms. */
export function containsForm(text: SQLWrapper, forms: string[]): SQL {
  const conditions = forms.map((form) => sql`${text} like ${likePattern(form)}`);
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The condition that every word of `q` is found in one of `columns` (or by `also`, given the word as typed and its
 * forms); undefined when `q` has nothing to look for.
 */
export function textSearch(q: string | undefined, columns: SQLWrapper[], also?: (word: string, forms: string[]) => SQL | undefined): SQL | undefined {
  if (!q) return undefined;
  const words = q.split(/\s+/).filter(Boolean);
  const conditions = words.flatMap((word) => {
    const forms = wordForms(word);
    if (!forms.length) return [];
    return [or(...columns.map((column) => containsForm(folded(column), forms)), also?.(word, forms))!];
  });
  return conditions.length ? and(...conditions) : undefined;
}
