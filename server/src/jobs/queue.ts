// The job queue: pg-boss in the product's own database (schema `jobs`), on PGlite or PostgreSQL alike. Its tables
// are installed with the migrations (installQueue), so a process that starts the queue finds them ready.
import { createRequire } from 'node:module';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/client';

export const QUEUE_SCHEMA = 'jobs';

/** The schema version the pinned pg-boss expects (its package.json says). */
export const QUEUE_SCHEMA_VERSION: number = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;

/** pg-boss over the database's own connections: PGlite's one connection, or the PostgreSQL pool. */
export function queueOptions(database: Database): ConstructorOptions {
  if (database.pglite) return { db: fromPglite(database.pglite), backend: 'pglite', schema: QUEUE_SCHEMA };
  const pool = database.pool!;
  return { db: { executeSql: (text, values) => pool.query(text, values) }, schema: QUEUE_SCHEMA };
}

async function installedVersion(database: Database): Promise<number | null> {
  const sql = `select max(version) as version from ${QUEUE_SCHEMA}.version`;
  try {
    const result = database.pglite
      ? await database.pglite.query<{ version: number }>(sql)
      : await database.pool!.query<{ version: number }>(sql);
    return result.rows[0]?.version ?? null;
  } catch {
    return null; // not installed yet
  }
}

/** Installs or upgrades the queue's tables (pg-boss's own migrations, under its advisory lock); a no-op when current. */
export async function installQueue(database: Database): Promise<void> {
  if ((await installedVersion(database)) === QUEUE_SCHEMA_VERSION) return;
  const boss = new PgBoss({ ...queueOptions(database), supervise: false, schedule: false, migrate: true });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** A started queue instance for this process (workers and schedules are added by jobs/run.ts). */
export async function openQueue(database: Database, onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ ...queueOptions(database), migrate: false, supervise: true, schedule: true });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
