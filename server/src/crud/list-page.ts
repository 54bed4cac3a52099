// A factory list's page and its total, read as cheaply as the database allows: a code looked up by equality first,
// deep pages by a deferred join from a kept anchor, pages past the middle from the other end, the total of a large
// unfiltered table from the planner's estimate, statements prepared once for each text (page-statements.ts), and
// totals, anchors and pages kept until their table changes (list-cache.ts). What a page holds and its total are the
// same as a plain `where … order by … limit … offset` and a count would give.
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { looksLikeCode } from '../db/text-search';
import { wireColumns, type CrudEntity } from './defineCrud';
import { rowWriter } from './json-rows';
import { listCacheOf } from './list-cache';
import type { ListWhere } from './list-query';
import { type KeepPage, PageStatements } from './page-statements';

/** Unfiltered lists of tables with at least this many rows (planner's estimate) answer an estimated total. */
export const ESTIMATE_FROM = 50_000;
/** Pages from this offset on skip the ids alone, then read the rows (a deferred join). */
export const DEFERRED_FROM = 1000;
/** Deep pages in the order of ids start from the id at the nearest multiple of this offset before them (kept). */
export const ANCHOR_EVERY = 200;

/** One page a list asks for: its rows (`ListWhere`), order, size and offset. */
export interface PageRequest extends ListWhere {
  sort: string;
  ascending: boolean;
  limit: number;
  offset: number;
}

/** A page's rows (each its JSON text when `ListPages.json`, else a row as drizzle reads it) and the list's total. */
export interface ListPage {
  rows: readonly unknown[];
  total: number;
}

/** What one page's reading shares: the request, and what the list keeps for its table (unless it may not). */
interface Reading {
  request: PageRequest;
  keep: KeepPage | undefined;
  counts: ReturnType<typeof listCacheOf>;
}

/** The pages of one entity's list. */
export class ListPages {
  private readonly table: PgTable;
  private readonly tableName: string;
  private readonly columns: ReturnType<typeof wireColumns>;
  private readonly idColumn: PgColumn;
  private readonly codeColumns: PgColumn[];
  private readonly statements: PageStatements;
  /** Whether a page's rows come as their JSON text (json-rows.ts): not when derived fields are added to records. */
  readonly json: boolean;

  constructor(
    private readonly db: Db,
    entity: CrudEntity,
  ) {
    this.table = entity.table as PgTable;
    this.tableName = getTableConfig(entity.table).name;
    this.columns = wireColumns(entity.table);
    this.idColumn = this.columns.get('id')!.column;
    this.codeColumns = (entity.codeFields ?? []).map((name) => this.columns.get(name)!.column);
    const rowText = entity.derived ? undefined : rowWriter(entity.table);
    this.json = rowText !== undefined;
    this.statements = new PageStatements(db, rowText);
  }

  /** The page `request` asks for, and the list's total. */
  async page(request: PageRequest): Promise<ListPage> {
    const { keepable, offset, limit, q, filtered, ids, sort, ascending } = request;
    // Totals, anchors and pages that the table's rows alone decide are kept until the table changes (list-cache.ts).
    const counts = listCacheOf(this.db);
    const keep: KeepPage | undefined = keepable ? (key, read) => counts.page(this.tableName, key, read) : undefined;
    const reading: Reading = { request, keep, counts };
    // The count costs as much as the page or more, so it is left out when the page tells it: a first page that
    // is not full holds every match (an exact search by SKU, a short filter).
    if (offset === 0) {
      // A code (one word with a digit) is first looked up by equality in the unique code columns, each on its own
      // index; when none holds it, the word search below answers (a code may also be part of a name).
      if (this.codeColumns.length && looksLikeCode(q)) {
        const byCode = and(filtered, or(...this.codeColumns.map((column) => eq(column, q))));
        const found = await this.run(byCode, sort, ascending, false, limit, 0, ids === undefined, keep);
        if (found.length && found.length < limit) return { rows: found, total: found.length };
      }
      const rows = await this.read(reading, false, limit, 0);
      return { rows, total: rows.length < limit ? rows.length : (await this.countAll(reading)).total };
    }
    // Past the middle the page is read from the other end (PostgreSQL's ASC and DESC are exact mirrors, NULLs
    // included), so the deepest page skips half the rows, not all of them.
    const { total, exact } = await this.countAll(reading);
    if (!exact) {
      const rows = await this.read(reading, false, limit, offset);
      // past the estimate's end, or short of it: what the page shows is exact
      const shown = rows.length && rows.length < limit ? offset + rows.length : Math.max(total, offset + rows.length);
      return { rows, total: shown };
    }
    if (offset >= total) return { rows: [], total };
    const size = Math.min(limit, total - offset);
    if (offset > total / 2)
      return { rows: [...(await this.read(reading, true, size, total - offset - size))].reverse(), total };
    return { rows: await this.read(reading, false, size, offset), total };
  }

  /** `size` rows after `skip`, in the request's order or (`reversed`) the other way. */
  private async read(reading: Reading, reversed: boolean, size: number, skip: number): Promise<readonly unknown[]> {
    const { request, keep, counts } = reading;
    const { where, sort, keepable, ids, search } = request;
    // Without a word search or an id list (texts as many as the words and forms, or the ids), a page's text is one
    // of few (a filter set and an order): prepared.
    const fewTexts = search === undefined && ids === undefined;
    const ascending = request.ascending !== reversed;
    const deferred = skip >= DEFERRED_FROM;
    // A deep page in the order of ids starts from a kept anchor (the id ANCHOR_EVERY rows at a time before it),
    // so it skips fewer than ANCHOR_EVERY ids; the anchors are kept like the totals, until the table changes.
    if (deferred && sort === 'id') {
      const block = skip - (skip % ANCHOR_EVERY);
      const anchor = keepable
        ? await counts.position(this.tableName, where, `${ascending} ${block}`, () =>
            this.readAnchor(where, ascending, block),
          )
        : undefined;
      if (anchor !== undefined && anchor >= 0) {
        const from = and(where, (ascending ? gte : lte)(this.idColumn, anchor));
        return this.run(from, sort, ascending, true, size, skip - block, fewTexts, keep);
      }
    }
    return this.run(where, sort, ascending, deferred, size, skip, fewTexts, keep);
  }

  /** The id `block` rows into the list in the order of ids; -1 past its end. */
  private async readAnchor(where: SQL | undefined, ascending: boolean, block: number): Promise<number> {
    const [row] = await this.db
      .select({ id: this.idColumn })
      .from(this.table)
      .where(where)
      .orderBy((ascending ? asc : desc)(this.idColumn))
      .limit(1)
      .offset(block);
    return typeof row?.id === 'number' ? row.id : -1;
  }

  /**
   * The list's total. An unfiltered list of a large table counts from the planner's statistics (kept by autovacuum;
   * within a few percent), as counting every row would cost more than the page itself; below ESTIMATE_FROM rows it
   * counts. A page past the middle counts exactly (once: the total is kept until the table changes) to be read from
   * the nearer end, and then every page answers that exact total while it is kept.
   */
  private async countAll({ request, counts }: Reading): Promise<{ total: number; exact: boolean }> {
    const { where, keepable, offset } = request;
    if (where === undefined) {
      const known = counts.peek(this.tableName, where);
      if (known !== undefined) return { total: known, exact: true };
      const estimate = await counts.estimate(this.tableName, async () => {
        const [row] = await this.db
          .select({ n: sql<number>`reltuples::bigint` })
          .from(sql`pg_class`)
          .where(sql`oid = ${this.tableName}::regclass`);
        return Number(row?.n ?? -1);
      });
      if (estimate >= ESTIMATE_FROM && offset <= estimate / 2) return { total: estimate, exact: false };
    }
    const countRows = async () =>
      (await this.db.select({ total: count() }).from(this.table).where(where))[0]?.total ?? 0;
    return { total: await (keepable ? counts.total(this.tableName, where, countRows) : countRows()), exact: true };
  }

  /**
   * The rows of a page (page-statements.ts: built once for each text); `named` for a text of few (a filter set and an
   * order, its values as parameters), planned once per connection, as planning a page of a large table costs more
   * than reading it.
   */
  private run(
    where: SQL | undefined,
    sort: string,
    ascending: boolean,
    deferred: boolean,
    size: number,
    skip: number,
    named: boolean,
    keep?: KeepPage,
  ): Promise<readonly unknown[]> {
    const sortColumn = this.columns.get(sort)!.column;
    return this.statements.run(
      `${sort} ${ascending} ${deferred}`,
      where,
      (template) =>
        this.pageQuery(template, sortColumn, ascending, deferred, sql.placeholder('size'), sql.placeholder('skip')),
      named,
      size,
      skip,
      keep,
    );
  }

  /** One page of rows: `where`, in the order of `sortColumn` then id, `size` rows after `skip`. */
  private pageQuery(
    where: SQL | undefined,
    sortColumn: PgColumn,
    ascending: boolean,
    deferred: boolean,
    size: Placeholder,
    skip: Placeholder,
  ) {
    const { db, table, idColumn } = this;
    const way = ascending ? asc : desc;
    const order = sortColumn === idColumn ? [way(idColumn)] : [way(sortColumn), way(idColumn)];
    if (!deferred)
      return db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(skip);
    // A deep page skips ids only (an index-only scan when an index holds the order), then reads its rows.
    const keys = db
      .select({ id: idColumn })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(skip);
    return db
      .select()
      .from(table)
      .where(inArray(idColumn, keys))
      .orderBy(...order);
  }
}
