// Statements that run on every request, as named prepared statements: PostgreSQL parses and plans each one once
// per connection instead of once per call. Only for statements with few distinct texts (the values are
// parameters): every text stays prepared on every pool connection for the life of the process.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();

/** Names already worked out, by statement text (the texts are few; see above). */
const names = new Map<string, string>();

/** The statement's name: a digest of its text, so one text always gets one name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** The texts and values of SQL objects worked out (a request asks for one several times: its page, its total). */
const queries = new WeakMap<SQL, { sql: string; params: unknown[] }>();

/** `query`'s text and values, worked out once per SQL object. */
export function queryOf(query: SQL): { sql: string; params: unknown[] } {
  let found = queries.get(query);
  if (!found) {
    found = dialect.sqlToQuery(query);
    queries.set(query, found);
  }
  return found;
}

/** Runs `query` as a named prepared statement (PGlite, in process, runs it as usual); answers the driver's result. */
export function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db._.session.prepareQuery({ sql: text, params }, undefined, statementName(text), false).execute();
}
