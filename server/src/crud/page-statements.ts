// A factory list's page statements, each built once for its text and kept. Building a select of every column with its
// filter cost drizzle 200-400 us a request (a filtered page built it twice: for its name, then to run it), more than
// PostgreSQL took to answer the page. So a page's condition is taken apart into its text and its values, the values
// become placeholders (`w1`, `w2`...), and the statement built for that text answers every value after the first.
// A statement of few texts (a filter set and an order) runs named, planned once per connection; a word search
// (texts as many as the words and forms) runs unnamed, planned for its words on every call, as the trigram
// estimates need (a plan kept for one word would walk the whole table for a word nobody has).
import { sql, type Query, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryOf, statementName } from '../db/prepared';

/** Page statements kept per list (the oldest go first). */
const MAX_KEPT = 500;

export interface PageStatement {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

/** A built page statement: `where` (placeholders `w1`, `w2`... or none), `size` and `skip` placeholders. */
export type BuildPage = (where: SQL | undefined) => { toSQL(): { sql: string }; prepare(name: string): PageStatement };

/** `text` (a condition's SQL with its values as $1, $2...) with each value a placeholder `w1`, `w2`... instead. */
function placeholders(text: string): SQL {
  return sql.join(text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql.placeholder(`w${part}`) : sql.raw(part))));
}

/** Answers a page's rows (as JSON texts) kept under `key`, or reads them with `read` (list-cache.ts). */
export type KeepPage = (key: string, read: () => Promise<readonly string[]>) => Promise<readonly string[]>;

export class PageStatements {
  private readonly kept = new Map<string, PageStatement>();

  /** `write`: each row (its cells, in the select's order) as the text the page answers (json-rows.ts), else records. */
  constructor(
    private readonly db: Db,
    private readonly write?: (row: unknown[]) => string,
  ) {}

  /**
   * The rows of the page `build` makes for `where` (`shape` tells the rest of the page apart: its order, its form),
   * `size` rows after `skip`; `named`: a statement of few texts (see above); `keep`: rows written as JSON may be kept
   * (the key tells the statement, its values, size and skip apart).
   */
  run(
    shape: string,
    where: SQL | undefined,
    build: BuildPage,
    named: boolean,
    size: number,
    skip: number,
    keep?: KeepPage,
  ): Promise<readonly unknown[]> {
    const { sql: text, params } = where ? queryOf(where) : { sql: '', params: [] };
    const key = `${shape} ${named}\u0000${text}`;
    if (keep && this.write)
      return keep(
        `${key}\u0000${JSON.stringify(params)}\u0000${size} ${skip}`,
        () => this.execute(key, where, text, params, build, named, size, skip) as Promise<string[]>,
      );
    return this.execute(key, where, text, params, build, named, size, skip);
  }

  private execute(
    key: string,
    where: SQL | undefined,
    text: string,
    params: unknown[],
    build: BuildPage,
    named: boolean,
    size: number,
    skip: number,
  ): Promise<unknown[]> {
    let statement = this.kept.get(key);
    if (!statement) {
      const query = build(where ? placeholders(text) : undefined);
      const built = query.toSQL();
      const name = named ? statementName(built.sql) : '';
      const { write } = this;
      // drizzle hands the rows as they came (arrays of cells) to a mapper of ours instead of mapping them
      statement = write
        ? (this.db._.session.prepareQuery(built as Query, undefined, name, true, (rows) =>
            (rows as unknown[][]).map(write),
          ) as PageStatement)
        : query.prepare(name);
      this.kept.set(key, statement);
      if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    }
    const values: Record<string, unknown> = { size, skip };
    params.forEach((value, i) => (values[`w${i + 1}`] = value));
    return statement.execute(values);
  }
}
