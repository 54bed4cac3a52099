import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installQueue } from '../jobs/queue';
import type { Database } from '../db/client';

export const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Any number, the same for every process of this product: serialises concurrent migrations on a server. */
const MIGRATION_LOCK_ID = 724_311_902;

/**
 * Applies the committed drizzle-kit migrations that have not run yet (tracked in drizzle.__drizzle_migrations), then
 * installs or upgrades the job queue's tables (jobs/queue.ts). Idempotent; on a PostgreSQL server several processes starting together take turns.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await installQueue(database);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  await installQueue(database);
}
