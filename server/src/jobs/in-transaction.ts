// The queue inside a Drizzle transaction: pg-boss's `send(name, data, { db })` runs its insert through this adapter,
// so a job is enqueued only if the change that causes it commits, and never without it.
import { sql, type SQL } from 'drizzle-orm';
import type { PgBoss, Db as QueueDb, SendOptions } from 'pg-boss';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/raw-sql';

/** pg-boss's numbered placeholders ($1, $2…) as Drizzle parameters, in the order the text uses them. */
export function withParams(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
  return sql.join(chunks);
}

/** A pg-boss database over a transaction (or the database itself): pass it as `send`'s `db` option. */
export const queueIn = (tx: Db | Tx): QueueDb => ({
  executeSql: async (text, values) => ({ rows: rowsOf(await tx.execute(withParams(text, values))) }),
});

/**
 * Sends job `name` inside the transaction `tx`: it exists only if the transaction commits. Resolves with its id, or
 * null when its singleton key already has a job waiting. Without a queue (an app that runs no jobs: most tests) nothing
 * is sent.
 */
export async function sendInTransaction(
  queue: PgBoss | null,
  tx: Db | Tx,
  name: string,
  data: object,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string | null> {
  if (!queue) return null;
  return queue.send(name, data, { ...options, db: queueIn(tx) });
}
