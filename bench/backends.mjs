// Runs a bench script (bench/<name>/run.ts, one JSON line out) on PostgreSQL and on PGlite, each in a database of its
// own that is removed afterwards. BENCH_ONLY=postgres|pglite picks one; BENCH_PG_URL names the server
// (default postgres://postgres@127.0.0.1:5432/postgres). Answers the parsed results, PostgreSQL first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function runOnBackends(name) {
  const script = `bench/${name}/run.ts`;
  const run = (args) => {
    const out = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    });
    if (out.status !== 0) throw new Error(`${script} ${args[0]} failed`);
    return JSON.parse(out.stdout.trim().split('\n').at(-1));
  };
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const only = process.env.BENCH_ONLY;
  const results = [];
  if (only !== 'pglite') {
    const database = `${name}_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    try {
      const url = new URL(pgUrl);
      url.pathname = `/${database}`;
      results.push(run(['postgres', url.toString()]));
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
  if (only !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-bench-`));
    try {
      results.push(run(['pglite', '', dataDir]));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}
