// The person search: one term matched against people.search (names, national id, e-mails, phone digits; all
// lower-case and kept by triggers), served by its pg_trgm GIN index. A term that looks like a phone number
// matches its digits in any written form; other terms match word by word, in any order, case-insensitively.
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../db/list';
import { phoneSearchDigits } from './phone';

/** The condition over `people p0` for a search term, or undefined for an empty term. */
export function searchCondition(term: string, alias = 'p0'): SQL | undefined {
  const column = sql.raw(`${alias}.search`);
  const digits = phoneSearchDigits(term.trim());
  if (digits.length) {
    const alternatives = digits.map((d) => sql`${column} like ${likePattern(d)}`);
    return sql`(${sql.join(alternatives, sql` or `)})`;
  }
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return sql.join(
    words.map((w) => sql`${column} like ${likePattern(w)}`),
    sql` and `,
  );
}
