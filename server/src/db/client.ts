import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { noChangeFeed, pgChangeFeed, pgliteChangeFeed, type ChangeFeed } from './change-feed';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type every route and service uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle (it is also a `Db`, so helpers can take either). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Only set for a PostgreSQL server (migrations take an advisory lock on a dedicated connection). */
  pool?: pg.Pool;
  pglite?: PGlite;
  /** Change notifications for this process's caches (db/change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The change feed of a handle that openDatabase opened (one that is never live for any other). */
export function changeFeedOf(db: Db): ChangeFeed {
  return feeds.get(db) ?? noChangeFeed;
}

/** Throws when the database does not answer (the health check asks). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface OpenDatabaseOptions {
  /** `postgres://...`: a PostgreSQL server. */
  url?: string;
  /** Embedded PGlite stored under `<dataDir>/pgdata`. Neither url nor dataDir: PGlite in memory (tests). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
  /**
   * PGlite only: what it starts from. Tests give a migrated data directory's dump, and PGlite's WebAssembly compiled
   * once and its file bundle read once, for the many databases they open.
   */
  pgliteStart?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>;
}

/** Opens PGlite (under dataDir, or in memory) or a PostgreSQL pool from a URL, behind the same drizzle type. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the database dropped (a restart, a failover) is an error event: without a listener it would
    // end the process. The pool leaves it out and connects anew; a request meanwhile gets a 503 (errors.ts).
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const changes = pgChangeFeed({ connectionString: options.url });
    feeds.set(db, changes);
    return {
      db,
      kind: 'postgres',
      pool,
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite({ dataDir: dataPath, ...options.pgliteStart, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const changes = pgliteChangeFeed(client);
  feeds.set(db, changes);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}
